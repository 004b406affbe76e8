import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_RESOLUTIONS, INVOICE_STATUSES, MAX_INVOICE_REJECTION_REASON_LENGTH } from '../rules/invoices';
import { Cents, Coin, errorResponses, IdParams, NullableInteger, NullableText, StringEnum } from './common';

export const InvoiceStatus = StringEnum(INVOICE_STATUSES, {
  description: 'new: nothing seen; processing: seen, not confirmed enough; settled: paid, the plan started; expired; partial, overpaid, late: for an admin',
});

const CoinAmount = (description: string) => Type.String({ pattern: '^\\d+\\.\\d{6}$', description: `${description}, in the coin, 6 decimals` });

const Resolution = Type.Object({
  resolution: Type.Unsafe<(typeof INVOICE_RESOLUTIONS)[number] | null>({
    type: ['string', 'null'],
    enum: [...INVOICE_RESOLUTIONS, null],
    description: 'An admin’s decision on an exception: plan-started, credited, rejected; null: none (yet)',
  }),
  resolution_note: NullableText({ description: 'Why it was rejected, as the user sees it' }),
  resolved_at: NullableText(),
});

/** What the payment page needs right after Continue. */
export const InvoiceSummary = Type.Object({
  id: Type.Integer(),
  address: Type.String({
    description:
      'Where to pay, always in its mainnet form: an address of its own (BTC, ETH, USDT), or the operator’s address with a tag (XRP) or reference (SOL) of the invoice’s own',
  }),
  amount_due: CoinAmount('Plan amount plus the network fee'),
  destination_tag: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 4_294_967_295,
      description: 'XRP only: the destination tag the payment must carry to the address (the operator’s), or it pays no invoice',
    }),
  ),
  uri: Type.String({
    description:
      'The wallet link the QR code holds: BIP 21 (BTC), EIP-681 (ETH), xrpl:// with the tag (XRP), Solana Pay with the reference (SOL), the address (USDT)',
  }),
  expires_at: Type.String({ description: 'When the locked price ends; a payment seen later goes to an admin' }),
  status: InvoiceStatus,
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

export const InvoiceTransaction = Type.Object({
  txid: Type.String(),
  amount: CoinAmount('Paid by this transaction'),
  confirmations: Type.Integer({ description: '0 while it waits in the mempool' }),
  seen_at: Type.String(),
  explorer_url: Type.String(),
});
export type InvoiceTransaction = Static<typeof InvoiceTransaction>;

export const Invoice = Type.Object({
  ...InvoiceSummary.properties,
  coin: Coin,
  plan_id: Type.Integer(),
  plan_title: Type.String(),
  amount: Cents('The plan amount, US cents'),
  fee: Cents('The network fee, US cents'),
  price_usd: Type.Number({ description: 'The coin’s price in dollars, locked for the invoice' }),
  prices_stale: Type.Boolean({ description: 'Live prices were unavailable: the last known ones were used' }),
  confirmations: Type.Integer({ description: 'Of the least confirmed payment; 0 before any' }),
  required_confirmations: Type.Integer(),
  paid: CoinAmount('Seen so far, confirmed or not'),
  transactions: Type.Array(InvoiceTransaction),
  deposit_id: NullableInteger({ description: 'The confirmed deposit once settled' }),
  chain_error: NullableText({ description: 'Why the chain could not be read at the last try (retried), or null' }),
  created_at: Type.String(),
  ...Resolution.properties,
});
export type Invoice = Static<typeof Invoice>;

/** An exception in the admins' queue: what was due and paid, and the decision once taken. */
export const InvoiceException = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  coin: Coin,
  plan_id: Type.Integer(),
  amount: Cents('The plan amount, US cents'),
  fee: Cents('The network fee, US cents'),
  amount_due: CoinAmount('Due'),
  paid: CoinAmount('Paid, confirmed or not'),
  paid_cents: Cents('What was paid, at the invoice’s locked price, rounded down'),
  all_confirmed: Type.Boolean({ description: 'Every payment has its confirmations: a decision can be taken' }),
  status: InvoiceStatus,
  created_at: Type.String(),
  expires_at: Type.String(),
  ...Resolution.properties,
});
export type InvoiceException = Static<typeof InvoiceException>;

export const INVOICE_ACTIONS = ['start-plan', 'credit', 'reject'] as const;
export const InvoiceDecisionBody = Type.Object({
  action: StringEnum(INVOICE_ACTIONS, {
    description:
      'start-plan: the plan starts with what was paid less the fee (within the plan’s range); credit: what was paid goes to the balance; reject: with a reason the user sees',
  }),
  reason: Type.Optional(
    Type.String({ maxLength: MAX_INVOICE_REJECTION_REASON_LENGTH, description: 'Required to reject (invoiceRejectionReasonError); shown to the user' }),
  ),
});
export type InvoiceDecisionBody = Static<typeof InvoiceDecisionBody>;

export const DepositAnswer = Type.Object({
  message: Type.String(),
  invoice: Type.Optional(InvoiceSummary),
});
export type DepositAnswer = Static<typeof DepositAnswer>;

/** How each coin is paid: on chain (an invoice, settled by itself) or by hand (a transaction id an admin checks). */
export const PaymentOption = Type.Object({
  coin: Coin,
  settlement: StringEnum(['chain', 'manual']),
  required_confirmations: NullableInteger({ description: 'For coins settled on chain' }),
  payout_check: Type.Boolean({ description: 'Confirming a withdrawal of this coin needs its payout’s transaction id, checked on chain' }),
});
export type PaymentOption = Static<typeof PaymentOption>;

const chain = { tags: ['chain'] };

export const paymentOptionsSchema = {
  ...chain,
  summary: 'How each coin is paid now: on chain by an invoice, or by hand with a transaction id',
  response: { 200: Type.Array(PaymentOption) },
};

export const invoiceSchema = {
  ...chain,
  summary: 'An invoice with the payments seen for it (its owner or an admin)',
  params: IdParams,
  response: { 200: Invoice, ...errorResponses(404) },
};

export const invoiceExceptionsSchema = {
  ...chain,
  summary: 'Invoices the watcher could not settle by itself (partial, late) and overpaid ones, newest first (admin)',
  response: { 200: Type.Array(InvoiceException) },
};

export const decideInvoiceSchema = {
  ...chain,
  summary: 'Decide an exception: start the plan with what was paid, credit it to the balance, or reject it (admin, audited)',
  params: IdParams,
  body: InvoiceDecisionBody,
  response: { 200: InvoiceException, ...errorResponses(404, 409, 422) },
};

export const UncreditedPayment = Type.Object({
  invoice_id: Type.Integer(),
  username: Type.String(),
  txid: Type.String(),
  amount: CoinAmount('Paid'),
  confirmations: Type.Integer(),
  seen_at: Type.String(),
  invoice_status: InvoiceStatus,
  resolution: Resolution.properties.resolution,
  explorer_url: Type.String(),
});
export type UncreditedPayment = Static<typeof UncreditedPayment>;

export const CoinReconciliation = Type.Object({
  coin: Coin,
  received: CoinAmount('Confirmed payments the watcher saw to the invoices’ addresses'),
  credited: CoinAmount('Of those, what went into the ledger (settlements and admins’ decisions)'),
  uncredited: Type.Array(UncreditedPayment, {
    description: 'Every payment not in the ledger: waiting, partial or late, rejected (to send back), or paid after its invoice was settled',
  }),
});
export type CoinReconciliation = Static<typeof CoinReconciliation>;

export const reconciliationSchema = {
  ...chain,
  summary: 'Per coin settled on chain: what its addresses received against what the ledger credited, and each payment not credited (admin)',
  response: { 200: Type.Array(CoinReconciliation) },
};
