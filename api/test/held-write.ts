import { sql } from 'kysely';
import type { Db } from '../src/db/database';

/**
 * A race made certain (PostgreSQL only: SQLite runs one writer at a time): `write` runs in a
 * transaction left open, so `action`'s checks do not see it; once `action` waits on a lock
 * held by that transaction, it commits, and `action` meets what the write did (a unique index).
 */
export async function whileWriteHeld<T>(db: Db, write: (trx: Db) => Promise<unknown>, action: () => Promise<T>): Promise<T> {
  let commit!: () => void;
  const released = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let written!: () => void;
  const writeDone = new Promise<void>((resolve) => {
    written = resolve;
  });
  const held = db.transaction().execute(async (trx) => {
    await write(trx);
    written();
    await released;
  });
  await writeDone;

  let settled = false;
  const result = action().finally(() => {
    settled = true;
  });
  // Polls the lock table, not the clock: it stops when the action waits (or ended without waiting).
  while (!settled && !(await someoneWaits(db)));
  commit();
  await held;
  return result;
}

async function someoneWaits(db: Db): Promise<boolean> {
  const { rows } = await sql<{ waiting: boolean }>`select exists (select 1 from pg_locks where not granted) as waiting`.execute(db);
  return rows[0].waiting;
}
