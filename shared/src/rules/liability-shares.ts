import type { Cents } from './money';

/**
 * How a user's liability becomes leaves of the proof of liabilities (docs/proof-of-reserves.md):
 * random shares at shuffled places, so no sibling in anyone's path is one person's balance
 * (Chalkias et al., "Broken Proofs of Solvency in Blockchain Custodial Wallets and Exchanges", 2022).
 */

/** A uniform integer in [0, n), n ≥ 1: the API's CSPRNG, a seeded one in tests. */
export type RandomBelow = (n: number) => number;

/** How many shares a liability is split into, where it has the cents for them. */
export const SHARE_COUNT = { min: 2, max: 4 } as const;

/**
 * `sum` as SHARE_COUNT.min to SHARE_COUNT.max shares of at least 1 cent each (fewer when `sum`
 * has fewer cents: 1 cent is one share), adding up to `sum` exactly. The cuts are distinct points
 * in 1 … sum − 1 drawn by Floyd's algorithm, so every split into that many parts is equally likely
 * and the draws are a fixed number, whatever the source.
 */
export function splitIntoShares(sum: Cents, randomBelow: RandomBelow): Cents[] {
  if (!Number.isSafeInteger(sum) || sum < 1) throw new RangeError(`A liability to split must be a positive safe integer of cents, not ${String(sum)}`);
  const count = Math.min(sum, SHARE_COUNT.min + randomBelow(SHARE_COUNT.max - SHARE_COUNT.min + 1));
  const points = sum - 1;
  const cuts = new Set<number>();
  for (let j = points - (count - 1) + 1; j <= points; j += 1) {
    const cut = 1 + randomBelow(j);
    cuts.add(cuts.has(cut) ? j : cut);
  }
  const edges = [0, ...[...cuts].sort((a, b) => a - b), sum];
  return edges.slice(1).map((edge, i) => edge - edges[i]);
}

/** A random order (Fisher-Yates). */
export function shuffle<T>(items: readonly T[], randomBelow: RandomBelow): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1);
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/**
 * Whether a node of the tree over leaves of these owners (in this order), neither a leaf nor the
 * root, holds all of one user's leaves and no one else's, when they have two or more: its sum, a
 * step in a neighbour's path, would be that user's balance. A leaf alone is a share (a 1-cent
 * balance is one leaf, which nothing hides); the root's sum is the published total.
 */
export function exposesOneUser(owners: readonly number[]): boolean {
  const leavesOf = new Map<number, number>();
  for (const owner of owners) leavesOf.set(owner, (leavesOf.get(owner) ?? 0) + 1);
  // Per node: its only owner (null when mixed) and how many leaves it holds; padding adds none.
  let level = owners.map((owner): { owner: number | null; count: number } => ({ owner, count: 1 }));
  while (level.length > 2) {
    const parents: typeof level = [];
    for (let i = 0; i < level.length; i += 2) {
      const [left, right] = [level[i], level[i + 1]];
      const node = right ? { owner: left.owner === right.owner ? left.owner : null, count: left.count + right.count } : left;
      if (node.owner !== null && node.count >= 2 && node.count === leavesOf.get(node.owner)) return true;
      parents.push(node);
    }
    level = parents;
  }
  return false;
}

/** Shuffles drawn before giving up: a random order exposes someone a third of the time at worst (a few leaves), so 100 failing means a broken source. */
const ARRANGE_ATTEMPTS = 100;

/** The leaves in a random order in which no node exposes one user (exposesOneUser), drawn again until one does not. */
export function arrangeLeaves<T extends { userId: number }>(leaves: readonly T[], randomBelow: RandomBelow): T[] {
  for (let attempt = 0; attempt < ARRANGE_ATTEMPTS; attempt += 1) {
    const order = shuffle(leaves, randomBelow);
    if (!exposesOneUser(order.map((leaf) => leaf.userId))) return order;
  }
  throw new Error(`No order of the leaves out of ${ARRANGE_ATTEMPTS} kept every user’s shares apart`);
}
