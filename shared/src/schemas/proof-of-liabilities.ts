import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, StringEnum } from './common';

const Hash = (description: string) => Type.String({ pattern: '^[0-9a-f]{64}$', description: `${description}: SHA-256, 64 lowercase hex characters` });
const Sum = (description: string) => Type.Integer({ minimum: 0, description: `${description}, US cents` });

/** The latest published snapshot of what the platform owes (docs/proof-of-reserves.md). */
export const LiabilitiesSnapshot = Type.Object({
  root: Hash('The Merkle-sum root'),
  total: Sum('What the platform owes its users: the root’s sum'),
  leaves: Type.Integer({ minimum: 1, description: 'Users owed more than 0, one leaf each' }),
  generated_at: Type.String({ description: 'When the snapshot was taken (ISO 8601, UTC)' }),
});
export type LiabilitiesSnapshot = Static<typeof LiabilitiesSnapshot>;

export const LiabilityProofStep = Type.Object({
  hash: Hash('The sibling’s hash'),
  sum: Sum('The sibling’s sum'),
  side: StringEnum(['left', 'right'], { description: 'On which side the sibling stands' }),
});
export type LiabilityProofStep = Static<typeof LiabilityProofStep>;

/** A user's own leaf and the path from it to the root: everything `npm run verify-proof` needs. */
export const LiabilityProof = Type.Object({
  user_id: Type.Integer(),
  nonce: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'Drawn for this user in this snapshot: 32 lowercase hex characters' }),
  sum: Sum('What the platform owed this user: wallet plus capital of active plans'),
  path: Type.Array(LiabilityProofStep, { description: 'The siblings from the leaf up to the root' }),
  root: Type.Object({ hash: Hash('The root'), sum: Sum('The root’s sum: the total owed') }),
  generated_at: Type.String({ description: 'When the snapshot was taken (ISO 8601, UTC)' }),
});
export type LiabilityProof = Static<typeof LiabilityProof>;

const proof = { tags: ['proof'] };

export const takeLiabilitiesSnapshotSchema = {
  ...proof,
  summary: 'Takes a snapshot of the liabilities now (admin, audited)',
  response: { 200: LiabilitiesSnapshot, ...errorResponses(409) },
};

export const latestLiabilitiesSnapshotSchema = {
  ...proof,
  summary: 'The latest snapshot of the liabilities: its Merkle-sum root, total and leaf count (public)',
  response: { 200: LiabilitiesSnapshot, ...errorResponses(404) },
};

export const myLiabilityProofSchema = {
  ...proof,
  summary: 'The signed-in user’s leaf in the latest snapshot and its path to the root',
  response: { 200: LiabilityProof, ...errorResponses(404) },
};
