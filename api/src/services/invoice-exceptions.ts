import type { InvoiceDecisionBody, InvoiceException } from '@arcvest/shared/schemas';
import {
  baseUnitsToCents,
  depositAmountError,
  formatUsd,
  fromBaseUnits,
  INVOICE_DECISION_TEXTS,
  INVOICE_EXCEPTIONS,
  invoiceRejectionReasonError,
  normalizeTransactionId,
  DEFAULT_LOCALE,
  type UiLocale,
} from '@arcvest/shared/rules';
import type { ChainSources } from '../chains/sources';
import { confirmationsAt } from '../chains/source';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import {
  changeInvoiceStatus,
  findChainCursor,
  findInvoiceWithBuyer,
  listInvoiceExceptions,
  listPayments,
  markPaymentsCredited,
  type InvoiceWithBuyer,
} from '../db/repositories/invoices';
import { findPlanIncludingDeleted } from '../db/repositories/plans';
import { insertTransaction } from '../db/repositories/transactions';
import type { ChainPaymentRow, InvoiceRow } from '../db/tables';
import { HttpError, invalidField, ruleSays } from '../errors';
import { toPlan } from './plans';
import { startPlanForDeposit } from './investments';
import { postTransaction } from './wallet';

/** How many exceptions the queue shows at most. */
const QUEUE_LIMIT = 200;

export type InvoiceExceptionService = ReturnType<typeof createInvoiceExceptionService>;

/** The admins' queue of invoices the watcher could not settle by itself (docs/chain.md#exceptions). */
export function createInvoiceExceptionService(deps: { db: Db; now: () => Date; sources: ChainSources }) {
  const { db, now, sources } = deps;

  async function describe(source: Db, rows: InvoiceWithBuyer[]): Promise<InvoiceException[]> {
    const payments = await listPayments(
      source,
      rows.map((row) => row.id),
    );
    const tips = new Map<string, number>();
    for (const coin of new Set(rows.map((row) => row.coin))) tips.set(coin, (await findChainCursor(source, coin))?.height ?? 0);
    return rows.map((row) => {
      const own = payments.filter((payment) => payment.invoice_id === row.id);
      const paid = sumOf(own);
      const required = sources[row.coin]?.requiredConfirmations ?? 0;
      return {
        id: row.id,
        user_id: row.user_id,
        username: row.username,
        coin: row.coin,
        plan_id: row.plan_id,
        amount: Number(row.amount),
        fee: Number(row.fee),
        amount_due: row.amount_due,
        paid: fromBaseUnits(row.coin, paid),
        paid_cents: baseUnitsToCents(row.coin, paid, Number(row.price_usd)),
        all_confirmed: own.every((payment) => confirmationsAt(payment.block_height, tips.get(row.coin)!) >= required),
        status: row.status,
        created_at: row.created_at,
        expires_at: row.expires_at,
        resolution: row.resolution,
        resolution_note: row.resolution_note,
        resolved_at: row.resolved_at,
      };
    });
  }

  async function list(): Promise<InvoiceException[]> {
    return describe(db, await listInvoiceExceptions(db, QUEUE_LIMIT));
  }

  /**
   * Starts the plan with what was paid less the fee, credits it all to the balance, or rejects
   * it, in one transaction that first marks the invoice decided from the status the admin saw.
   */
  async function decide(actorId: number, id: number, body: InvoiceDecisionBody, locale: UiLocale = DEFAULT_LOCALE): Promise<InvoiceException> {
    const reason = body.reason?.trim() ?? '';
    const reasonProblem = body.action === 'reject' ? ruleSays((translate) => invoiceRejectionReasonError(reason, translate)) : null;
    if (reasonProblem) throw invalidField('reason', reasonProblem);
    return db.transaction().execute(async (trx) => {
      const invoice = await findInvoiceWithBuyer(trx, id);
      if (!invoice) throw new HttpError(404, INVOICE_DECISION_TEXTS.notFound);
      if (invoice.resolution !== null) throw new HttpError(409, INVOICE_DECISION_TEXTS.decided);
      if (!(INVOICE_EXCEPTIONS as readonly string[]).includes(invoice.status)) throw new HttpError(409, INVOICE_DECISION_TEXTS.notAnException);
      const [described] = await describe(trx, [invoice]);
      if (!described.all_confirmed) throw new HttpError(409, INVOICE_DECISION_TEXTS.unconfirmed);
      const at = now().toISOString();
      const decided = { resolved_by: actorId, resolved_at: at };
      const payments = await listPayments(trx, [invoice.id]);

      if (body.action === 'start-plan') {
        const deposit = await startPlanWithPayment(trx, invoice, payments, described.paid_cents - described.fee, at, locale);
        await mark(trx, invoice, { ...decided, resolution: 'plan-started', resolution_note: null, deposit_id: deposit });
      } else if (body.action === 'credit') {
        await postTransaction(trx, {
          user_id: invoice.user_id,
          type: 'bonus',
          status: 'confirmed',
          amount: described.paid_cents,
          reason: `Payment of ${described.paid} ${invoice.coin} for invoice #${invoice.id} credited to your balance`,
          created_at: at,
        });
        await mark(trx, invoice, { ...decided, resolution: 'credited', resolution_note: null });
      } else {
        await mark(trx, invoice, { ...decided, resolution: 'rejected', resolution_note: reason });
      }
      // Started or credited, what was paid is in the ledger; a rejected payment stays in the reconciliation until it is sent back.
      if (body.action !== 'reject')
        await markPaymentsCredited(
          trx,
          payments.map((payment) => payment.id),
          at,
        );
      await recordAudit(trx, {
        actorId,
        action: 'invoice.decide',
        targetType: 'invoice',
        targetId: invoice.id,
        details: { action: body.action, paid: described.paid, coin: invoice.coin, paid_cents: described.paid_cents, ...(reason && { reason }) },
        at,
      });
      const [after] = await describe(trx, [(await findInvoiceWithBuyer(trx, id))!]);
      return after;
    });
  }

  return { list, decide };
}

const sumOf = (payments: ChainPaymentRow[]) => payments.reduce((total, payment) => total + BigInt(payment.amount_base), 0n);

async function mark(trx: Db, invoice: InvoiceRow, decision: Parameters<typeof changeInvoiceStatus>[3]): Promise<void> {
  // Inside the admin's transaction the row was read as undecided; the watcher may have moved it since.
  if (!(await changeInvoiceStatus(trx, invoice.id, invoice.status, decision))) throw new HttpError(409, INVOICE_DECISION_TEXTS.decided);
}

/** A confirmed deposit of `amount` cents and its plan, when the amount fits the plan's range. */
async function startPlanWithPayment(trx: Db, invoice: InvoiceRow, payments: ChainPaymentRow[], amount: number, at: string, locale: UiLocale): Promise<number> {
  const plan = await findPlanIncludingDeleted(trx, invoice.plan_id);
  if (!plan) throw new HttpError(404, INVOICE_DECISION_TEXTS.notFound);
  const { min_amount, max_amount } = toPlan(plan);
  if (depositAmountError(amount, { min_amount, max_amount }) !== null) {
    throw invalidField('action', {
      ...INVOICE_DECISION_TEXTS.outsidePlan,
      values: { paid: formatUsd(Math.max(0, amount), locale), min: formatUsd(min_amount, locale), max: formatUsd(max_amount, locale) },
    });
  }
  const deposit = await insertTransaction(trx, {
    user_id: invoice.user_id,
    type: 'deposit',
    status: 'confirmed',
    amount,
    payment_method: invoice.coin,
    transaction_id: normalizeTransactionId(invoice.coin, payments[0].txid),
    plan_id: invoice.plan_id,
    created_at: invoice.created_at,
    decided_at: at,
    disclosure_accepted_at: invoice.disclosure_accepted_at,
  });
  await startPlanForDeposit(trx, deposit, new Date(at));
  return deposit.id;
}
