import type { Cents } from './money';

/**
 * The Merkle-sum tree of the proof of liabilities (docs/proof-of-reserves.md), exactly as the
 * README gives it so anyone can recompute it: one implementation for the API, the browser and
 * `npm run verify-proof`, on Web Crypto (`crypto.subtle`, in browsers and in Node 20).
 */

/** A node of the tree: its hash as 64 lowercase hex characters and its sum in cents. */
export interface MerkleSumNode {
  hash: string;
  sum: Cents;
}

/** One user's entry: the leaf is SHA-256 of `<user_id>:<nonce>:<sum>`. */
export interface LiabilityLeaf {
  userId: number;
  nonce: string;
  sum: Cents;
}

/** One step of a proof: the sibling's node, and on which side of the path's node it stands. */
export interface MerkleSumStep extends MerkleSumNode {
  side: 'left' | 'right';
}

/** A tree built level by level, leaves first; the root is the last level's only node. */
export interface MerkleSumTree {
  levels: MerkleSumNode[][];
  root: MerkleSumNode;
}

const nonceFormat = /^[0-9a-f]{32}$/;
const hashFormat = /^[0-9a-f]{64}$/;
/** be64 holds any sum up to 2^64 - 1; a JavaScript integer is exact up to 2^53 - 1, the real bound. */
const paddingNode: MerkleSumNode = { hash: '0'.repeat(64), sum: 0 };

/** A sum is integer cents, never negative, exact in a JavaScript number. */
export function isValidSum(sum: unknown): sum is Cents {
  return typeof sum === 'number' && Number.isSafeInteger(sum) && sum >= 0;
}

function requireSum(sum: unknown): Cents {
  if (!isValidSum(sum)) throw new RangeError(`A sum must be a non-negative safe integer of cents, not ${String(sum)}`);
  return sum;
}

function requireHash(hash: unknown): string {
  if (typeof hash !== 'string' || !hashFormat.test(hash)) throw new RangeError('A hash must be 64 lowercase hex characters');
  return hash;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}

/** 8-byte big-endian unsigned. */
function be64(sum: Cents): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(sum));
  return bytes;
}

/** The leaf: sum = the liability; hash = SHA-256 of the UTF-8 text `<user_id>:<nonce>:<sum>`. */
export async function leafNode({ userId, nonce, sum }: LiabilityLeaf): Promise<MerkleSumNode> {
  if (!Number.isSafeInteger(userId) || userId < 0) throw new RangeError('A user id must be a non-negative integer');
  if (!nonceFormat.test(nonce)) throw new RangeError('A nonce must be 32 lowercase hex characters');
  requireSum(sum);
  return { hash: await sha256Hex(new TextEncoder().encode(`${userId}:${nonce}:${sum}`)), sum };
}

/** An inner node: sum = left.sum + right.sum; hash = SHA-256(left.hash ‖ be64(left.sum) ‖ right.hash ‖ be64(right.sum)). */
export async function innerNode(left: MerkleSumNode, right: MerkleSumNode): Promise<MerkleSumNode> {
  const sum = requireSum(requireSum(left.sum) + requireSum(right.sum));
  const bytes = new Uint8Array(80);
  bytes.set(hexToBytes(requireHash(left.hash)), 0);
  bytes.set(be64(left.sum), 32);
  bytes.set(hexToBytes(requireHash(right.hash)), 40);
  bytes.set(be64(right.sum), 72);
  return { hash: await sha256Hex(bytes), sum };
}

/** Builds the tree over the leaves in the order given; a level with an odd count pairs its last node with padding. */
export async function buildMerkleSumTree(leaves: readonly LiabilityLeaf[]): Promise<MerkleSumTree> {
  if (leaves.length === 0) throw new RangeError('A Merkle-sum tree needs at least one leaf');
  const levels: MerkleSumNode[][] = [await Promise.all(leaves.map(leafNode))];
  while (levels[levels.length - 1].length > 1) {
    const level = levels[levels.length - 1];
    const parents: Promise<MerkleSumNode>[] = [];
    for (let i = 0; i < level.length; i += 2) parents.push(innerNode(level[i], level[i + 1] ?? paddingNode));
    levels.push(await Promise.all(parents));
  }
  return { levels, root: levels[levels.length - 1][0] };
}

/** The siblings from the leaf at `index` up to the root. */
export function merkleSumProof(tree: MerkleSumTree, index: number): MerkleSumStep[] {
  if (!Number.isInteger(index) || index < 0 || index >= tree.levels[0].length) throw new RangeError('No leaf at that index');
  const path: MerkleSumStep[] = [];
  let position = index;
  for (const level of tree.levels.slice(0, -1)) {
    const isLeft = position % 2 === 0;
    const sibling = (isLeft ? level[position + 1] : level[position - 1]) ?? paddingNode;
    path.push({ hash: sibling.hash, sum: sibling.sum, side: isLeft ? 'right' : 'left' });
    position = Math.floor(position / 2);
  }
  return path;
}

/** The root a leaf and its path lead to. Throws RangeError on a malformed leaf or step. */
export async function rootFromProof(leaf: LiabilityLeaf, path: readonly MerkleSumStep[]): Promise<MerkleSumNode> {
  let node = await leafNode(leaf);
  for (const step of path) {
    const sibling = { hash: requireHash(step.hash), sum: requireSum(step.sum) };
    if (step.side === 'left') node = await innerNode(sibling, node);
    else if (step.side === 'right') node = await innerNode(node, sibling);
    else throw new RangeError('A step\'s side must be "left" or "right"');
  }
  return node;
}

/** Whether the leaf and path lead to exactly this root (hash and sum); false for anything malformed. */
export async function verifyMerkleSumProof(leaf: LiabilityLeaf, path: readonly MerkleSumStep[], root: MerkleSumNode): Promise<boolean> {
  try {
    const computed = await rootFromProof(leaf, path);
    return computed.hash === root.hash && computed.sum === root.sum;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}
