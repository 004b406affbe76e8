import { isValidSum, rootFromProof, type MerkleSumNode, type MerkleSumStep } from './merkle-sum';

/** One leaf of a user's: a share of their liability, its nonce and its path to the root. */
export interface ProofShare {
  nonce: string;
  sum: number;
  path: MerkleSumStep[];
}

/** A proof of liabilities as a file: what GET /api/proof-of-liabilities/me answers and the investor page downloads. */
export interface ProofFile {
  user_id: number;
  sum: number;
  shares: ProofShare[];
  root: MerkleSumNode;
  generated_at?: string;
}

/**
 * What checking a proof found, with the root each share leads to (`computed`, in the file's
 * order). `unreadable`: not a proof at all (nothing was computed); `mismatch`: a share leads to
 * another root than the file's, two shares are one leaf, or the shares do not add up to the
 * balance; `match`: every share leads to the root and they add up to the balance.
 */
export type ProofFileCheck =
  | { verdict: 'unreadable'; reason: string }
  | { verdict: 'mismatch'; reason: string; proof: ProofFile; computed: MerkleSumNode[] }
  | { verdict: 'match'; proof: ProofFile; computed: MerkleSumNode[] };

export const PROOF_FILE_REASONS = {
  notJson: 'the file is not JSON',
  notProof: 'the file is not a proof: it needs user_id, sum, shares (each with nonce, sum and path) and root',
  malformed: 'the proof is malformed',
  differs: 'the computed root differs from the published one',
  sameLeaf: 'two shares have the same nonce: one leaf would be counted twice',
} as const;

const isObject = (part: unknown): part is Record<string, unknown> => typeof part === 'object' && part !== null;
const isShareShape = (share: unknown) => isObject(share) && Array.isArray(share.path) && share.path.every(isObject);

/**
 * The file as a ProofFile, or null when it is no proof. A file saved before balances were split
 * (one leaf: `nonce` and `path` beside `sum`) is read as a proof of one share, so it can still be checked.
 */
function readProof(value: unknown): ProofFile | null {
  if (!isObject(value) || !isObject(value.root)) return null;
  const shares = Array.isArray(value.shares) ? value.shares : 'path' in value ? [{ nonce: value.nonce, sum: value.sum, path: value.path }] : null;
  if (!shares || shares.length === 0 || !shares.every(isShareShape)) return null;
  return { ...value, shares } as unknown as ProofFile;
}

/** Why a share's root differs, in words a person can compare with the file: the sums first, as those are what a tampered file changes. */
function difference(share: string, computed: MerkleSumNode, root: MerkleSumNode): string {
  if (computed.sum !== root.sum)
    return `${PROOF_FILE_REASONS.differs}: the path of ${share} adds up to ${computed.sum} cents, the file’s root says ${String(root.sum)} cents`;
  return `${PROOF_FILE_REASONS.differs}: the sums agree (${root.sum} cents) but ${share} leads to the hash ${computed.hash}, not ${String(root.hash)}`;
}

/**
 * Checks a proof by docs/proof-of-reserves.md#the-algorithm (shared `merkle-sum`): each share's leaf and path must
 * lead to the proof's root, hash and sum; the shares must be distinct leaves (their own nonces) and
 * add up to the stated balance. The investor page checks the API's answer with it.
 */
export async function checkProof(proof: ProofFile): Promise<ProofFileCheck> {
  const computed: MerkleSumNode[] = [];
  for (const [i, share] of proof.shares.entries()) {
    try {
      computed.push(await rootFromProof({ userId: proof.user_id, nonce: share.nonce, sum: share.sum }, share.path));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return { verdict: 'unreadable', reason: `${PROOF_FILE_REASONS.malformed}: share ${i + 1}: ${error.message}` };
    }
  }
  if (!isValidSum(proof.sum)) return { verdict: 'unreadable', reason: `${PROOF_FILE_REASONS.malformed}: the balance is not a whole number of cents` };
  const label = (i: number) => (proof.shares.length === 1 ? 'the share' : `share ${i + 1} of ${proof.shares.length}`);
  const differing = computed.findIndex((node) => node.hash !== proof.root.hash || node.sum !== proof.root.sum);
  if (differing >= 0) return { verdict: 'mismatch', reason: difference(label(differing), computed[differing], proof.root), proof, computed };
  // A leaf given twice would count one share twice towards the balance.
  if (new Set(proof.shares.map((share) => share.nonce)).size < proof.shares.length)
    return { verdict: 'mismatch', reason: PROOF_FILE_REASONS.sameLeaf, proof, computed };
  const shared = proof.shares.reduce((total, share) => total + share.sum, 0);
  if (shared !== proof.sum) {
    return { verdict: 'mismatch', reason: `the shares add up to ${shared} cents, not the stated balance of ${proof.sum} cents`, proof, computed };
  }
  return { verdict: 'match', proof, computed };
}

/** Checks a proof file's text (checkProof): one check for the investor page's "Check a proof file" and `npm run verify-proof`. */
export async function checkProofFile(text: string): Promise<ProofFileCheck> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { verdict: 'unreadable', reason: `${PROOF_FILE_REASONS.notJson} (${(error as Error).message})` };
  }
  const proof = readProof(parsed);
  if (!proof) return { verdict: 'unreadable', reason: PROOF_FILE_REASONS.notProof };
  return checkProof(proof);
}
