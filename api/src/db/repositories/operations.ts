import { sql } from 'kysely';
import { DAY_MS } from '../../domain/time';
import type { Db } from '../database';
import { DAYS_PAID } from './user-plans';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** When the earliest plan day still to credit fell (or falls) due, epoch ms; null without active plans. */
export async function earliestDueAccrualMs(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('user_plans')
    .select((eb) => eb.fn.min(sql<number>`first_accrual_ms + ${DAYS_PAID} * ${sql.lit(DAY_MS)}`).as('due'))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.due === null || row?.due === undefined ? null : Number(row.due);
}

/** When the prices source last answered (ISO 8601), or null if it never has. */
export async function latestPriceFetch(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('price_snapshots')
    .select((eb) => eb.fn.max('fetched_at').as('at'))
    .executeTakeFirst();
  return row?.at ?? null;
}
