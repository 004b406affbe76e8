// `npm run verify-proof -- <file>`: checks a proof of liabilities (the JSON that
// GET /api/proof-of-liabilities/me answers, or the investor page's download) without the server,
// by the algorithm the README gives. Exit code 0: the leaf is in the tree under that root; 1: it is not.
import { readFileSync } from 'node:fs';
import { checkProofFile } from '../shared/src/rules/proof-file';

function fail(message: string): never {
  console.error(`NOT VERIFIED: ${message}`);
  process.exit(1);
}

async function main() {
  const file = process.argv[2];
  if (!file) fail('usage: npm run verify-proof -- <proof.json>');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read ${file} (${(error as Error).message})`);
  }
  const check = await checkProofFile(text);
  if (check.verdict === 'unreadable') fail(check.reason);
  const { proof, computed } = check;
  console.log(`Leaf: user ${proof.user_id}, ${proof.sum} cents${proof.generated_at ? `, snapshot of ${proof.generated_at}` : ''}`);
  console.log(`Computed root: ${computed.hash} (sum ${computed.sum})`);
  console.log(`Published root: ${proof.root.hash} (sum ${proof.root.sum})`);
  if (check.verdict === 'mismatch') fail(check.reason);
  console.log('VERIFIED: this balance is included in the published root.');
}

void main();
