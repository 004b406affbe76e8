import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  amountOwed,
  arrangeLeaves,
  buildMerkleSumTree,
  merkleSumProof,
  splitIntoShares,
  type MerkleSumTree,
  type Sha256,
  type Message,
} from '@arcvest/shared/rules';
import type { LiabilitiesSnapshot, LiabilityProof } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import {
  balancesAndCapital,
  findLatestSnapshot,
  findUserLeaves,
  insertSnapshot,
  listLeaves,
  withSnapshotLock,
  type LiabilitySnapshotRow,
} from '../db/repositories/liabilities';
import { HttpError } from '../errors';

/** Node's SHA-256 for the tree: synchronous, several times faster here than a Web Crypto call per node. */
export const nodeSha256: Sha256 = (bytes) => createHash('sha256').update(bytes).digest();

export const LIABILITY_TEXTS = {
  none: /*i18n*/ { id: 'api.liabilities.none', message: 'No proof of liabilities has been published yet.' },
  notIncluded: /*i18n*/ {
    id: 'api.liabilities.notIncluded',
    message: 'You are not in the latest proof of liabilities: the platform owed you nothing when it was taken.',
  },
  nothingOwed: /*i18n*/ { id: 'api.liabilities.nothingOwed', message: 'Nobody is owed anything yet, so there is nothing to prove.' },
} satisfies Record<string, Message>;

/** The daily snapshot is taken once the latest is at least this old. */
const DAILY_MS = 86_400_000;

export type ProofOfLiabilitiesService = ReturnType<typeof createProofOfLiabilitiesService>;

const TWO_TO_53 = 2 ** 53;

/**
 * A uniform integer in [0, n) from the CSPRNG, for the shares' cuts and the leaves' order. A
 * liability may be any safe integer, past randomInt's 2^48: there, 53 random bits, drawn again
 * above the last whole multiple of n so every value is equally likely.
 */
export function csprngBelow(n: number): number {
  if (n < 2 ** 48) return randomInt(n);
  const limit = TWO_TO_53 - (TWO_TO_53 % n);
  for (;;) {
    const bits = Number(randomBytes(8).readBigUInt64BE() >> 11n);
    if (bits < limit) return bits % n;
  }
}

/** A snapshot as published: its root, total, leaf count and time. */
export const publishedSnapshot = (row: LiabilitySnapshotRow): LiabilitiesSnapshot => ({
  root: row.root_hash,
  total: row.total,
  leaves: row.leaf_count,
  investors: row.user_count,
  generated_at: row.generated_at,
});

/**
 * What is taken with each snapshot besides the liabilities (the reserves): read before the
 * snapshot's lock, so network calls never hold the database's write lock, then stored in its transaction.
 */
export interface SnapshotCompanion<Reading> {
  read(): Promise<Reading>;
  store(trx: Db, snapshotId: number, reading: Reading): Promise<void>;
}

/**
 * The proof of liabilities (docs/proof-of-reserves.md): snapshots of what each user is owed as a
 * Merkle-sum tree (shared `merkle-sum`), the published root, and each user's own proof. With
 * `reserves`, each snapshot also stores what the platform holds (services/proof-of-reserves.ts).
 */
export function createProofOfLiabilitiesService<Reading>(deps: { db: Db; now: () => Date; reserves?: SnapshotCompanion<Reading> }) {
  const { db, now, reserves } = deps;
  // The latest tree, rebuilt from its stored leaves once per snapshot and server, not per request.
  let cachedTree: { snapshotId: number; tree: Promise<MerkleSumTree> } | null = null;

  /** The companion's reading, taken before the lock; undefined without one. */
  const readReserves = async () => (reserves ? { reading: await reserves.read() } : undefined);

  /**
   * In the caller's locked transaction: reads every user's liability in one statement and stores
   * the tree, with the reserves read before.
   */
  async function snapshotIn(trx: Db, at: string, read: { reading: Reading } | undefined): Promise<LiabilitySnapshotRow | null> {
    const owed = (await balancesAndCapital(trx))
      .map(({ userId, balance, capital }) => ({ userId, sum: amountOwed(balance, capital) }))
      .filter((user) => user.sum > 0);
    if (owed.length === 0) return null;
    // Random shares at shuffled places, each with its own nonce: no sibling in a path is one person's balance.
    const shares = owed.flatMap(({ userId, sum }) =>
      splitIntoShares(sum, csprngBelow).map((share) => ({ userId, sum: share, nonce: randomBytes(16).toString('hex') })),
    );
    const leaves = arrangeLeaves(shares, csprngBelow);
    const { root } = await buildMerkleSumTree(leaves, nodeSha256);
    const row = await insertSnapshot(
      trx,
      { root_hash: root.hash, total: root.sum, leaf_count: leaves.length, user_count: owed.length, generated_at: at },
      leaves.map((leaf, index) => ({ leaf_index: index, user_id: leaf.userId, nonce: leaf.nonce, sum: leaf.sum })),
    );
    if (reserves && read) await reserves.store(trx, row.id, read.reading);
    return row;
  }

  /** An admin's snapshot, now; audited. 409 when nobody is owed anything (a tree needs a leaf). */
  async function take(actorId: number): Promise<LiabilitiesSnapshot> {
    const at = now().toISOString();
    const read = await readReserves();
    const row = await withSnapshotLock(db, async (trx) => {
      const taken = await snapshotIn(trx, at, read);
      if (taken) {
        await recordAudit(trx, {
          actorId,
          action: 'liabilities.snapshot',
          targetType: 'liability_snapshot',
          targetId: taken.id,
          details: { root: taken.root_hash, total: taken.total, leaves: taken.leaf_count, investors: taken.user_count },
          at,
        });
      }
      return taken;
    });
    if (!row) throw new HttpError(409, LIABILITY_TEXTS.nothingOwed);
    return publishedSnapshot(row);
  }

  /**
   * The daily snapshot, after an accrual run: taken when the latest is 24 h old or more. Several
   * servers may call it at once: under the lock, the second sees the first's and takes none.
   */
  async function takeDailyIfDue(): Promise<boolean> {
    const at = now();
    const due = (latest: LiabilitySnapshotRow | undefined) => !latest || at.getTime() - Date.parse(latest.generated_at) >= DAILY_MS;
    // Asked before the reserves are read (network calls), and again under the lock.
    if (!due(await findLatestSnapshot(db))) return false;
    const read = await readReserves();
    return withSnapshotLock(db, async (trx) => {
      if (!due(await findLatestSnapshot(trx))) return false;
      return (await snapshotIn(trx, at.toISOString(), read)) !== null;
    });
  }

  async function latest(): Promise<LiabilitiesSnapshot> {
    const row = await findLatestSnapshot(db);
    if (!row) throw new HttpError(404, LIABILITY_TEXTS.none);
    return publishedSnapshot(row);
  }

  function treeOf(snapshotId: number): Promise<MerkleSumTree> {
    if (cachedTree?.snapshotId !== snapshotId) {
      const tree = listLeaves(db, snapshotId).then((leaves) =>
        buildMerkleSumTree(
          leaves.map((leaf) => ({ userId: leaf.user_id, nonce: leaf.nonce, sum: leaf.sum })),
          nodeSha256,
        ),
      );
      cachedTree = { snapshotId, tree };
      tree.catch(() => {
        if (cachedTree?.tree === tree) cachedTree = null;
      });
    }
    return cachedTree.tree;
  }

  /** The user's own leaves in the latest snapshot and their paths: never another user's. */
  async function mine(userId: number): Promise<LiabilityProof> {
    const snapshot = await findLatestSnapshot(db);
    if (!snapshot) throw new HttpError(404, LIABILITY_TEXTS.none);
    const leaves = await findUserLeaves(db, snapshot.id, userId);
    if (leaves.length === 0) throw new HttpError(404, LIABILITY_TEXTS.notIncluded);
    const tree = await treeOf(snapshot.id);
    return {
      user_id: userId,
      sum: leaves.reduce((total, leaf) => total + leaf.sum, 0),
      shares: leaves.map((leaf) => ({ nonce: leaf.nonce, sum: leaf.sum, path: merkleSumProof(tree, leaf.leaf_index) })),
      root: { hash: snapshot.root_hash, sum: snapshot.total },
      generated_at: snapshot.generated_at,
    };
  }

  return { take, takeDailyIfDue, latest, mine };
}
