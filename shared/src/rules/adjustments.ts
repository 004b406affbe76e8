import { MAX_ADJUSTMENT_CENTS } from './limits';
import { formatUsd, formatWholeUsd, parseUsd, type Cents } from './money';

/** The optional reason of a bonus or fee, which the user reads in their history. */
export const MAX_ADJUSTMENT_REASON_LENGTH = 200;

export const ADJUSTMENT_FORM_MESSAGES = {
  missing: 'Please enter an amount in dollars.',
  invalid: 'Please enter an amount in dollars, such as 25 or 25.50.',
  zero: 'The amount must be more than $0.00.',
  tooLarge: `The amount may be at most ${formatWholeUsd(MAX_ADJUSTMENT_CENTS)}.`,
} as const;

/** A fee larger than the balance: the wallet never goes below zero. */
export function feeAboveBalanceMessage(wallet: Cents): string {
  return `The fee may not be more than the balance of ${formatUsd(wallet)}.`;
}

/**
 * What an admin typed as a bonus or fee, in dollars: the amount in cents, or the message to
 * show under the field. A fee is also checked against the balance (the server checks again).
 */
export function readAdjustmentAmount(input: string, options: { wallet?: Cents } = {}): { cents: Cents } | { error: string } {
  if (input.trim() === '') return { error: ADJUSTMENT_FORM_MESSAGES.missing };
  const cents = parseUsd(input);
  if (cents === null) return { error: ADJUSTMENT_FORM_MESSAGES.invalid };
  if (cents === 0) return { error: ADJUSTMENT_FORM_MESSAGES.zero };
  if (cents > MAX_ADJUSTMENT_CENTS) return { error: ADJUSTMENT_FORM_MESSAGES.tooLarge };
  if (options.wallet !== undefined && cents > options.wallet) return { error: feeAboveBalanceMessage(options.wallet) };
  return { cents };
}
