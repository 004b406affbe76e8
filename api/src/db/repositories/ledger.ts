import { MAX_WALLET_CENTS } from '@arcvest/shared/rules';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../database';

/**
 * Adds `amount` (signed cents) to a wallet. A debit is conditional (`balance >= amount`), so
 * concurrent requests can never overdraw: false when the wallet is short (or has no row, a
 * balance of 0). A credit creates the row the first time.
 */
export async function changeWallet(db: Db, userId: number, amount: number): Promise<boolean> {
  if (amount < 0) {
    const result = await db
      .updateTable('wallets')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('user_id', '=', userId)
      .where('balance', '>=', -amount)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  await db
    .insertInto('wallets')
    .values({ user_id: userId, balance: amount })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ balance: eb('wallets.balance', '+', eb.ref('excluded.balance')) })))
    .execute();
  return true;
}

/**
 * What a transaction row has done to its wallet, in SQL: the shared `walletEffect` rule, which
 * `api/test/wallet-effect.test.ts` checks this against for every type and status. A deposit is paid in coin into
 * a plan (0); a rejected withdrawal was given back (0); money in is plus, money out minus.
 */
export const WALLET_EFFECT = sql<number>`case
  when transactions.type = 'deposit' then 0
  when transactions.type = 'withdrawal' and transactions.status = 'failed' then 0
  when transactions.type in ('bonus', 'earnings', 'capital') then transactions.amount
  else -transactions.amount end`;

/** Users whose balance is negative, above the safe maximum, or differs from the sum of their transactions' effects. */
export async function walletMismatches(db: Db): Promise<{ user_id: number; wallet: number; ledger_sum: number }[]> {
  const ledger = db
    .selectFrom('transactions')
    .select(['transactions.user_id', WALLET_EFFECT.as('effect')])
    .as('ledger');
  const rows = await db
    .selectFrom('users')
    .leftJoin('wallets', 'wallets.user_id', 'users.id')
    .leftJoin(
      db
        .selectFrom(ledger)
        .select((eb) => ['ledger.user_id', eb.fn.sum<number>('ledger.effect').as('total')])
        .groupBy('ledger.user_id')
        .as('sums'),
      'sums.user_id',
      'users.id',
    )
    .select(['users.id as user_id', sql<number>`coalesce(wallets.balance, 0)`.as('wallet'), sql<number>`coalesce(sums.total, 0)`.as('ledger_sum')])
    .where((eb) =>
      eb.or([
        eb(sql`coalesce(wallets.balance, 0)`, '<', 0),
        eb(sql`coalesce(wallets.balance, 0)`, '>', MAX_WALLET_CENTS),
        eb(sql`coalesce(wallets.balance, 0)`, '<>', sql`coalesce(sums.total, 0)`),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ user_id: row.user_id, wallet: Number(row.wallet), ledger_sum: Number(row.ledger_sum) }));
}

/** The UTC day (yyyy-mm-dd) of a stored ISO 8601 time: the same text on both databases. */
const DAY = sql.raw<string>('substr(transactions.created_at, 1, 10)');

/**
 * One user's ledger per UTC day, oldest first: what the day's transactions did to the wallet
 * and how much of that was earnings. Aggregated by the database (on the user_id index), so a
 * long history costs one row per active day, not one per transaction.
 */
export async function dailyLedgerTotals(db: Db, userId: number): Promise<{ day: string; change: number; earned: number }[]> {
  const rows = await db
    .selectFrom('transactions')
    .select((eb) => [
      DAY.as('day'),
      eb.fn.sum<number>(WALLET_EFFECT).as('change'),
      eb.fn.sum<number>(eb.case().when('transactions.type', '=', 'earnings').then(eb.ref('transactions.amount')).else(eb.lit(0)).end()).as('earned'),
    ])
    .where('transactions.user_id', '=', userId)
    .where(WALLET_EFFECT, '<>', 0)
    .groupBy(DAY)
    .orderBy(DAY)
    .execute();
  return rows.map((row) => ({ day: row.day, change: Number(row.change), earned: Number(row.earned) }));
}

/** A user's balance: their `wallets` row, or 0 when none was ever written. */
/** The balances of these users (a page of a list), by primary key: users without a row have 0. */
export async function walletBalances(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('wallets').select(['user_id', 'balance']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.balance)]));
}

export async function walletBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/**
 * A wallet's balance, locked on PostgreSQL until the transaction ends, so a debit worked out
 * from it cannot be beaten by a concurrent one (SQLite has one writer at a time).
 */
export async function lockedWalletBalance(db: Db, userId: number): Promise<number> {
  const query = db.selectFrom('wallets').select('balance').where('user_id', '=', userId);
  const row = await (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** A user's earnings credited to date and from `since` (ISO 8601) on, in cents. */
export async function earningsTotals(db: Db, userId: number, since: string): Promise<{ earned: number; earnedSince: number }> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('earned'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('created_at', '>=', since).then(eb.ref('amount')).else(eb.lit(0)).end()), sql<number>`0`).as('since'),
    ])
    .where('user_id', '=', userId)
    .where('type', '=', 'earnings')
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return { earned: Number(row.earned), earnedSince: Number(row.since) };
}
