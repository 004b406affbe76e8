import { isValidSum, rootFromProof, type MerkleSumNode, type MerkleSumStep } from './merkle-sum';
import { inEnglish, type Translate } from './messages';

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

/** The reasons in full, in the reader's language (docs/i18n.md); what the JSON parser or the path check says stays as they said it. */
const PROOF_FILE_TEXTS = {
  notJson: /*i18n*/ { id: 'rules.proofFile.notJson', message: 'the file is not JSON ({detail})' },
  notProof: /*i18n*/ {
    id: 'rules.proofFile.notProof',
    message: 'the file is not a proof: it needs user_id, sum, shares (each with nonce, sum and path) and root',
  },
  malformedShare: /*i18n*/ { id: 'rules.proofFile.malformedShare', message: 'the proof is malformed: share {share}: {detail}' },
  malformedBalance: /*i18n*/ { id: 'rules.proofFile.malformedBalance', message: 'the proof is malformed: the balance is not a whole number of cents' },
  differsInSum: /*i18n*/ {
    id: 'rules.proofFile.differsInSum',
    message: 'the computed root differs from the published one: the path of {share} adds up to {computed} cents, the file’s root says {root} cents',
  },
  differsInHash: /*i18n*/ {
    id: 'rules.proofFile.differsInHash',
    message: 'the computed root differs from the published one: the sums agree ({sum} cents) but {share} leads to the hash {computed}, not {root}',
  },
  theShare: /*i18n*/ { id: 'rules.proofFile.theShare', message: 'the share' },
  shareOf: /*i18n*/ { id: 'rules.proofFile.shareOf', message: 'share {number} of {count}' },
  sameLeaf: /*i18n*/ { id: 'rules.proofFile.sameLeaf', message: 'two shares have the same nonce: one leaf would be counted twice' },
  sharesSum: /*i18n*/ { id: 'rules.proofFile.sharesSum', message: 'the shares add up to {shared} cents, not the stated balance of {sum} cents' },
};

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
function difference(share: string, computed: MerkleSumNode, root: MerkleSumNode, translate: Translate): string {
  if (computed.sum !== root.sum) return translate({ ...PROOF_FILE_TEXTS.differsInSum, values: { share, computed: computed.sum, root: String(root.sum) } });
  return translate({ ...PROOF_FILE_TEXTS.differsInHash, values: { sum: root.sum, share, computed: computed.hash, root: String(root.hash) } });
}

/**
 * Checks a proof by docs/proof-of-reserves.md#the-algorithm (shared `merkle-sum`): each share's leaf and path must
 * lead to the proof's root, hash and sum; the shares must be distinct leaves (their own nonces) and
 * add up to the stated balance. The investor page checks the API's answer with it. The reasons in
 * English unless given the page's `translate`.
 */
export async function checkProof(proof: ProofFile, translate: Translate = inEnglish): Promise<ProofFileCheck> {
  const computed: MerkleSumNode[] = [];
  for (const [i, share] of proof.shares.entries()) {
    try {
      computed.push(await rootFromProof({ userId: proof.user_id, nonce: share.nonce, sum: share.sum }, share.path));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return { verdict: 'unreadable', reason: translate({ ...PROOF_FILE_TEXTS.malformedShare, values: { share: i + 1, detail: error.message } }) };
    }
  }
  if (!isValidSum(proof.sum)) return { verdict: 'unreadable', reason: translate(PROOF_FILE_TEXTS.malformedBalance) };
  const label = (i: number) =>
    translate(proof.shares.length === 1 ? PROOF_FILE_TEXTS.theShare : { ...PROOF_FILE_TEXTS.shareOf, values: { number: i + 1, count: proof.shares.length } });
  const differing = computed.findIndex((node) => node.hash !== proof.root.hash || node.sum !== proof.root.sum);
  if (differing >= 0) return { verdict: 'mismatch', reason: difference(label(differing), computed[differing], proof.root, translate), proof, computed };
  // A leaf given twice would count one share twice towards the balance.
  if (new Set(proof.shares.map((share) => share.nonce)).size < proof.shares.length)
    return { verdict: 'mismatch', reason: translate(PROOF_FILE_TEXTS.sameLeaf), proof, computed };
  const shared = proof.shares.reduce((total, share) => total + share.sum, 0);
  if (shared !== proof.sum) {
    return { verdict: 'mismatch', reason: translate({ ...PROOF_FILE_TEXTS.sharesSum, values: { shared, sum: proof.sum } }), proof, computed };
  }
  return { verdict: 'match', proof, computed };
}

/** Checks a proof file's text (checkProof): one check for the investor page's "Check a proof file" and `npm run verify-proof`. */
export async function checkProofFile(text: string, translate: Translate = inEnglish): Promise<ProofFileCheck> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { verdict: 'unreadable', reason: translate({ ...PROOF_FILE_TEXTS.notJson, values: { detail: (error as Error).message } }) };
  }
  const proof = readProof(parsed);
  if (!proof) return { verdict: 'unreadable', reason: translate(PROOF_FILE_TEXTS.notProof) };
  return checkProof(proof, translate);
}
