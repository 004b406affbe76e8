import type { Cents, TransactionStatus, TransactionType } from '../types';
import { DEFAULT_LOCALE, formattingLocale, type UiLocale } from './locale';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';
import { formatUsd } from './money';
import { REDEMPTION_REASONS } from './redemption';
import type { TransactionFilter } from './transaction-filters';
import { signedAmount } from './transactions';

/** The transaction types' names (docs/i18n.md#the-apis-messages-and-the-specs-texts). */
export const TRANSACTION_TYPE_TEXTS: Readonly<Record<TransactionType, Message>> = {
  deposit: /*i18n*/ { id: 'rules.history.type.deposit', message: 'Deposit' },
  withdrawal: /*i18n*/ { id: 'rules.history.type.withdrawal', message: 'Withdrawal' },
  bonus: /*i18n*/ { id: 'rules.history.type.bonus', message: 'Bonus' },
  earnings: /*i18n*/ { id: 'rules.history.type.earnings', message: 'Earnings' },
  charges: /*i18n*/ { id: 'rules.history.type.charges', message: 'Charges' },
  capital: /*i18n*/ { id: 'rules.history.type.capital', message: 'Capital returned' },
  investment: /*i18n*/ { id: 'rules.history.type.investment', message: 'Plan purchase (balance)' },
};

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = englishTexts(TRANSACTION_TYPE_TEXTS);

const HISTORY_TEXTS = {
  depositForPlan: /*i18n*/ { id: 'rules.history.depositForPlan', message: 'Deposit · paid for a plan' },
  planName: /*i18n*/ { id: 'rules.history.planName', message: '{title} plan' },
  day: /*i18n*/ { id: 'rules.history.day', message: 'day {day} of {days}' },
  penalty: /*i18n*/ { id: 'rules.history.charge.penalty', message: 'Early redemption penalty' },
  earningsDeducted: /*i18n*/ { id: 'rules.history.charge.earningsDeducted', message: 'Earnings deducted on early redemption' },
  referralDeducted: /*i18n*/ { id: 'rules.history.charge.referralDeducted', message: 'Referral bonus deducted on early redemption' },
  referralTakenBack: /*i18n*/ { id: 'rules.history.charge.referralTakenBack', message: 'Referral bonus taken back' },
  dueInCoin: /*i18n*/ { id: 'rules.history.chain.dueInCoin', message: 'Due in coin (amount and fee)' },
  amountInCoin: /*i18n*/ { id: 'rules.history.chain.amountInCoin', message: 'Amount in coin' },
  confirmations: /*i18n*/ { id: 'rules.history.chain.confirmations', message: 'Confirmations' },
  settled: /*i18n*/ { id: 'rules.history.chain.settled', message: 'Settled on chain, every confirmation in (invoice #{invoice})' },
  dateUnknown: /*i18n*/ { id: 'rules.history.dateUnknown', message: 'Date unknown' },
};

/** "Gold plan" for the plan title an entry names (a title already ending in "plan" is kept). */
function planName(title: string, translate: Translate): string {
  return /\bplan$/i.test(title.trim()) ? title.trim() : translate({ ...HISTORY_TEXTS.planName, values: { title: title.trim() } });
}

/** What a charge written by an early redemption was, from its reason; other charges keep "Charges". */
const REDEMPTION_CHARGES: readonly [prefix: string, label: Message][] = [
  [REDEMPTION_REASONS.penaltyPrefix, HISTORY_TEXTS.penalty],
  [REDEMPTION_REASONS.earningsDeducted, HISTORY_TEXTS.earningsDeducted],
  [REDEMPTION_REASONS.referralDeducted, HISTORY_TEXTS.referralDeducted],
  [REDEMPTION_REASONS.referralTakenBackPrefix, HISTORY_TEXTS.referralTakenBack],
];

/** The early-redemption charge an entry's reason names, if any. */
function redemptionCharge(tx: Pick<Titled, 'type' | 'reason'>): Message | undefined {
  if (tx.type !== 'charges') return undefined;
  const reason = tx.reason?.trim() ?? '';
  return REDEMPTION_CHARGES.find(([prefix]) => reason.startsWith(prefix))?.[1];
}

type Titled = { type: TransactionType; status: TransactionStatus; plan_reference: string | null; reason: string | null };

/**
 * What an entry is, more precisely than its type where the ledger says more: an early-redemption
 * charge by its reason ("Early redemption penalty", not "Charges"); a confirmed deposit as what it
 * paid for ("Deposit · paid for a plan": a crypto deposit goes into its plan, never the balance).
 */
export function transactionTypeLabel(tx: Pick<Titled, 'type' | 'status' | 'reason'>, translate: Translate = inEnglish): string {
  const charge = redemptionCharge(tx);
  if (charge) return translate(charge);
  if (tx.type === 'deposit' && tx.status === 'confirmed') return translate(HISTORY_TEXTS.depositForPlan);
  return translate(TRANSACTION_TYPE_TEXTS[tx.type]);
}

/**
 * A history row's title: which plan and which day an earnings entry pays ("Earnings · Gold plan ·
 * day 3 of 30", from its `plan_reference` and the accrual's "Day 3 of 30" reason), which plan paid
 * capital back or was charged for its early redemption; `transactionTypeLabel` otherwise.
 */
export function transactionTitle(tx: Titled, translate: Translate = inEnglish): string {
  const label = transactionTypeLabel(tx, translate);
  const namesPlan = tx.type === 'earnings' || tx.type === 'capital' || redemptionCharge(tx) !== undefined;
  if (!namesPlan || !tx.plan_reference?.trim()) return label;
  const day = tx.type === 'earnings' ? /^day (\d+) of (\d+)$/i.exec(tx.reason?.trim() ?? '') : null;
  const dayText = day ? translate({ ...HISTORY_TEXTS.day, values: { day: day[1], days: day[2] } }) : null;
  return [label, planName(tx.plan_reference, translate), dayText].filter(Boolean).join(' · ');
}

/**
 * The chain facts a transaction's details show (docs/chain.md#invoices), as [term, value]: its
 * amount in the coin when known (a withdrawal's, a deposit settled on chain), and for a deposit
 * settled on chain that its payments had every confirmation required (it exists only then).
 */
export function chainFacts(
  tx: { type: string; payment_method: string | null; coin_amount: string | null; invoice_id: number | null },
  translate: Translate = inEnglish,
): [string, string][] {
  const facts: [string, string][] = [];
  // A deposit paid by hand records what its payment page asked for: the amount and the fee, at the price then.
  const label = tx.type === 'deposit' && tx.invoice_id === null ? HISTORY_TEXTS.dueInCoin : HISTORY_TEXTS.amountInCoin;
  if (tx.coin_amount !== null && tx.payment_method !== null) facts.push([translate(label), `${tx.coin_amount} ${tx.payment_method}`]);
  if (tx.invoice_id !== null) facts.push([translate(HISTORY_TEXTS.confirmations), translate({ ...HISTORY_TEXTS.settled, values: { invoice: tx.invoice_id } })]);
  return facts;
}

export const TRANSACTION_STATUS_TEXTS: Readonly<Record<TransactionStatus, Message>> = {
  pending: /*i18n*/ { id: 'rules.history.status.pending', message: 'Pending' },
  confirmed: /*i18n*/ { id: 'rules.history.status.confirmed', message: 'Confirmed' },
  failed: /*i18n*/ { id: 'rules.history.status.failed', message: 'Failed' },
};

export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = englishTexts(TRANSACTION_STATUS_TEXTS);

const FILTER_TEXTS: Readonly<Record<TransactionFilter, Message>> = {
  all: /*i18n*/ { id: 'rules.history.filter.all', message: 'All' },
  deposit: TRANSACTION_TYPE_TEXTS.deposit,
  withdrawal: TRANSACTION_TYPE_TEXTS.withdrawal,
  bonus: TRANSACTION_TYPE_TEXTS.bonus,
  earnings: TRANSACTION_TYPE_TEXTS.earnings,
  charges: TRANSACTION_TYPE_TEXTS.charges,
};

/** The history's type filter as the select offers it, in the reader's language. */
export function transactionFilters(translate: Translate = inEnglish): { value: TransactionFilter; label: string }[] {
  return (Object.keys(FILTER_TEXTS) as TransactionFilter[]).map((value) => ({ value, label: translate(FILTER_TEXTS[value]) }));
}

export const TRANSACTION_FILTERS: readonly { value: TransactionFilter; label: string }[] = transactionFilters();

/** "Earnings" for 'earnings': the filter's name as the history's select shows it. */
export function transactionFilterLabel(filter: TransactionFilter, translate: Translate = inEnglish): string {
  const text = FILTER_TEXTS[filter] as Message | undefined;
  return text ? translate(text) : filter;
}

/**
 * Types the original product does not name (docs/departures.md#where-the-original-was-silent) sit
 * under their nearest filter: capital returned with earnings (money a plan paid back), a plan
 * bought from the balance with deposits (buying a plan).
 */
const FILTER_TYPES: Readonly<Record<Exclude<TransactionFilter, 'all'>, readonly TransactionType[]>> = {
  deposit: ['deposit', 'investment'],
  withdrawal: ['withdrawal'],
  bonus: ['bonus'],
  earnings: ['earnings', 'capital'],
  charges: ['charges'],
};

/** The transaction types a filter shows; null for 'all' (every type). */
export function transactionTypesOfFilter(filter: TransactionFilter): readonly TransactionType[] | null {
  return filter === 'all' ? null : FILTER_TYPES[filter];
}

export function matchesTransactionFilter(type: TransactionType, filter: TransactionFilter): boolean {
  return transactionTypesOfFilter(filter)?.includes(type) ?? true;
}

/** "+$500.00" for money that came in (deposit, bonus, earnings, capital), "-$500.00" otherwise. */
export function formatSignedUsd(type: TransactionType, amount: Cents, locale: UiLocale = DEFAULT_LOCALE): string {
  const signed = signedAmount(type, amount);
  return `${signed < 0 ? '-' : '+'}${formatUsd(Math.abs(signed), locale)}`;
}

/**
 * Whether an entry moved money, so history may show it signed and coloured as money in or out.
 * A failed entry moved nothing (a rejected withdrawal is given back), nor has a pending deposit yet.
 */
export function movedMoney(tx: { type: TransactionType; status: TransactionStatus }): boolean {
  return tx.status !== 'failed' && !(tx.type === 'deposit' && tx.status === 'pending');
}

export type HistoryTone = 'credit' | 'debit' | 'neutral';

/**
 * How history and the dashboard show an entry: money into the balance ("+", green), out of it
 * ("-"), or neither (unsigned, neutral): a deposit, paid in coin into its plan and never into the
 * balance (`walletEffect`), and any entry that moved no money (`movedMoney`).
 */
export function historyTone(tx: { type: TransactionType; status: TransactionStatus; amount: Cents }): HistoryTone {
  if (tx.type === 'deposit' || !movedMoney(tx)) return 'neutral';
  return signedAmount(tx.type, tx.amount) >= 0 ? 'credit' : 'debit';
}

/** "+$500.00" / "-$500.00" for an entry that moved the balance; plain "$500.00" for one that did not (a deposit paid for a plan). */
export function formatHistoryAmount(tx: { type: TransactionType; status: TransactionStatus; amount: Cents }, locale: UiLocale = DEFAULT_LOCALE): string {
  return historyTone(tx) === 'neutral' ? formatUsd(tx.amount, locale) : formatSignedUsd(tx.type, tx.amount, locale);
}

export interface MonthGroup<T> {
  /** yyyy-mm, or 'unknown' for an unreadable date. */
  key: string;
  /** "June 2025". */
  label: string;
  items: T[];
}

/**
 * Groups items by the month and year of their date (in `timeZone`, the viewer's by default),
 * keeping the items' order and the groups in the order they first appear (newest first in, newest first out).
 */
export function groupByMonth<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  timeZone?: string,
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): MonthGroup<T>[] {
  const keyFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', timeZone });
  const labelFormat = new Intl.DateTimeFormat(formattingLocale(locale), { year: 'numeric', month: 'long', timeZone });
  const groups = new Map<string, MonthGroup<T>>();
  for (const item of items) {
    const date = new Date(dateOf(item));
    let key = 'unknown';
    let label = translate(HISTORY_TEXTS.dateUnknown);
    if (!Number.isNaN(date.getTime())) {
      const parts = keyFormat.formatToParts(date);
      const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
      key = `${part('year')}-${part('month')}`;
      label = labelFormat.format(date);
    }
    const group = groups.get(key) ?? { key, label, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
