import { arrangeLeaves, exposesOneUser, shuffle, splitIntoShares, SHARE_COUNT, type RandomBelow } from './liability-shares';

/** A seeded source (mulberry32), so every run draws the same numbers. */
function seeded(seed: number): RandomBelow {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}
/** A source that always answers the same share of its range. */
const always =
  (fraction: number): RandomBelow =>
  (n) =>
    Math.min(n - 1, Math.floor(fraction * n));

const total = (shares: number[]) => shares.reduce((a, b) => a + b, 0);

describe('splitIntoShares', () => {
  it('splits into 2 to 4 shares of at least 1 cent that add up to the liability exactly', () => {
    const random = seeded(2026);
    const counts = new Set<number>();
    for (const sum of [4, 5, 17, 100, 1_234_56, 99_999_999_99, Number.MAX_SAFE_INTEGER]) {
      for (let i = 0; i < 200; i += 1) {
        const shares = splitIntoShares(sum, random);
        expect(total(shares)).toBe(sum);
        expect(shares.every((share) => Number.isSafeInteger(share) && share >= 1)).toBe(true);
        expect(shares.length).toBeGreaterThanOrEqual(SHARE_COUNT.min);
        expect(shares.length).toBeLessThanOrEqual(SHARE_COUNT.max);
        counts.add(shares.length);
      }
    }
    expect([...counts].sort()).toEqual([2, 3, 4]);
  });

  it('draws the count and the cuts from the source', () => {
    // The lowest draws: two shares, cut after the first cent; the highest: four, cut at the last three cents.
    expect(splitIntoShares(1_000, always(0))).toEqual([1, 999]);
    expect(splitIntoShares(1_000, always(0.999))).toEqual([997, 1, 1, 1]);
    // Three shares: the second draw hits the first cut (500) again, so Floyd's takes the top of its range (999).
    expect(splitIntoShares(1_000, always(0.5))).toEqual([500, 499, 1]);
  });

  it('gives fewer shares when the liability has fewer cents: 1 cent is one leaf', () => {
    expect(splitIntoShares(1, always(0.999))).toEqual([1]);
    expect(splitIntoShares(2, always(0.999))).toEqual([1, 1]);
    expect(splitIntoShares(3, always(0.999))).toEqual([1, 1, 1]);
  });

  it('refuses what is not a positive whole number of cents', () => {
    for (const sum of [0, -5, 1.5, Number.NaN, 2 ** 53]) expect(() => splitIntoShares(sum, always(0))).toThrow(RangeError);
  });
});

describe('exposesOneUser', () => {
  it('finds a node, below the root, that holds all of one user’s leaves and nobody else’s', () => {
    expect(exposesOneUser([1, 1, 2, 3])).toBe(true);
    expect(exposesOneUser([2, 3, 1, 1])).toBe(true);
    // Four shares under one node two levels up; three at the end beside padding.
    expect(exposesOneUser([1, 1, 1, 1, 2, 3])).toBe(true);
    expect(exposesOneUser([2, 3, 4, 5, 1, 1, 1])).toBe(true);
  });

  it('passes mixed nodes, part of a user’s shares, single leaves and the root', () => {
    expect(exposesOneUser([1, 2, 1, 2])).toBe(false);
    expect(exposesOneUser([1, 1, 2, 1])).toBe(false);
    expect(exposesOneUser([3, 1, 1, 2, 2])).toBe(false);
    expect(exposesOneUser([1, 1])).toBe(false);
    expect(exposesOneUser([1, 1, 1])).toBe(false);
    expect(exposesOneUser([7])).toBe(false);
  });
});

describe('arrangeLeaves', () => {
  it('shuffles until no node exposes one user, keeping every leaf', () => {
    // Two users with two leaves each: a third of the orders expose one of them.
    const leaves = [1, 1, 2, 2].map((userId, index) => ({ userId, index }));
    const random = seeded(7);
    const orders = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      const order = arrangeLeaves(leaves, random);
      expect(exposesOneUser(order.map((leaf) => leaf.userId))).toBe(false);
      expect(order.map((leaf) => leaf.index).sort()).toEqual([0, 1, 2, 3]);
      orders.add(order.map((leaf) => leaf.userId).join(''));
    }
    expect([...orders].sort()).toEqual(['1212', '1221', '2112', '2121']);
  });

  it('gives up, saying so, when the source never draws an order that hides everyone', () => {
    // Drawing 0 every time always gives the order 2, 3, 1, 1.
    expect(shuffle([1, 2, 3, 1], always(0))).toEqual([2, 3, 1, 1]);
    expect(() =>
      arrangeLeaves(
        [1, 2, 3, 1].map((userId) => ({ userId })),
        always(0),
      ),
    ).toThrow(/kept every user’s shares apart/);
  });
});
