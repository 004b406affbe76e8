import { rootFromProof, type MerkleSumNode, type MerkleSumStep } from './merkle-sum';

/** A proof of liabilities as a file: what GET /api/proof-of-liabilities/me answers and the investor page downloads. */
export interface ProofFile {
  user_id: number;
  nonce: string;
  sum: number;
  path: MerkleSumStep[];
  root: MerkleSumNode;
  generated_at?: string;
}

/**
 * What checking a proof file found. `unreadable`: not a proof at all (nothing was computed);
 * `mismatch`: the leaf and path lead to another root than the file's; `match`: they lead to it.
 */
export type ProofFileCheck =
  | { verdict: 'unreadable'; reason: string }
  | { verdict: 'mismatch'; reason: string; proof: ProofFile; computed: MerkleSumNode }
  | { verdict: 'match'; proof: ProofFile; computed: MerkleSumNode };

export const PROOF_FILE_REASONS = {
  notJson: 'the file is not JSON',
  notProof: 'the file is not a proof: it needs user_id, nonce, sum, path and root',
  malformed: 'the proof is malformed',
  differs: 'the computed root differs from the published one',
} as const;

function isProofShape(value: unknown): value is ProofFile {
  if (typeof value !== 'object' || value === null) return false;
  const shape = value as Partial<ProofFile>;
  const isObject = (part: unknown) => typeof part === 'object' && part !== null;
  return Array.isArray(shape.path) && shape.path.every(isObject) && isObject(shape.root);
}

/** Why the roots differ, in words a person can compare with the file: the sums first, as those are what a tampered file changes. */
function difference(computed: MerkleSumNode, root: MerkleSumNode): string {
  if (computed.sum !== root.sum) return `${PROOF_FILE_REASONS.differs}: the path adds up to ${computed.sum} cents, the file’s root says ${String(root.sum)} cents`;
  return `${PROOF_FILE_REASONS.differs}: the sums agree (${root.sum} cents) but the hash is ${computed.hash}, not ${String(root.hash)}`;
}

/**
 * Checks a proof file's text by the README's algorithm (shared `merkle-sum`): the root its leaf
 * and path lead to must be the file's root, hash and sum. One check for the investor page's
 * "Check a proof file" and `npm run verify-proof`.
 */
export async function checkProofFile(text: string): Promise<ProofFileCheck> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { verdict: 'unreadable', reason: `${PROOF_FILE_REASONS.notJson} (${(error as Error).message})` };
  }
  if (!isProofShape(parsed)) return { verdict: 'unreadable', reason: PROOF_FILE_REASONS.notProof };
  const proof = parsed;
  let computed: MerkleSumNode;
  try {
    computed = await rootFromProof({ userId: proof.user_id, nonce: proof.nonce, sum: proof.sum }, proof.path);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { verdict: 'unreadable', reason: `${PROOF_FILE_REASONS.malformed}: ${error.message}` };
  }
  if (computed.hash === proof.root.hash && computed.sum === proof.root.sum) return { verdict: 'match', proof, computed };
  return { verdict: 'mismatch', reason: difference(computed, proof.root), proof, computed };
}
