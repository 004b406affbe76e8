import type { TransactionStatus, TransactionType } from '@arcvest/shared';
import type { Db } from '../database';
import type { NewTransaction, TransactionRow } from '../tables';

export async function insertTransaction(db: Db, transaction: NewTransaction): Promise<TransactionRow> {
  return db.insertInto('transactions').values(transaction).returningAll().executeTakeFirstOrThrow();
}

export async function findTransaction(db: Db, id: number): Promise<TransactionRow | undefined> {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Decides a pending deposit or withdrawal. The `status = 'pending'` condition makes the
 * database pick one winner among concurrent decisions: undefined for the others.
 */
export async function decidePending(
  db: Db,
  id: number,
  decision: { status: Exclude<TransactionStatus, 'pending'>; at: string; by: number },
): Promise<TransactionRow | undefined> {
  return db
    .updateTable('transactions')
    .set({ status: decision.status, decided_at: decision.at, decided_by: decision.by })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('type', 'in', ['deposit', 'withdrawal'])
    .returningAll()
    .executeTakeFirst();
}

export interface TransactionFilter {
  userId?: number;
  status?: TransactionStatus;
  type?: TransactionType;
  /** Only ids below this one: the cursor of the page before. */
  beforeId?: number;
  limit: number;
}

/** Newest first, with the owner's username; keyset paging on id uses the (user_id, id) and (type, id) indexes. */
export async function listTransactions(db: Db, filter: TransactionFilter): Promise<(TransactionRow & { username: string })[]> {
  let query = db
    .selectFrom('transactions')
    .innerJoin('users', 'users.id', 'transactions.user_id')
    .selectAll('transactions')
    .select('users.username')
    .orderBy('transactions.id', 'desc')
    .limit(filter.limit);
  if (filter.userId !== undefined) query = query.where('transactions.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('transactions.status', '=', filter.status);
  if (filter.type !== undefined) query = query.where('transactions.type', '=', filter.type);
  if (filter.beforeId !== undefined) query = query.where('transactions.id', '<', filter.beforeId);
  return query.execute();
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
