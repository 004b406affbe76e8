import { sql } from 'kysely';
import type { Db } from '../database';

/** Pending deposits and withdrawals, and identity submissions waiting for review (level 2 with a salary sent). */
export async function pendingCounts(db: Db) {
  const [transactions, identity] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => ['type', eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'pending')
      .where('type', 'in', ['deposit', 'withdrawal'])
      .groupBy('type')
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('level', '=', 2)
      .where('salary', 'is not', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const count = (type: string) => Number(transactions.find((row) => row.type === type)?.count ?? 0);
  return { deposits: count('deposit'), withdrawals: count('withdrawal'), identity: Number(identity.count) };
}

/** Confirmed deposits and withdrawals, earnings paid, in cents, and every wallet together (deleted users' too: still owed). */
export async function moneyTotals(db: Db) {
  const [sums, wallets] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => ['type', eb.fn.sum<number>('amount').as('sum')])
      .where('status', '=', 'confirmed')
      .where('type', 'in', ['deposit', 'withdrawal', 'earnings'])
      .groupBy('type')
      .execute(),
    db.selectFrom('wallets').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), sql<number>`0`).as('sum')).executeTakeFirstOrThrow(),
  ]);
  const sum = (type: string) => Number(sums.find((row) => row.type === type)?.sum ?? 0);
  return { deposits: sum('deposit'), withdrawals: sum('withdrawal'), earnings: sum('earnings'), wallets: Number(wallets.sum) };
}

/**
 * Confirmed deposits and withdrawals per UTC day (yyyy-mm-dd, the start of `created_at`)
 * from `fromDate` on; only the days that have any.
 */
export async function dailyFlows(db: Db, fromDate: string) {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('transactions')
    .select((eb) => [day.as('date'), 'type', eb.fn.sum<number>('amount').as('sum')])
    .where('status', '=', 'confirmed')
    .where('type', 'in', ['deposit', 'withdrawal'])
    .where('created_at', '>=', fromDate)
    .groupBy([day, 'type'])
    .execute();
  return rows.map((row) => ({ date: row.date, type: row.type, sum: Number(row.sum) }));
}
