import type { Cents } from './money';

/**
 * The Merkle-sum tree of the proof of liabilities, exactly as docs/proof-of-reserves.md#the-algorithm
 * gives it so anyone can recompute it: one implementation for the API, the browser and
 * `npm run verify-proof`, on Web Crypto (`crypto.subtle`, in browsers and in Node 20) unless the
 * caller gives its own SHA-256.
 */

/** SHA-256 of `bytes`, as 32 bytes. */
export type Sha256 = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array | Promise<Uint8Array>;

const webCryptoSha256: Sha256 = async (bytes) => new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));

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

const HEX_DIGITS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A hex digit's value by its character code (lowercase only: hashes are checked first). */
function nibble(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}

/** Into `target` at `offset`; the hex is already checked as 64 lowercase hex characters. */
function writeHex(target: Uint8Array, hex: string, offset: number): void {
  for (let i = 0; i < hex.length; i += 2) target[offset + i / 2] = (nibble(hex.charCodeAt(i)) << 4) | nibble(hex.charCodeAt(i + 1));
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX_DIGITS[byte];
  return hex;
}

/** 8-byte big-endian unsigned, into `target` at `offset` (a safe integer's high and low 32 bits). */
function writeBe64(target: Uint8Array, sum: Cents, offset: number): void {
  const view = new DataView(target.buffer, target.byteOffset);
  view.setUint32(offset, Math.floor(sum / 2 ** 32));
  view.setUint32(offset + 4, sum >>> 0);
}

/** The leaf: sum = the liability; hash = SHA-256 of the UTF-8 text `<user_id>:<nonce>:<sum>`. */
export async function leafNode({ userId, nonce, sum }: LiabilityLeaf, sha256 = webCryptoSha256): Promise<MerkleSumNode> {
  if (!Number.isSafeInteger(userId) || userId < 0) throw new RangeError('A user id must be a non-negative integer');
  if (!nonceFormat.test(nonce)) throw new RangeError('A nonce must be 32 lowercase hex characters');
  requireSum(sum);
  return { hash: bytesToHex(await sha256(new TextEncoder().encode(`${userId}:${nonce}:${sum}`))), sum };
}

/** An inner node: sum = left.sum + right.sum; hash = SHA-256(left.hash ‖ be64(left.sum) ‖ right.hash ‖ be64(right.sum)). */
export async function innerNode(left: MerkleSumNode, right: MerkleSumNode, sha256 = webCryptoSha256): Promise<MerkleSumNode> {
  return parentOf({ hash: requireHash(left.hash), sum: requireSum(left.sum) }, { hash: requireHash(right.hash), sum: requireSum(right.sum) }, sha256);
}

/** innerNode of two nodes already checked (the tree's own): only the total is checked. */
async function parentOf(left: MerkleSumNode, right: MerkleSumNode, sha256: Sha256): Promise<MerkleSumNode> {
  const sum = requireSum(left.sum + right.sum);
  const bytes = new Uint8Array(80);
  writeHex(bytes, left.hash, 0);
  writeBe64(bytes, left.sum, 32);
  writeHex(bytes, right.hash, 40);
  writeBe64(bytes, right.sum, 72);
  return { hash: bytesToHex(await sha256(bytes)), sum };
}

/**
 * Builds the tree over the leaves in the order given; a level with an odd count pairs its last
 * node with padding. The API gives Node's synchronous SHA-256: 200,000 Web Crypto calls of
 * 100,000 users took most of a snapshot's time. One node at a time: a promise per node of a
 * level at once was a third of the time in garbage collection.
 */
export async function buildMerkleSumTree(leaves: readonly LiabilityLeaf[], sha256 = webCryptoSha256): Promise<MerkleSumTree> {
  if (leaves.length === 0) throw new RangeError('A Merkle-sum tree needs at least one leaf');
  const firstLevel: MerkleSumNode[] = [];
  for (const leaf of leaves) firstLevel.push(await leafNode(leaf, sha256));
  const levels = [firstLevel];
  while (levels[levels.length - 1].length > 1) {
    const level = levels[levels.length - 1];
    const parents: MerkleSumNode[] = [];
    for (let i = 0; i < level.length; i += 2) parents.push(await parentOf(level[i], level[i + 1] ?? paddingNode, sha256));
    levels.push(parents);
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
