import type { Cents, Coin, Plan } from '../types';
import type { FieldErrors } from './field-errors';
import { coinLabel, paymentCoinByCoin } from './coins';
import { depositAmountError } from './deposits';
import { formatUsd, parseUsd } from './money';

/** Buying from the wallet ("reinvest", docs/money.md#deposits): the plan starts at once. */
export const BALANCE_PAYMENT = { value: 'BALANCE', name: 'Account balance' } as const;

export type PaymentMethod = Coin | typeof BALANCE_PAYMENT.value;

/** A payment method as the transaction details show it: "Bitcoin (BTC)", "Account balance". */
export function paymentMethodLabel(method: string): string {
  if (method === BALANCE_PAYMENT.value) return BALANCE_PAYMENT.name;
  const coin = paymentCoinByCoin(method);
  return coin ? coinLabel(coin) : method;
}

export const BUY_PLAN_MESSAGES = { incomplete: 'Please fill in all the fields' } as const;

export type BuyPlanCheck = { error: string; amount?: undefined } | { error: null; amount: Cents };

/**
 * The buy-plan modal's rules in order (docs/errors-and-messages.md#client-checks): the amount and the payment
 * option are required, then the amount must be within the plan's limits. `amount` is what
 * the person typed in dollars; on success the amount comes back in cents.
 */
export function checkBuyPlanForm(
  form: { amount: string; paymentMethod: string },
  plan: Pick<Plan, 'min_amount' | 'max_amount'>,
): BuyPlanCheck {
  if (!form.amount.trim() || !form.paymentMethod) return { error: BUY_PLAN_MESSAGES.incomplete };
  const cents = parseUsd(form.amount) ?? Number.NaN;
  const rangeError = depositAmountError(cents, plan);
  return rangeError ? { error: rangeError } : { error: null, amount: cents };
}

/**
 * `checkBuyPlanForm`'s rules said under each field: every missing one with the spec's message,
 * and a typed amount outside the plan under the amount even while the payment option is missing.
 * Given the `wallet`, paying from the balance more than it holds is refused under the amount too.
 */
export function buyPlanFieldErrors(
  form: { amount: string; paymentMethod: string },
  plan: Pick<Plan, 'min_amount' | 'max_amount'>,
  wallet?: Cents,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.amount.trim()) errors.amount = [BUY_PLAN_MESSAGES.incomplete];
  else {
    const rangeError = depositAmountError(parseUsd(form.amount) ?? Number.NaN, plan);
    if (rangeError) errors.amount = [rangeError];
    else {
      const balanceError = insufficientBalanceError(form, wallet);
      if (balanceError) errors.amount = [balanceError];
    }
  }
  if (!form.paymentMethod) errors.paymentMethod = [BUY_PLAN_MESSAGES.incomplete];
  return errors;
}

/** Paying from the balance (with the wallet known) more than it holds: the message, or null. */
export function insufficientBalanceError(form: { amount: string; paymentMethod: string }, wallet: Cents | undefined): string | null {
  const cents = parseUsd(form.amount);
  if (form.paymentMethod !== BALANCE_PAYMENT.value || wallet === undefined || cents === null || cents <= wallet) return null;
  return `Insufficient balance: you have ${formatUsd(wallet)}.`;
}
