import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  TRANSACTION_CSV_COLUMNS,
  transactionRejectionReasonError,
  transactionCsvRow,
  transactionExportFilename,
  transactionTypesOfFilter,
  type TransactionFilter as HistoryFilter,
  type Message,
  type Writer,
  INBOX_NOTICES,
  type Notice,
} from '@arcvest/shared/rules';
import type { Statistics } from '@arcvest/shared/schemas';
import { isUniqueViolation, type Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import {
  decidePending,
  findTransaction,
  setTransactionId,
  ownTransactionsForExport,
  transactionPageJson,
  transactionSums,
  type TransactionFilter,
} from '../db/repositories/transactions';
import { countActiveUserPlans } from '../db/repositories/user-plans';
import { findUserById } from '../db/repositories/users';
import type { TransactionRow, UserRow } from '../db/tables';
import { HttpError, invalidField, ruleSays } from '../errors';
import { startPlanForDeposit } from './investments';
import { tellUser } from './inbox';
import { transactionDecisionEmail } from './notification-emails';
import type { NotificationService } from './notifications';
import { PAYOUT_TEXTS, type PayoutCheck } from './payouts';
import type { BeforeCommit } from './before-commit';
import { refundWithdrawal } from './wallet';

export const TRANSACTION_TEXTS = {
  confirmed: /*i18n*/ { id: 'api.transaction.confirmed', message: 'Transaction confirmed.' },
  rejected: /*i18n*/ { id: 'api.transaction.rejected', message: 'Transaction rejected.' },
  alreadyProcessed: /*i18n*/ { id: 'api.transaction.alreadyProcessed', message: 'This transaction has already been processed.' },
  notFound: /*i18n*/ { id: 'api.transaction.notFound', message: 'Transaction not found.' },
  othersStatistics: /*i18n*/ { id: 'api.transaction.othersStatistics', message: 'You can only view your own statistics.' },
} satisfies Record<string, Message>;

/** An admin's decision: a confirmation may name its payout (docs/chain.md#payouts), a rejection may say why (docs/money.md#rejections). */
export type TransactionDecision = { decision: 'confirm'; payoutTxid?: string } | { decision: 'reject'; reason?: string };

/** What the owner reads in the app of an admin's decision on their deposit or withdrawal; `reason` only with a rejection. */
function decisionNotice(transaction: Pick<TransactionRow, 'type' | 'amount' | 'payment_method'>, confirmed: boolean, reason: string | null): Notice {
  const amount = Number(transaction.amount);
  if (transaction.type === 'deposit') {
    return confirmed
      ? INBOX_NOTICES.depositConfirmed(amount, transaction.payment_method)
      : INBOX_NOTICES.depositRejected(amount, transaction.payment_method, reason);
  }
  return confirmed
    ? INBOX_NOTICES.withdrawalApproved(amount, transaction.payment_method)
    : INBOX_NOTICES.withdrawalRejected(amount, transaction.payment_method, reason);
}

/** The payout's transaction id on the withdrawal: the unique (coin, transaction id) key refuses one payout for two withdrawals. */
async function recordPayout(trx: Db, withdrawalId: number, txid: string): Promise<void> {
  try {
    await setTransactionId(trx, withdrawalId, txid);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('payout_txid', PAYOUT_TEXTS.usedTwice);
    throw error;
  }
}
export type PageRequest = Omit<TransactionFilter, 'beforeId'> & { before?: string };

export type TransactionService = ReturnType<typeof createTransactionService>;

export function createTransactionService(deps: { db: Db; now: () => Date; siteName: string; notifications: NotificationService; payouts: PayoutCheck }) {
  const { db, now, siteName, notifications, payouts } = deps;

  /**
   * Confirms or rejects a pending deposit or withdrawal with its effects, in one database
   * transaction. The conditional update in decidePending lets exactly one of several concurrent
   * decisions proceed; the others get 409. (The unique deposit_id of user_plans backs it up.)
   * A rejection's reason, when given, is kept on the transaction, audited and told to the owner.
   */
  async function decide(actorId: number, id: number, choice: TransactionDecision, beforeCommit?: BeforeCommit): Promise<void> {
    const { decision } = choice;
    const givenReason = choice.decision === 'reject' ? choice.reason : undefined;
    const reasonProblem = ruleSays((translate) => transactionRejectionReasonError(givenReason, translate));
    if (reasonProblem) throw invalidField('reason', reasonProblem);
    const reason = givenReason?.trim();
    // Read on chain before the database transaction, which then confirms only a withdrawal still pending.
    const pending = decision === 'confirm' ? await findTransaction(db, id) : undefined;
    const payoutTxid = choice.decision === 'confirm' ? choice.payoutTxid : undefined;
    const payout = pending?.type === 'withdrawal' && pending.status === 'pending' ? await payouts.check(pending, payoutTxid) : null;
    await db.transaction().execute(async (trx) => {
      const at = now();
      const status = decision === 'confirm' ? 'confirmed' : 'failed';
      const decided = await decidePending(trx, id, { status, at: at.toISOString(), by: actorId, reason });
      if (!decided) {
        const exists = await findTransaction(trx, id);
        throw exists ? new HttpError(409, TRANSACTION_TEXTS.alreadyProcessed) : new HttpError(404, TRANSACTION_TEXTS.notFound);
      }
      if (decided.type === 'deposit' && status === 'confirmed') await startPlanForDeposit(trx, decided, at);
      if (decided.type === 'withdrawal' && status === 'failed') await refundWithdrawal(trx, decided);
      if (decided.type === 'withdrawal' && payout !== null) await recordPayout(trx, id, payout);
      const details = { type: decided.type, amount: Number(decided.amount), user_id: decided.user_id, ...(reason !== undefined && { reason }) };
      await recordAudit(trx, { actorId, action: `transaction.${decision}`, targetType: 'transaction', targetId: id, details, at: at.toISOString() });
      const owner = await findUserById(trx, decided.user_id);
      if (owner && owner.deleted_at === null) {
        const confirmed = status === 'confirmed';
        const email = {
          outbox: notifications,
          text: (writer: Writer) => transactionDecisionEmail(writer, siteName, owner, decided, confirmed, reason ?? null),
        };
        await tellUser(trx, owner, { notice: decisionNotice(decided, confirmed, reason ?? null), kinds: ['balance', 'plans'], at, email });
        if (decided.type === 'deposit' && status === 'confirmed') {
          await tellUser(trx, owner, { notice: INBOX_NOTICES.planStarted(Number(decided.amount)), kinds: [], at });
        }
      }
      await beforeCommit?.(trx);
    });
    notifications.kick();
  }

  /**
   * Newest first, keyset-paged: the cursor is the id of the last item of the page. Answers the
   * page as JSON text (a `Page<Transaction>`), assembled around the items the database built.
   */
  async function page(request: PageRequest): Promise<string> {
    const { before, ...filter } = request;
    const { items, nextCursor } = await transactionPageJson(db, { ...filter, beforeId: before === undefined ? undefined : Number(before) });
    return `{"items":${items},"next_cursor":${nextCursor === null ? 'null' : `"${nextCursor}"`}}`;
  }

  async function statistics(viewer: UserRow, userId: number): Promise<Statistics> {
    if (viewer.id !== userId && viewer.role !== 'admin') throw new HttpError(403, TRANSACTION_TEXTS.othersStatistics);
    const [sums, user_plans_count] = await Promise.all([transactionSums(db, userId), countActiveUserPlans(db, userId)]);
    return { ...sums, user_plans_count };
  }

  /**
   * The user's transactions that match the history's filter, all of them, newest first, as a CSV
   * stream: rows are read in batches and written as they come, so memory stays flat.
   */
  function exportCsv(userId: number, filter: HistoryFilter): { filename: string; csv: Readable } {
    const transactions = ownTransactionsForExport(db, userId, transactionTypesOfFilter(filter));
    async function* rows() {
      for await (const transaction of transactions) yield transactionCsvRow(transaction);
    }
    // The byte order mark lets Excel read the file as UTF-8 (names and reasons may not be ASCII).
    const csv = stringify({ header: true, columns: [...TRANSACTION_CSV_COLUMNS], bom: true });
    // A failed read destroys `csv` with the error, which ends the reply and is logged there.
    pipeline(Readable.from(rows()), csv, () => {});
    return { filename: transactionExportFilename(filter, now()), csv };
  }

  return {
    decide,
    exportCsv,
    /** Every user's transactions, with usernames (admin lists). */
    all: ({ status, type, before, limit }: Omit<PageRequest, 'userId' | 'username'>) => page({ status, type, before, limit }),
    own: (owner: Pick<UserRow, 'id' | 'username'>, { before, limit }: Pick<PageRequest, 'before' | 'limit'>) =>
      page({ userId: owner.id, username: owner.username, before, limit }),
    statistics,
  };
}
