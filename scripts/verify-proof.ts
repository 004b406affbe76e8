// `npm run verify-proof -- <file>`: checks a proof of liabilities (the JSON that
// GET /api/proof-of-liabilities/me answers, or the investor page's download) without the server,
// by the algorithm the README gives. Exit code 0: the leaf is in the tree under that root; 1: it is not.
import { readFileSync } from 'node:fs';
import { rootFromProof, type LiabilityLeaf, type MerkleSumStep } from '../shared/src/rules/merkle-sum';

interface ProofFile {
  user_id: number;
  nonce: string;
  sum: number;
  path: MerkleSumStep[];
  root: { hash: string; sum: number };
  generated_at?: string;
}

function fail(message: string): never {
  console.error(`NOT VERIFIED: ${message}`);
  process.exit(1);
}

function readProof(file: string): ProofFile {
  let proof: unknown;
  try {
    proof = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`cannot read ${file} as JSON (${(error as Error).message})`);
  }
  const shape = proof as Partial<ProofFile> | null;
  if (typeof shape !== 'object' || shape === null || !Array.isArray(shape.path) || typeof shape.root !== 'object' || shape.root === null) {
    fail(`${file} is not a proof: it needs user_id, nonce, sum, path and root`);
  }
  return shape as ProofFile;
}

async function main() {
  const file = process.argv[2];
  if (!file) fail('usage: npm run verify-proof -- <proof.json>');
  const proof = readProof(file);
  const leaf: LiabilityLeaf = { userId: proof.user_id, nonce: proof.nonce, sum: proof.sum };
  let computed;
  try {
    computed = await rootFromProof(leaf, proof.path);
  } catch (error) {
    fail(`the proof is malformed: ${(error as Error).message}`);
  }
  console.log(`Leaf: user ${proof.user_id}, ${proof.sum} cents${proof.generated_at ? `, snapshot of ${proof.generated_at}` : ''}`);
  console.log(`Computed root: ${computed.hash} (sum ${computed.sum})`);
  console.log(`Published root: ${proof.root.hash} (sum ${proof.root.sum})`);
  if (computed.hash !== proof.root.hash || computed.sum !== proof.root.sum) fail('the computed root differs from the published one');
  console.log('VERIFIED: this balance is included in the published root.');
}

void main();
