import { randomUUID } from 'node:crypto';
import type { Coin } from '@arcvest/shared/schemas';
import { INVOICE_EXCEPTIONS, OPEN_INVOICE_STATUSES, type InvoiceStatus } from '@arcvest/shared/rules';
import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { ChainCursorRow, ChainPaymentRow, ChainPaymentsTable, InvoiceRow, InvoicesTable } from '../tables';

export async function insertInvoice(db: Db, invoice: Insertable<InvoicesTable>): Promise<InvoiceRow> {
  return db.insertInto('invoices').values(invoice).returningAll().executeTakeFirstOrThrow();
}

/**
 * An invoice whose watch key is made from its own id (an XRP invoice's destination tag): written
 * with a key no other row can hold, then given its own, in the caller's transaction.
 */
export async function insertInvoiceKeyedById(
  db: Db,
  invoice: Omit<Insertable<InvoicesTable>, 'watch_key'>,
  keyOf: (id: number) => string,
): Promise<InvoiceRow> {
  const row = await insertInvoice(db, { ...invoice, watch_key: `unkeyed:${randomUUID()}` });
  return db
    .updateTable('invoices')
    .set({ watch_key: keyOf(row.id) })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The coin's invoices whose addresses are watched: every one created after `since`, settled and
 * decided ones too, so that a payment arriving after those shows in the reconciliation.
 */
export async function listWatchedInvoices(db: Db, coin: Coin, since: string): Promise<InvoiceRow[]> {
  return db.selectFrom('invoices').selectAll().where('coin', '=', coin).where('created_at', '>=', since).execute();
}

/** The payments to the coin's watched invoices (those created after `since`), in one query however many there are. */
export async function listWatchedPayments(db: Db, coin: Coin, since: string): Promise<ChainPaymentRow[]> {
  return db
    .selectFrom('chain_payments')
    .innerJoin('invoices', 'invoices.id', 'chain_payments.invoice_id')
    .selectAll('chain_payments')
    .where('chain_payments.coin', '=', coin)
    .where('invoices.created_at', '>=', since)
    .orderBy('chain_payments.id')
    .execute();
}

/** Whether the watcher still decides the invoice's status: open, and no admin decided it. */
export function isFollowed(invoice: Pick<InvoiceRow, 'status' | 'resolution'>): boolean {
  return (OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status) && invoice.resolution === null;
}

/** The payments whose value went into the ledger with a settlement or a decision. */
export async function markPaymentsCredited(db: Db, ids: readonly number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('chain_payments').set({ credited_at: at }).where('id', 'in', ids).where('credited_at', 'is', null).execute();
}

/** Every payment the watcher recorded for the coin, with its invoice's status and buyer, for the reconciliation. */
export async function listCoinPayments(db: Db, coin: Coin) {
  return db
    .selectFrom('chain_payments')
    .innerJoin('invoices', 'invoices.id', 'chain_payments.invoice_id')
    .innerJoin('users', 'users.id', 'invoices.user_id')
    .select([
      'chain_payments.id',
      'chain_payments.txid',
      'chain_payments.amount_base',
      'chain_payments.block_height',
      'chain_payments.seen_at',
      'chain_payments.credited_at',
      'invoices.id as invoice_id',
      'invoices.status as invoice_status',
      'invoices.resolution',
      'users.username',
    ])
    .where('chain_payments.coin', '=', coin)
    .orderBy('chain_payments.id')
    .execute();
}

export async function listPayments(db: Db, invoiceIds: readonly number[]): Promise<ChainPaymentRow[]> {
  if (invoiceIds.length === 0) return [];
  return db.selectFrom('chain_payments').selectAll().where('invoice_id', 'in', invoiceIds).orderBy('id').execute();
}

/** A payment seen for the first time is recorded; one seen before only moves to the block it is in now. */
export async function savePayment(db: Db, payment: Insertable<ChainPaymentsTable>): Promise<void> {
  await db
    .insertInto('chain_payments')
    .values(payment)
    .onConflict((conflict) => conflict.columns(['coin', 'txid', 'output_index']).doUpdateSet({ block_height: payment.block_height }))
    .execute();
}

export async function movePayment(db: Db, id: number, blockHeight: number | null): Promise<void> {
  await db.updateTable('chain_payments').set({ block_height: blockHeight }).where('id', '=', id).execute();
}

/** A reorganisation dropped the transaction and it waits nowhere: it paid nothing. */
export async function forgetPayment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('chain_payments').where('id', '=', id).execute();
}

/** Moves an invoice on only from the status the caller saw: false when another server moved it first. */
export async function changeInvoiceStatus(
  db: Db,
  id: number,
  from: InvoiceStatus,
  to: Partial<Pick<InvoiceRow, 'status' | 'deposit_id' | 'settled_at' | 'resolution' | 'resolution_note' | 'resolved_by' | 'resolved_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', from)
    .where('deposit_id', 'is', null)
    .where('resolution', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type InvoiceWithBuyer = InvoiceRow & { username: string };

const withBuyer = (db: Db) => db.selectFrom('invoices').innerJoin('users', 'users.id', 'invoices.user_id').selectAll('invoices').select('users.username');

export async function findInvoiceWithBuyer(db: Db, id: number): Promise<InvoiceWithBuyer | undefined> {
  return withBuyer(db).where('invoices.id', '=', id).executeTakeFirst();
}

/** The exceptions for admins, newest first, with the buyer's username. */
export async function listInvoiceExceptions(db: Db, limit: number): Promise<InvoiceWithBuyer[]> {
  return withBuyer(db)
    .where('invoices.status', 'in', [...INVOICE_EXCEPTIONS, 'overpaid'])
    .orderBy('invoices.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findChainCursor(db: Db, coin: Coin): Promise<ChainCursorRow | undefined> {
  return db.selectFrom('chain_cursors').selectAll().where('coin', '=', coin).executeTakeFirst();
}

/**
 * Takes the coin's watch for `leaseMs` when nobody holds it (or the holder's lease ran out:
 * a server that died mid-pass). One server reads a chain at a time; crediting is safe anyway.
 */
export async function leaseChainCursor(db: Db, coin: Coin, owner: string, nowMs: number, leaseMs: number): Promise<ChainCursorRow | undefined> {
  await db
    .insertInto('chain_cursors')
    .values({ coin, height: null, lease_owner: null, checked_at: null, error: null })
    .onConflict((c) => c.column('coin').doNothing())
    .execute();
  return db
    .updateTable('chain_cursors')
    .set({ lease_owner: owner, lease_until: nowMs + leaseMs })
    .where('coin', '=', coin)
    .where((where) => where.or([where('lease_until', '<', nowMs), where('lease_owner', '=', owner)]))
    .returningAll()
    .executeTakeFirst();
}

/** Ends a pass: how far the chain was read (or why not) and the lease given back. */
export async function releaseChainCursor(
  db: Db,
  coin: Coin,
  owner: string,
  outcome: { height: number | null; checkedAt: string; error: string | null },
): Promise<void> {
  await db
    .updateTable('chain_cursors')
    .set({ height: outcome.height, checked_at: outcome.checkedAt, error: outcome.error, lease_owner: null, lease_until: 0 })
    .where('coin', '=', coin)
    .where('lease_owner', '=', owner)
    .execute();
}
