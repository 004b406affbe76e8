import type { Cents } from '../types';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { inEnglish, type Message, type Translate } from './messages';
import { formatUsd, formatWholeUsd } from './money';

/** The most a user may withdraw at once, by account level; higher levels have no limit. */
export const WITHDRAWAL_LIMITS: Readonly<Record<number, Cents>> = { 1: 500_00, 2: 1_000_00 };

/** The wording of docs/levels-and-limits.md#withdrawal-limits (docs/i18n.md#the-apis-messages-and-the-specs-texts): its amounts are values. */
export const WITHDRAWAL_TEXTS = {
  notPositive: /*i18n*/ { id: 'rules.withdrawal.notPositive', message: 'Please enter an amount above {zero}.' },
  insufficient: /*i18n*/ { id: 'rules.withdrawal.insufficient', message: 'Insufficient balance' },
  level1: /*i18n*/ { id: 'rules.withdrawal.level1', message: 'Please verify your email address to withdraw more than {limit}.' },
  level2: /*i18n*/ {
    id: 'rules.withdrawal.level2',
    message: 'Please complete your Identity verification process to be able to withdraw a {limit} and above.',
  },
} satisfies Record<string, Message>;

/** The message of a level's limit (1 or 2), its amount written for the reader. */
function withdrawalLevelMessage(level: number, locale: UiLocale = DEFAULT_LOCALE): Message {
  const text = level === 1 ? WITHDRAWAL_TEXTS.level1 : WITHDRAWAL_TEXTS.level2;
  return { ...text, values: { limit: formatWholeUsd(WITHDRAWAL_LIMITS[level === 1 ? 1 : 2], locale) } };
}

/** The text of a level's limit (1 or 2) in the reader's language. */
export function withdrawalLevelText(level: number, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  return translate(withdrawalLevelMessage(level, locale));
}

/**
 * The withdrawal rules in order: a positive amount, the balance, then the level limit. The first
 * one broken, as a message (the API answers it in the request's language), or null.
 */
export function withdrawalProblem(request: { amount: Cents; wallet: Cents; level: number }, locale: UiLocale = DEFAULT_LOCALE): Message | null {
  const { amount, wallet, level } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) return { ...WITHDRAWAL_TEXTS.notPositive, values: { zero: formatUsd(0, locale) } };
  if (amount > wallet) return WITHDRAWAL_TEXTS.insufficient;
  const limit = WITHDRAWAL_LIMITS[level];
  if (limit !== undefined && amount > limit) return withdrawalLevelMessage(level, locale);
  return null;
}

/** `withdrawalProblem` written for the reader (the form's check). */
export function withdrawalError(
  request: { amount: Cents; wallet: Cents; level: number },
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string | null {
  const problem = withdrawalProblem(request, locale);
  return problem && translate(problem);
}

/**
 * The most one withdrawal may take now (the form's Max): the balance, within the level's limit
 * and what the rolling daily limit leaves (null when unknown or unlimited). `capped` says which
 * limit set it, for the message beside the field.
 */
export function maxWithdrawal(account: { wallet: Cents; level: number; leftToday: Cents | null }): { amount: Cents; cappedBy: 'balance' | 'level' | 'daily' } {
  const levelLimit = WITHDRAWAL_LIMITS[account.level];
  let best: { amount: Cents; cappedBy: 'balance' | 'level' | 'daily' } = { amount: Math.max(0, account.wallet), cappedBy: 'balance' };
  if (levelLimit !== undefined && levelLimit < best.amount) best = { amount: levelLimit, cappedBy: 'level' };
  if (account.leftToday !== null && account.leftToday < best.amount) best = { amount: Math.max(0, account.leftToday), cappedBy: 'daily' };
  return best;
}
