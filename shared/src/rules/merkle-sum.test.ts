/**
 * @jest-environment node
 */
// Node's environment: jsdom's window has no crypto.subtle, which browsers and Node 20 both have.
import { createHash } from 'node:crypto';
import { buildMerkleSumTree, merkleSumProof, verifyMerkleSumProof, type LiabilityLeaf, type MerkleSumNode } from './merkle-sum';

// The expected values are worked out here step by step with node:crypto, independently of the
// implementation, following docs/proof-of-reserves.md#the-algorithm word for word.
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest();
const be64 = (sum: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(sum));
  return bytes;
};
interface Expected {
  hash: Buffer;
  sum: number;
}
const leaf = (userId: number, nonce: string, sum: number): Expected => ({ hash: sha256(Buffer.from(`${userId}:${nonce}:${sum}`, 'utf8')), sum });
const inner = (left: Expected, right: Expected): Expected => ({
  hash: sha256(Buffer.concat([left.hash, be64(left.sum), right.hash, be64(right.sum)])),
  sum: left.sum + right.sum,
});
const padding: Expected = { hash: Buffer.alloc(32), sum: 0 };
const asNode = (node: Expected): MerkleSumNode => ({ hash: node.hash.toString('hex'), sum: node.sum });

const nonce = (digit: string) => digit.repeat(32);
const a: LiabilityLeaf = { userId: 7, nonce: nonce('a'), sum: 150_00 };
const b: LiabilityLeaf = { userId: 12, nonce: nonce('b'), sum: 1 };
const c: LiabilityLeaf = { userId: 3, nonce: nonce('c'), sum: 2_500_000_00 };
const d: LiabilityLeaf = { userId: 40, nonce: nonce('d'), sum: 99 };
const e: LiabilityLeaf = { userId: 41, nonce: '0123456789abcdef0123456789abcdef', sum: 12_345 };
const expectedLeaf = (entry: LiabilityLeaf) => leaf(entry.userId, entry.nonce, entry.sum);

async function expectEveryProofVerifies(leaves: LiabilityLeaf[], root: MerkleSumNode) {
  const tree = await buildMerkleSumTree(leaves);
  for (const [index, entry] of leaves.entries()) {
    await expect(verifyMerkleSumProof(entry, merkleSumProof(tree, index), root)).resolves.toBe(true);
  }
}

describe('the Merkle-sum tree, against vectors worked out by hand', () => {
  it('one leaf is its own root, with an empty path', async () => {
    const expected = asNode(expectedLeaf(a));
    expect(expected.hash).toBe(
      createHash('sha256')
        .update(`7:${nonce('a')}:15000`)
        .digest('hex'),
    );
    const tree = await buildMerkleSumTree([a]);
    expect(tree.root).toEqual(expected);
    expect(merkleSumProof(tree, 0)).toEqual([]);
    await expectEveryProofVerifies([a], expected);
  });

  it('two leaves: the root hashes left, its sum, right, its sum', async () => {
    const root = inner(expectedLeaf(a), expectedLeaf(b));
    const tree = await buildMerkleSumTree([a, b]);
    expect(tree.root).toEqual(asNode(root));
    expect(tree.root.sum).toBe(150_01);
    expect(merkleSumProof(tree, 0)).toEqual([{ ...asNode(expectedLeaf(b)), side: 'right' }]);
    expect(merkleSumProof(tree, 1)).toEqual([{ ...asNode(expectedLeaf(a)), side: 'left' }]);
    await expectEveryProofVerifies([a, b], asNode(root));
  });

  it('three leaves: the last one is paired with a zero padding node', async () => {
    const ab = inner(expectedLeaf(a), expectedLeaf(b));
    const cPad = inner(expectedLeaf(c), padding);
    const root = inner(ab, cPad);
    const tree = await buildMerkleSumTree([a, b, c]);
    expect(tree.root).toEqual(asNode(root));
    expect(merkleSumProof(tree, 2)).toEqual([
      { hash: '0'.repeat(64), sum: 0, side: 'right' },
      { ...asNode(ab), side: 'left' },
    ]);
    await expectEveryProofVerifies([a, b, c], asNode(root));
  });

  it('five leaves: padding at the leaves and again one level up', async () => {
    const ab = inner(expectedLeaf(a), expectedLeaf(b));
    const cd = inner(expectedLeaf(c), expectedLeaf(d));
    const ePad = inner(expectedLeaf(e), padding);
    const abcd = inner(ab, cd);
    const ePadPad = inner(ePad, padding);
    const root = inner(abcd, ePadPad);
    const tree = await buildMerkleSumTree([a, b, c, d, e]);
    expect(tree.root).toEqual(asNode(root));
    expect(tree.root.sum).toBe(150_00 + 1 + 2_500_000_00 + 99 + 12_345);
    expect(merkleSumProof(tree, 3)).toEqual([
      { ...asNode(expectedLeaf(c)), side: 'left' },
      { ...asNode(ab), side: 'left' },
      { ...asNode(ePadPad), side: 'right' },
    ]);
    expect(merkleSumProof(tree, 4)).toEqual([
      { hash: '0'.repeat(64), sum: 0, side: 'right' },
      { hash: '0'.repeat(64), sum: 0, side: 'right' },
      { ...asNode(abcd), side: 'left' },
    ]);
    await expectEveryProofVerifies([a, b, c, d, e], asNode(root));
  });
});

describe('verification fails on any change', () => {
  const leaves = [a, b, c, d, e];
  const flipHex = (hash: string, at: number) => hash.slice(0, at) + (hash[at] === '0' ? '1' : '0') + hash.slice(at + 1);

  it('a changed sum or hash anywhere in the path, the leaf or the root', async () => {
    const tree = await buildMerkleSumTree(leaves);
    for (const [index, entry] of leaves.entries()) {
      const path = merkleSumProof(tree, index);
      for (let step = 0; step < path.length; step += 1) {
        const withSum = path.map((node, i) => (i === step ? { ...node, sum: node.sum + 1 } : node));
        const withHash = path.map((node, i) => (i === step ? { ...node, hash: flipHex(node.hash, 17) } : node));
        const withSide = path.map((node, i) => (i === step ? { ...node, side: node.side === 'left' ? ('right' as const) : ('left' as const) } : node));
        await expect(verifyMerkleSumProof(entry, withSum, tree.root)).resolves.toBe(false);
        await expect(verifyMerkleSumProof(entry, withHash, tree.root)).resolves.toBe(false);
        await expect(verifyMerkleSumProof(entry, withSide, tree.root)).resolves.toBe(false);
      }
      await expect(verifyMerkleSumProof({ ...entry, sum: entry.sum + 1 }, path, tree.root)).resolves.toBe(false);
      await expect(verifyMerkleSumProof({ ...entry, nonce: flipHex(entry.nonce, 0) }, path, tree.root)).resolves.toBe(false);
      await expect(verifyMerkleSumProof({ ...entry, userId: entry.userId + 1 }, path, tree.root)).resolves.toBe(false);
      await expect(verifyMerkleSumProof(entry, path, { ...tree.root, sum: tree.root.sum - 1 })).resolves.toBe(false);
      await expect(verifyMerkleSumProof(entry, path, { ...tree.root, hash: flipHex(tree.root.hash, 63) })).resolves.toBe(false);
      await expect(verifyMerkleSumProof(entry, path.slice(1), tree.root)).resolves.toBe(false);
    }
  });

  it('refuses sums that are not non-negative safe integers of cents, and malformed nonces', async () => {
    for (const sum of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN]) {
      await expect(buildMerkleSumTree([{ ...a, sum }])).rejects.toThrow(RangeError);
    }
    await expect(buildMerkleSumTree([{ ...a, nonce: 'A'.repeat(32) }])).rejects.toThrow(RangeError);
    await expect(buildMerkleSumTree([])).rejects.toThrow(RangeError);
    // Two sums each safe whose total is not: refused, never rounded.
    await expect(
      buildMerkleSumTree([
        { ...a, sum: Number.MAX_SAFE_INTEGER },
        { ...b, sum: 1 },
      ]),
    ).rejects.toThrow(RangeError);
    const tree = await buildMerkleSumTree([a, b]);
    const path = merkleSumProof(tree, 0);
    await expect(verifyMerkleSumProof(a, [{ ...path[0], sum: -1 }], tree.root)).resolves.toBe(false);
    await expect(verifyMerkleSumProof(a, [{ ...path[0], hash: path[0].hash.toUpperCase() }], tree.root)).resolves.toBe(false);
  });
});
