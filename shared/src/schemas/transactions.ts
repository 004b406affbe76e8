import { Type, type Static } from '@sinclair/typebox';
import { orPending } from './approvals';
import { TRANSACTION_FILTER_VALUES } from '../rules/transaction-filters';
import { ID_PATTERN } from '../rules/limits';
import { MAX_TRANSACTION_REJECTION_REASON_LENGTH } from '../rules/transaction-rejection';
import { Cents, errorResponses, IdParams, Message, NullableInteger, NullableText, PAYMENT_METHOD_VALUES, StringEnum } from './common';

/** `investment` is a plan bought from the wallet balance. */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'bonus', 'earnings', 'charges', 'capital', 'investment'] as const;
export const TransactionType = StringEnum(TRANSACTION_TYPES);
export type TransactionType = Static<typeof TransactionType>;

export const TRANSACTION_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export const TransactionStatus = StringEnum(TRANSACTION_STATUSES);
export type TransactionStatus = Static<typeof TransactionStatus>;

export const Transaction = Type.Object({
  id: Type.Integer(),
  type: TransactionType,
  status: TransactionStatus,
  amount: Cents('US cents, never negative: the type gives the sign'),
  created_at: Type.String(),
  transaction_id: NullableText(),
  payment_method: Type.Unsafe<(typeof PAYMENT_METHOD_VALUES)[number] | null>({ type: ['string', 'null'], enum: [...PAYMENT_METHOD_VALUES, null] }),
  address: NullableText({
    description:
      'The address paid: the withdrawal’s, the deposit’s (for a deposit settled on chain, its invoice’s; paid by hand, the coin’s deposit address when it was submitted)',
  }),
  coin_amount: NullableText({
    description:
      'The amount in the coin, 6 decimals: a withdrawal’s at its price when asked for (what its payout must pay); a deposit settled on chain, what its invoice asked; a deposit paid by hand, the total due (amount and fee) at the price when it was submitted',
  }),
  invoice_id: NullableInteger({
    description: 'A deposit settled on chain: its invoice, whose payments had every confirmation required (GET /api/invoices/{id})',
  }),
  plan_reference: NullableText(),
  reason: NullableText(),
  username: Type.Optional(Type.String()),
  plan_id: NullableInteger(),
  user_id: Type.Integer(),
});
export type Transaction = Static<typeof Transaction>;

export const TransactionPage = Type.Object({
  items: Type.Array(Transaction),
  next_cursor: NullableText({ description: 'Pass as `before` for the next page; null when there is none' }),
});
export type TransactionPage = Static<typeof TransactionPage>;

/** Query values arrive as text: the schema says which text, the route converts. */
export const PageQuery = Type.Object({
  limit: Type.String({ pattern: '^(100|[1-9][0-9]?)$', default: '50', description: 'Items per page, 1 to 100' }),
  before: Type.Optional(Type.String({ pattern: ID_PATTERN, description: 'The next_cursor of the page before' })),
});
export type PageQuery = Static<typeof PageQuery>;

export const AllTransactionsQuery = Type.Composite([
  PageQuery,
  Type.Object({ status: Type.Optional(TransactionStatus), type: Type.Optional(TransactionType) }),
]);
export type AllTransactionsQuery = Static<typeof AllTransactionsQuery>;

const transactions = { tags: ['transactions'] };

export const ownTransactionsSchema = {
  ...transactions,
  summary: "The signed-in user's transactions, newest first, paged",
  querystring: PageQuery,
  response: { 200: TransactionPage, ...errorResponses(422) },
};

export const allTransactionsSchema = {
  ...transactions,
  summary: "Every user's transactions with usernames, newest first, paged (admin)",
  querystring: AllTransactionsQuery,
  response: { 200: TransactionPage, ...errorResponses(422) },
};

export const TransactionExportQuery = Type.Object({
  filter: Type.Optional(StringEnum(TRANSACTION_FILTER_VALUES, { default: 'all', description: "The history's type filter" })),
});
export type TransactionExportQuery = Static<typeof TransactionExportQuery>;

export const exportTransactionsSchema = {
  ...transactions,
  summary: "Every transaction of the signed-in user that matches the history's filter, newest first, as a CSV file",
  querystring: TransactionExportQuery,
  produces: ['text/csv'],
  response: {
    200: {
      description:
        'text/csv (UTF-8) attachment: a header row, then Date (ISO 8601 UTC), Type, Status, Amount (USD: dollars, two decimals, ' +
        'signed as the history shows it), Coin, Reference, Address, Plan, Reason. Text that a spreadsheet would run as a formula ' +
        'starts with a single quote.',
      content: { 'text/csv': { schema: Type.String() } },
    },
    ...errorResponses(422),
  },
};

export const decideSchema = (what: string) => ({
  ...transactions,
  summary: `${what} a pending deposit or withdrawal (admin)`,
  params: IdParams,
  response: { 200: Message, ...errorResponses(404, 409, 422) },
});

/** Confirming may name the payout: required for a withdrawal of a coin whose chain the server reads (docs/chain.md#payouts). */
export const ConfirmBody = Type.Unsafe<{ payout_txid?: string } | null>({
  type: ['object', 'null'],
  properties: {
    payout_txid: { type: 'string', maxLength: 200, description: 'The payout’s transaction id, checked on chain before the withdrawal is confirmed' },
  },
  additionalProperties: false,
});
export type ConfirmBody = Static<typeof ConfirmBody>;

/** A withdrawal of FOUR_EYES_USD or more waits for a second person (202). */
export const confirmSchema = { ...decideSchema('Confirm'), body: ConfirmBody, response: orPending(decideSchema('Confirm').response) };

/** Rejecting may say why: the spec's call has no body, which still rejects (docs/money.md#rejections). */
export const RejectBody = Type.Unsafe<{ reason?: string } | null>({
  type: ['object', 'null'],
  properties: {
    reason: {
      type: 'string',
      maxLength: MAX_TRANSACTION_REJECTION_REASON_LENGTH,
      description: 'Optional; when given, not blank (transactionRejectionReasonError). The owner reads it in the notice, the email and their history',
    },
  },
  additionalProperties: false,
});
export type RejectBody = Static<typeof RejectBody>;

export const rejectSchema = { ...decideSchema('Reject'), body: RejectBody };

export const UserIdParams = Type.Object({ userId: Type.String({ pattern: ID_PATTERN, description: 'User id, decimal digits' }) });

export const Statistics = Type.Object({
  deposit_sum: Cents('Confirmed deposits, US cents'),
  withdrawal_sum: Cents('Confirmed withdrawals, US cents'),
  earnings_sum: Cents('Earnings credited, US cents'),
  user_plans_count: Type.Integer({ description: 'Active plans' }),
});
export type Statistics = Static<typeof Statistics>;

export const statisticsSchema = {
  ...transactions,
  summary: "A user's totals (their own, or any for admins); the path keeps the spec's spelling",
  params: UserIdParams,
  response: { 200: Statistics, ...errorResponses(422) },
};
