import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, StringEnum } from './common';

const Hash = (description: string) => Type.String({ pattern: '^[0-9a-f]{64}$', description: `${description}: SHA-256, 64 lowercase hex characters` });
const Sum = (description: string) => Type.Integer({ minimum: 0, description: `${description}, US cents` });

/** The latest published snapshot of what the platform owes (docs/proof-of-reserves.md). */
export const LiabilitiesSnapshot = Type.Object({
  root: Hash('The Merkle-sum root'),
  total: Sum('What the platform owes its users: the root’s sum'),
  leaves: Type.Integer({ minimum: 1, description: 'Leaves of the tree: 2 to 4 random shares of each user’s liability (1 for a liability of 1 cent)' }),
  investors: Type.Integer({ minimum: 1, description: 'Users owed more than 0' }),
  generated_at: Type.String({ description: 'When the snapshot was taken (ISO 8601, UTC)' }),
});
export type LiabilitiesSnapshot = Static<typeof LiabilitiesSnapshot>;

export const LiabilityProofStep = Type.Object({
  hash: Hash('The sibling’s hash'),
  sum: Sum('The sibling’s sum'),
  side: StringEnum(['left', 'right'], { description: 'On which side the sibling stands' }),
});
export type LiabilityProofStep = Static<typeof LiabilityProofStep>;

/** One of a user's leaves: a random share of their liability, at its own place in the tree. */
export const LiabilityShare = Type.Object({
  nonce: Type.String({ pattern: '^[0-9a-f]{32}$', description: 'Drawn for this share in this snapshot: 32 lowercase hex characters' }),
  sum: Type.Integer({ minimum: 1, description: 'This share of the liability, US cents' }),
  path: Type.Array(LiabilityProofStep, { description: 'The siblings from this leaf up to the root' }),
});
export type LiabilityShare = Static<typeof LiabilityShare>;

/** A user's own leaves and the path from each to the root: everything `npm run verify-proof` needs. */
export const LiabilityProof = Type.Object({
  user_id: Type.Integer(),
  sum: Sum('What the platform owed this user: wallet plus capital of active plans; the shares add up to it'),
  shares: Type.Array(LiabilityShare, { minItems: 1, description: 'The user’s leaves, in the tree’s order' }),
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
  summary: 'The signed-in user’s leaves (random shares of their liability) in the latest snapshot and their paths to the root',
  response: { 200: LiabilityProof, ...errorResponses(404) },
};
