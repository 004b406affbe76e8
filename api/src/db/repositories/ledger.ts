import { MAX_WALLET_CENTS } from '@arcvest/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../database';

/**
 * Adds `amount` (signed cents) to a wallet. A debit is conditional (`wallet >= amount`), so
 * concurrent requests can never overdraw: false when the wallet is short.
 */
export async function changeWallet(db: Db, userId: number, amount: number): Promise<boolean> {
  let update = db
    .updateTable('users')
    .set((eb) => ({ wallet: eb('wallet', '+', amount) }))
    .where('id', '=', userId);
  if (amount < 0) update = update.where('wallet', '>=', -amount);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertLedgerEntry(
  db: Db,
  entry: { user_id: number; transaction_id: number; amount: number; created_at: string },
): Promise<void> {
  await db.insertInto('ledger_entries').values(entry).execute();
}

/** Users whose wallet is negative, above the safe maximum, or differs from the sum of their ledger entries. */
export async function walletMismatches(db: Db): Promise<{ user_id: number; wallet: number; ledger_sum: number }[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('ledger_entries', 'ledger_entries.user_id', 'users.id')
    .select((eb) => [
      'users.id as user_id',
      'users.wallet',
      eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.lit(0)).as('ledger_sum'),
    ])
    .groupBy(['users.id', 'users.wallet'])
    .having((eb) =>
      eb.or([
        eb('users.wallet', '<', 0),
        eb('users.wallet', '>', MAX_WALLET_CENTS),
        eb('users.wallet', '<>', eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.lit(0))),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ user_id: row.user_id, wallet: Number(row.wallet), ledger_sum: Number(row.ledger_sum) }));
}

/**
 * Transactions after `afterId` (a page of `limit`), each with what its ledger entries add up
 * to, to compare with what it should have done.
 */
export async function transactionPostings(db: Db, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('transactions')
    .select((eb) => [
      'id',
      'type',
      'status',
      'amount',
      // A subquery per row (on the transaction_id index) rather than GROUP BY, so a page costs its own rows only.
      eb
        .selectFrom('ledger_entries')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('ledger_entries.amount'), sub.lit(0)).as('posted'))
        .whereRef('ledger_entries.transaction_id', '=', 'transactions.id')
        .as('posted'),
    ])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount), posted: Number(row.posted) }));
}

/** The UTC day (yyyy-mm-dd) of a stored ISO 8601 time: the same text on both databases. */
const ENTRY_DAY = sql.raw<string>('substr(ledger_entries.created_at, 1, 10)');

/**
 * One user's ledger per UTC day, oldest first: what the day's entries added to the wallet and
 * how much of that was earnings. Aggregated by the database (on the user_id index), so a long
 * history costs one row per active day, not one per entry.
 */
export async function dailyLedgerTotals(db: Db, userId: number): Promise<{ day: string; change: number; earned: number }[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('transactions', 'transactions.id', 'ledger_entries.transaction_id')
    .select((eb) => [
      ENTRY_DAY.as('day'),
      eb.fn.sum<number>('ledger_entries.amount').as('change'),
      eb.fn.sum<number>(eb.case().when('transactions.type', '=', 'earnings').then(eb.ref('ledger_entries.amount')).else(eb.lit(0)).end()).as('earned'),
    ])
    .where('ledger_entries.user_id', '=', userId)
    .groupBy(ENTRY_DAY)
    .orderBy(ENTRY_DAY)
    .execute();
  return rows.map((row) => ({ day: row.day, change: Number(row.change), earned: Number(row.earned) }));
}
