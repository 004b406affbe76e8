import type { Cents, Coin, Plan } from '../types';
import { coinLabel, paymentCoinByCoin } from './coins';
import { depositAmountError } from './deposits';
import { parseUsd } from './money';

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
