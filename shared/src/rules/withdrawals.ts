import type { Cents } from '../types';
import { formatWholeUsd } from './money';

/** The most a user may withdraw at once, by account level; higher levels have no limit. */
export const WITHDRAWAL_LIMITS: Readonly<Record<number, Cents>> = { 1: 500_00, 2: 1_000_00 };

/** The wording of docs/levels-and-limits.md#withdrawal-limits, with the amounts taken from the limits. */
export const WITHDRAWAL_MESSAGES = {
  notPositive: 'Please enter an amount above $0.00.',
  insufficient: 'Insufficient balance',
  level1: `Please verify your email address to withdraw more than ${formatWholeUsd(WITHDRAWAL_LIMITS[1])}.`,
  level2: `Please complete your Identity verification process to be able to withdraw a ${formatWholeUsd(WITHDRAWAL_LIMITS[2])} and above.`,
} as const;

/** The withdrawal rules in order: a positive amount, the balance, then the level limit. */
export function withdrawalError(request: { amount: Cents; wallet: Cents; level: number }): string | null {
  const { amount, wallet, level } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) return WITHDRAWAL_MESSAGES.notPositive;
  if (amount > wallet) return WITHDRAWAL_MESSAGES.insufficient;
  const limit = WITHDRAWAL_LIMITS[level];
  if (limit !== undefined && amount > limit) return level === 1 ? WITHDRAWAL_MESSAGES.level1 : WITHDRAWAL_MESSAGES.level2;
  return null;
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
