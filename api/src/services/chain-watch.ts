import { baseUnitsToCents, fromBaseUnits, invoiceStatus, normalizeTransactionId, type InvoiceStatus, INBOX_NOTICES } from '@arcvest/shared/rules';
import type { Coin } from '@arcvest/shared/schemas';
import { confirmationsAt, type ChainSource, type ChainTransfer } from '../chains/source';
import type { Db } from '../db/database';
import {
  changeInvoiceStatus,
  forgetPayment,
  isFollowed,
  leaseChainCursor,
  listWatchedInvoices,
  listWatchedPayments,
  markPaymentsCredited,
  movePayment,
  releaseChainCursor,
  savePayment,
} from '../db/repositories/invoices';
import { insertTransaction } from '../db/repositories/transactions';
import { findUserById } from '../db/repositories/users';
import type { ChainPaymentRow, InvoiceRow } from '../db/tables';
import { DAY_MS } from '../domain/time';
import { signalUser, tellStaff, tellUser } from './inbox';
import { startPlanForDeposit } from './investments';
import { postTransaction } from './wallet';

/** Payments to an expired invoice are still looked for this long (they go to an admin as late). */
const LATE_WATCH_MS = 7 * DAY_MS;
/** Blocks read in one pass at most, so a watcher that was down catches up in steps. */
const MAX_BLOCKS_PER_PASS = 100;
/** A pass that takes longer than this loses its lease to another server. */
const LEASE_MS = 60_000;

export interface WatchOutcome {
  coin: string;
  /** Whether this server read the chain (another may hold the lease). */
  watched: boolean;
  settled: number;
  /** Why the chain could not be read (shown on its invoices), or null. */
  error: string | null;
  /** Invoices whose crediting failed (rolled back; tried again next pass), with the first reason. */
  failed: { count: number; reason: string | null };
}

/**
 * One pass of the watcher over one chain (docs/chain.md#the-watcher): new blocks and the mempool
 * are read for payments to open invoices, payments seen before are placed again (a
 * reorganisation may have moved or dropped them), and each invoice's status follows. An invoice
 * paid in full with enough confirmations starts its plan, once, in one database transaction.
 */
export async function watchChain(deps: { db: Db; source: ChainSource; now: () => Date; owner: string }): Promise<WatchOutcome> {
  const { db, source, now, owner } = deps;
  const started = now();
  const cursor = await leaseChainCursor(db, source.coin, owner, started.getTime(), LEASE_MS);
  const none = { count: 0, reason: null };
  if (!cursor) return { coin: source.coin, watched: false, settled: 0, error: null, failed: none };
  const since = new Date(started.getTime() - LATE_WATCH_MS).toISOString();
  try {
    const tip = await source.tipHeight();
    const invoices = await listWatchedInvoices(db, source.coin, since);
    // The last blocks read are read again: a reorganisation may have replaced them.
    const from = cursor.height === null ? Math.max(0, tip - source.requiredConfirmations) : Math.max(0, cursor.height - source.requiredConfirmations + 1);
    const to = Math.min(tip, from + MAX_BLOCKS_PER_PASS - 1);
    if (invoices.length > 0) await recordTransfers(db, source, invoices, from, to, started);
    const newBlock = cursor.height === null || tip > cursor.height;
    const { settled, failed } = await followInvoices(db, source, invoices, await listWatchedPayments(db, source.coin, since), tip, started, newBlock);
    await release(db, source.coin, owner, cursor.error, { height: to, checkedAt: started.toISOString(), error: null }, since);
    return { coin: source.coin, watched: true, settled, error: null, failed };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await release(db, source.coin, owner, cursor.error, { height: cursor.height, checkedAt: started.toISOString(), error: message }, since);
    return { coin: source.coin, watched: true, settled: 0, error: message, failed: none };
  }
}

/**
 * Ends the pass. An invoice page says when its chain cannot be reached (the cursor's error): when
 * that changes, the owners of the invoices watched are told in the same transaction, so their open
 * pages, which poll nothing while the live stream is up, show it or drop it.
 */
async function release(
  db: Db,
  coin: Coin,
  owner: string,
  errorBefore: string | null,
  outcome: { height: number | null; checkedAt: string; error: string | null },
  since: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await releaseChainCursor(trx, coin, owner, outcome);
    if ((errorBefore === null) === (outcome.error === null)) return;
    const owners = new Set((await listWatchedInvoices(trx, coin, since)).map((invoice) => invoice.user_id));
    for (const userId of owners) await signalUser(trx, userId, ['invoice'], new Date(outcome.checkedAt));
  });
}

async function recordTransfers(db: Db, source: ChainSource, invoices: InvoiceRow[], from: number, to: number, at: Date): Promise<void> {
  const byKey = new Map(invoices.map((invoice) => [invoice.watch_key, invoice]));
  const watched = new Set(byKey.keys());
  const transfers: ChainTransfer[] = [...(from <= to ? await source.transfersInBlocks(from, to, watched) : []), ...(await source.pendingTransfers(watched))];
  for (const transfer of transfers) {
    await savePayment(db, {
      coin: source.coin,
      txid: transfer.txid,
      output_index: transfer.outputIndex,
      invoice_id: byKey.get(transfer.watchKey)!.id,
      amount_base: transfer.amount.toString(),
      block_height: transfer.blockHeight,
      seen_at: at.toISOString(),
    });
  }
}

async function followInvoices(db: Db, source: ChainSource, invoices: InvoiceRow[], recorded: ChainPaymentRow[], tip: number, at: Date, newBlock: boolean) {
  // A credited payment is in the ledger for good; the others are placed again.
  const placed = await placeAgain(
    db,
    source,
    recorded.filter((payment) => payment.credited_at === null),
  );
  const byInvoice = new Map<number, ChainPaymentRow[]>();
  for (const payment of placed) byInvoice.set(payment.invoice_id, [...(byInvoice.get(payment.invoice_id) ?? []), payment]);
  let settled = 0;
  const failed: WatchOutcome['failed'] = { count: 0, reason: null };
  for (const invoice of invoices.filter(isFollowed)) {
    const own = byInvoice.get(invoice.id) ?? [];
    const next = invoiceStatus({
      due: BigInt(invoice.due_base),
      expiresAt: invoice.expires_at,
      requiredConfirmations: source.requiredConfirmations,
      payments: own.map((payment) => ({
        amount: BigInt(payment.amount_base),
        confirmations: confirmationsAt(payment.block_height, tip),
        seenAt: payment.seen_at,
      })),
      now: at.toISOString(),
    });
    const confirmed = own.filter((payment) => confirmationsAt(payment.block_height, tip) >= source.requiredConfirmations);
    if (!next.settle) {
      if (next.status !== invoice.status) await moveInvoice(db, invoice, next.status, at);
      // A new block is one more confirmation: the open invoice page shows it without polling.
      else if (newBlock && own.length > 0) await db.transaction().execute((trx) => signalUser(trx, invoice.user_id, ['invoice'], at));
      continue;
    }
    // One invoice that cannot be credited (rolled back whole) does not hold up the others.
    try {
      if (await settle(db, invoice, confirmed, next.status, at)) settled += 1;
    } catch (error) {
      failed.count += 1;
      failed.reason ??= error instanceof Error ? error.message : String(error);
    }
  }
  return { settled, failed };
}

/** An invoice's new status, and the news of it to its owner (and to staff when it needs a decision), in one transaction. */
async function moveInvoice(db: Db, invoice: InvoiceRow, status: InvoiceStatus, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await changeInvoiceStatus(trx, invoice.id, invoice.status, { status }))) return;
    const owner = await findUserById(trx, invoice.user_id);
    if (!owner) return;
    const amount = Number(invoice.amount);
    if (status === 'processing') await tellUser(trx, owner, { notice: INBOX_NOTICES.depositSeen(amount, invoice.coin), kinds: ['invoice'], at });
    else if (status === 'partial') {
      await tellUser(trx, owner, { notice: INBOX_NOTICES.depositPartial(amount, invoice.coin), kinds: ['invoice'], at });
      await tellStaff(trx, INBOX_NOTICES.depositException(amount, invoice.coin), ['queue'], at);
    } else await signalUser(trx, owner.id, ['invoice'], at);
  });
}

/** Where each payment stands now; one whose transaction is gone (dropped by a reorganisation) is forgotten. */
async function placeAgain(db: Db, source: ChainSource, payments: ChainPaymentRow[]): Promise<ChainPaymentRow[]> {
  const kept: ChainPaymentRow[] = [];
  for (const payment of payments) {
    const place = await source.transactionPlace(payment.txid, payment.block_height);
    if (place === 'gone') {
      await forgetPayment(db, payment.id);
      continue;
    }
    if (place.blockHeight !== payment.block_height) await movePayment(db, payment.id, place.blockHeight);
    kept.push({ ...payment, block_height: place.blockHeight });
  }
  return kept;
}

/**
 * The deposit confirmed and the plan started, with any surplus credited to the balance, in one
 * database transaction that first moves the invoice on from the status this pass read: a second
 * server, or a pass that runs again after a crash, finds it moved and credits nothing.
 */
async function settle(db: Db, invoice: InvoiceRow, payments: ChainPaymentRow[], status: InvoiceStatus, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const iso = at.toISOString();
    if (!(await changeInvoiceStatus(trx, invoice.id, invoice.status, { status, settled_at: iso }))) return false;
    const deposit = await insertTransaction(trx, {
      user_id: invoice.user_id,
      type: 'deposit',
      status: 'confirmed',
      amount: Number(invoice.amount),
      payment_method: invoice.coin,
      transaction_id: normalizeTransactionId(invoice.coin, payments[0].txid),
      plan_id: invoice.plan_id,
      created_at: invoice.created_at,
      decided_at: iso,
      disclosure_accepted_at: invoice.disclosure_accepted_at,
    });
    await trx.updateTable('invoices').set({ deposit_id: deposit.id }).where('id', '=', invoice.id).execute();
    await markPaymentsCredited(
      trx,
      payments.map((payment) => payment.id),
      iso,
    );
    await startPlanForDeposit(trx, deposit, at);
    const owner = await findUserById(trx, invoice.user_id);
    if (owner) {
      await tellUser(trx, owner, { notice: INBOX_NOTICES.depositConfirmed(Number(invoice.amount), invoice.coin), kinds: ['invoice', 'balance', 'plans'], at });
      await tellUser(trx, owner, { notice: INBOX_NOTICES.planStarted(Number(invoice.amount)), kinds: [], at });
    }
    const surplus = surplusCents(invoice, payments);
    if (surplus > 0) {
      await postTransaction(trx, {
        user_id: invoice.user_id,
        type: 'bonus',
        status: 'confirmed',
        amount: surplus,
        reason: `Paid over invoice #${invoice.id}: the surplus of ${fromBaseUnits(invoice.coin, paidBase(payments) - BigInt(invoice.due_base))} ${invoice.coin} credited to your balance`,
        created_at: iso,
      });
    }
    return true;
  });
}

const paidBase = (payments: ChainPaymentRow[]) => payments.reduce((total, payment) => total + BigInt(payment.amount_base), 0n);

/** What was paid beyond the amount due, in cents at the invoice's locked price, rounded down. */
function surplusCents(invoice: InvoiceRow, payments: ChainPaymentRow[]): number {
  const surplus = paidBase(payments) - BigInt(invoice.due_base);
  return surplus <= 0n ? 0 : baseUnitsToCents(invoice.coin, surplus, Number(invoice.price_usd));
}
