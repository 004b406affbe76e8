import type { TransactionStatus, TransactionType } from '@arcvest/shared/schemas';
import { sql } from 'kysely';
import { isPostgres, rowLimit, type Db } from '../database';
import { COLUMN_VALUES } from '../statement-cache';
import type { NewTransaction, TransactionRow } from '../tables';

export async function insertTransaction(db: Db, transaction: NewTransaction): Promise<TransactionRow> {
  return db.insertInto('transactions').values(transaction).returningAll().executeTakeFirstOrThrow();
}

/** The referral bonus paid on a user plan, if any (it names the plan: `startPlan`). */
export async function findReferralBonus(db: Db, userPlanId: number): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('user_plan_id', '=', userPlanId).where('type', '=', 'bonus').executeTakeFirst();
}

/** The user's newest transaction of the type, if any. */
export async function findLatestOwnTransaction(db: Db, userId: number, type: TransactionType): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('user_id', '=', userId).where('type', '=', type).orderBy('id', 'desc').executeTakeFirst();
}

export async function findTransaction(db: Db, id: number): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setTransactionId(db: Db, id: number, transactionId: string): Promise<void> {
  await db.updateTable('transactions').set({ transaction_id: transactionId }).where('id', '=', id).execute();
}

/**
 * Decides a pending deposit or withdrawal, with the admin's reason when one was given (the
 * owner reads it in their history). The `status = 'pending'` condition makes the database pick
 * one winner among concurrent decisions: undefined for the others.
 */
export async function decidePending(
  db: Db,
  id: number,
  decision: { status: Exclude<TransactionStatus, 'pending'>; at: string; by: number; reason?: string },
): Promise<TransactionRow | undefined> {
  return db
    .updateTable('transactions')
    .set({ status: decision.status, decided_at: decision.at, decided_by: decision.by, ...(decision.reason !== undefined && { reason: decision.reason }) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('type', 'in', ['deposit', 'withdrawal'])
    .returningAll()
    .executeTakeFirst();
}

export interface TransactionFilter {
  userId?: number;
  /** The owner's username when the page is one user's (`userId`): written into each item instead of joined per row. */
  username?: string;
  status?: TransactionStatus;
  type?: TransactionType;
  /** Only ids below this one: the cursor of the page before. */
  beforeId?: number;
  limit: number;
}

/**
 * The fields of a transaction in a page, in the order the API answers them, around the owner's
 * username: each a column of the transaction, or of the invoice a deposit settled on chain came
 * from (its address and amount in the coin).
 */
const FIELDS_BEFORE_USERNAME = [
  ['id'],
  ['type'],
  ['status'],
  ['amount'],
  ['created_at'],
  ['transaction_id'],
  ['payment_method'],
  ['address', 'coalesce(transactions.address, invoices.address)'],
  ['coin_amount', 'coalesce(transactions.coin_amount, invoices.amount_due)'],
  ['invoice_id', 'invoices.id'],
  ['plan_reference'],
  ['reason'],
] as const;
const FIELDS_AFTER_USERNAME = [['plan_id'], ['user_id']] as const;
// Constant SQL, written once: building these per request cost more than running the query.
const jsonArguments = (fields: readonly (readonly [string, string?])[]) =>
  sql.raw(fields.map(([field, value = `transactions.${field}`]) => `'${field}', ${value}`).join(', '));
const BEFORE_USERNAME = jsonArguments(FIELDS_BEFORE_USERNAME);
const AFTER_USERNAME = jsonArguments(FIELDS_AFTER_USERNAME);
const JOINED_USERNAME = sql`users.username`;
const JOIN_OWNERS = sql`join users on users.id = transactions.user_id`;
/** One invoice per deposit at most (a unique index). */
const JOIN_INVOICES = sql`left join invoices on invoices.deposit_id = transactions.id`;
const COLUMN_VALUES_SQL = sql.raw(COLUMN_VALUES);

/** Each item's JSON, built by the database; the owner's username given (one user's page) or joined. */
function itemJson(db: Db, username: string | undefined) {
  const fields = sql`${BEFORE_USERNAME}, 'username', ${username === undefined ? JOINED_USERNAME : sql`cast(${username} as text)`}, ${AFTER_USERNAME}`;
  return isPostgres(db) ? sql<string>`json_build_object(${fields})::text` : sql<string>`json_object(${fields})`;
}

export interface TransactionPageJson {
  /** The page's items as a JSON array, newest first. */
  items: string;
  /** The id of the page's last item when older transactions follow (the next page's cursor), else null. */
  nextCursor: number | null;
}

/** The filter as a WHERE clause; keyset paging on id uses the (user_id, id) and (type, id) indexes. */
function whereClause(filter: Omit<TransactionFilter, 'limit'>) {
  const conditions = [sql`true`];
  if (filter.userId !== undefined) conditions.push(sql`transactions.user_id = ${filter.userId}`);
  if (filter.status !== undefined) conditions.push(sql`transactions.status = ${filter.status}`);
  if (filter.type !== undefined) conditions.push(sql`transactions.type = ${filter.type}`);
  if (filter.beforeId !== undefined) conditions.push(sql`transactions.id < ${filter.beforeId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * One page of transactions, newest first, with the owners' usernames. The database builds each
 * item's JSON, and the SQL is a template rather than Kysely's builder: objects per row, their
 * serialisation and the builder each cost more than the query (bench/api-throughput.ts); on
 * SQLite the items come back as plain strings (COLUMN_VALUES), not an object each. One row
 * past the page tells whether older ones follow. Items are joined here rather than aggregated in
 * SQL, where keeping their order took a sort of the whole page. The API tests hold every field to
 * the documented schema on both databases.
 */
export async function transactionPageJson(db: Db, filter: TransactionFilter): Promise<TransactionPageJson> {
  const owners = filter.username === undefined ? JOIN_OWNERS : sql``;
  const query = sql<{ item: string }>`select ${itemJson(db, filter.username)} as item from transactions ${owners} ${JOIN_INVOICES}
    where ${whereClause(filter)} order by transactions.id desc limit ${rowLimit(filter.limit + 1)}`;
  const rows = isPostgres(db) ? (await query.execute(db)).rows.map((row) => row.item) : (await sql<string>`${COLUMN_VALUES_SQL}${query}`.execute(db)).rows;
  const items = rows.slice(0, filter.limit);
  // Read from the last item's JSON: a column of its own costs more, on every row.
  const nextCursor = rows.length > filter.limit ? (JSON.parse(items[items.length - 1]) as { id: number }).id : null;
  return { items: `[${items.join(',')}]`, nextCursor };
}

/** Confirmed deposits and withdrawals, and earnings, of one user, in cents. */
export async function transactionSums(db: Db, userId: number) {
  const rows = await db
    .selectFrom('transactions')
    .select((eb) => ['type', eb.fn.sum<number>('amount').as('sum')])
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .where('type', 'in', ['deposit', 'withdrawal', 'earnings'])
    .groupBy('type')
    .execute();
  const sum = (type: TransactionType) => Number(rows.find((row) => row.type === type)?.sum ?? 0);
  return { deposit_sum: sum('deposit'), withdrawal_sum: sum('withdrawal'), earnings_sum: sum('earnings') };
}

/** Rows read per query while exporting (the largest page of the list): memory stays flat however long the history is. */
const EXPORT_BATCH = 100;

/**
 * Every transaction of a user of the given types (all when null), newest first, read in keyset
 * batches on (user_id, id) so a long history is never held in memory at once.
 */
export async function* ownTransactionsForExport(db: Db, userId: number, types: readonly TransactionType[] | null) {
  let beforeId: number | undefined;
  for (;;) {
    let query = db
      .selectFrom('transactions')
      .select(['id', 'created_at', 'type', 'status', 'amount', 'payment_method', 'transaction_id', 'address', 'plan_reference', 'reason'])
      .where('user_id', '=', userId);
    if (types !== null) query = query.where('type', 'in', [...types]);
    if (beforeId !== undefined) query = query.where('id', '<', beforeId);
    const rows = await query.orderBy('id', 'desc').limit(rowLimit(EXPORT_BATCH)).execute();
    for (const row of rows) yield { ...row, amount: Number(row.amount) };
    if (rows.length < EXPORT_BATCH) return;
    beforeId = rows[rows.length - 1].id;
  }
}

/** A user's withdrawals asked for since `since` (ISO) that count towards the daily limit: all but the rejected. */
export async function withdrawalsSince(db: Db, userId: number, since: string): Promise<{ amount: number; at: string }[]> {
  const rows = await db
    .selectFrom('transactions')
    .select(['amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', '=', 'withdrawal')
    .where('status', '<>', 'failed')
    .where('created_at', '>', since)
    .execute();
  return rows.map((row) => ({ amount: Number(row.amount), at: row.created_at }));
}
