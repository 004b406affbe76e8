import { sql } from 'kysely';
import { INVOICE_EXCEPTIONS } from '@arcvest/shared/rules';
import type { Db } from '../database';

/**
 * Pending deposits and withdrawals, identity submissions waiting for review (level 2 with a
 * salary sent), and payments on chain waiting for an admin's decision (partial or late, undecided).
 */
export async function pendingCounts(db: Db) {
  const [transactions, identity, payments] = await Promise.all([
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
    db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', INVOICE_EXCEPTIONS)
      .where('resolution', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const count = (type: string) => Number(transactions.find((row) => row.type === type)?.count ?? 0);
  return { deposits: count('deposit'), withdrawals: count('withdrawal'), identity: Number(identity.count), payments: Number(payments.count) };
}

/**
 * Confirmed deposits and withdrawals, earnings paid, every wallet together and the capital in
 * active plans, in cents (deleted users' too: still owed).
 */
export async function moneyTotals(db: Db) {
  const [sums, owed] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => ['type', eb.fn.sum<number>('amount').as('sum')])
      .where('status', '=', 'confirmed')
      .where('type', 'in', ['deposit', 'withdrawal', 'earnings'])
      .groupBy('type')
      .execute(),
    // One statement, so one snapshot: a plan maturing meanwhile counts once, as capital or as balance.
    sql<{ wallets: number; capital: number }>`select
      (select coalesce(sum(balance), 0) from wallets) as wallets,
      (select coalesce(sum(amount), 0) from user_plans where status = 'active') as capital`.execute(db),
  ]);
  const sum = (type: string) => Number(sums.find((row) => row.type === type)?.sum ?? 0);
  return {
    deposits: sum('deposit'),
    withdrawals: sum('withdrawal'),
    earnings: sum('earnings'),
    wallets: Number(owed.rows[0].wallets),
    capital: Number(owed.rows[0].capital),
  };
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
