import { sql } from 'kysely';
import type { Db } from '../api/src/db/database';
import { balancesAndCapital } from '../api/src/db/repositories/liabilities';
import { createProofOfLiabilitiesService, nodeSha256 } from '../api/src/services/proof-of-liabilities';
import { buildMerkleSumTree } from '../shared/src/rules/merkle-sum';
import { seedActivePlans, timed } from './accrual';
import { benchDatabases, withFreshDatabase, type Kind } from './databases';

const USERS = 100_000;

/** The admin who takes the snapshot (it is audited under their id). */
async function insertAdmin(db: Db): Promise<number> {
  const admin = await sql<{ id: number }>`
    insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, role, created_at)
    values ('Bench', 'Admin', 'bench-admin', 'bench-admin', 'admin@example.com', 'female', '1990-01-01', 'Canada', 'RADMIN', 'x', 'admin', '2026-01-01T00:00:00.000Z')
    returning id`.execute(db);
  return admin.rows[0].id;
}

/** The Merkle-sum tree alone over as many leaves, without a database: the snapshot's share that is hashing. */
function measureTree(): Promise<number> {
  const leaves = Array.from({ length: USERS }, (_, index) => ({ userId: index + 1, nonce: (index % 16).toString(16).repeat(32), sum: 50_000 }));
  return timed(() => buildMerkleSumTree(leaves, nodeSha256));
}

/** An admin's snapshot of `USERS` investors (read, shuffle, nonces, tree, leaves stored, audited), and the bare read of the same balances. */
async function measure(kind: Kind): Promise<{ snapshotMs: number; readMs: number }> {
  return withFreshDatabase(kind, 'proof', async (db) => {
    // Each investor is owed its plan's capital: one leaf each.
    await seedActivePlans(db, USERS);
    const adminId = await insertAdmin(db);
    if (kind === 'PostgreSQL') await sql`analyze`.execute(db);
    const readMs = await timed(() => balancesAndCapital(db));
    const service = createProofOfLiabilitiesService({ db, now: () => new Date() });
    let leaves = 0;
    const snapshotMs = await timed(async () => {
      leaves = (await service.take(adminId)).leaves;
    });
    if (leaves !== USERS) throw new Error(`expected ${USERS} leaves, got ${leaves}`);
    return { snapshotMs, readMs };
  });
}

export async function measureProof() {
  const treeMs = await measureTree();
  console.log(
    `Proof of liabilities: the Merkle-sum tree alone over ${USERS.toLocaleString('en-US')} leaves (Node's SHA-256, as the API builds it) ${treeMs.toFixed(0)} ms`,
  );
  for (const kind of await benchDatabases('the snapshot')) {
    const { snapshotMs, readMs } = await measure(kind);
    console.log(
      `Proof of liabilities on ${kind}: a snapshot of ${USERS.toLocaleString('en-US')} users ${snapshotMs.toFixed(0)} ms ` +
        `(${Math.round(USERS / (snapshotMs / 1000)).toLocaleString('en-US')} users/s); bare read of their balances ${readMs.toFixed(0)} ms; ` +
        `ratio ${(snapshotMs / readMs).toFixed(1)}x`,
    );
  }
}
