// `npm run verify-proof -- <file>`: checks a proof of liabilities (the JSON that
// GET /api/proof-of-liabilities/me answers, or the investor page's download) without the server,
// by docs/proof-of-reserves.md#the-algorithm. Exit code 0: every share's leaf is in the tree under that root and
// the shares add up to the balance; 1: not.
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
  const shares = proof.shares.length === 1 ? '1 share' : `${proof.shares.length} shares`;
  console.log(`Balance: user ${proof.user_id}, ${proof.sum} cents in ${shares}${proof.generated_at ? `, snapshot of ${proof.generated_at}` : ''}`);
  for (const [i, share] of proof.shares.entries()) {
    console.log(`Share ${i + 1}: ${share.sum} cents, computed root ${computed[i].hash} (sum ${computed[i].sum})`);
  }
  console.log(`Published root: ${proof.root.hash} (sum ${proof.root.sum})`);
  if (check.verdict === 'mismatch') fail(check.reason);
  console.log('VERIFIED: this balance is included in the published root.');
}

void main();
