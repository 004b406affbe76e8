import type { Cents, Coin, Plan } from '../types';
import type { FieldErrors } from './field-errors';
import { coinLabel, coinList, depositFeeCents, PAYMENT_COINS, paymentCoinByCoin } from './coins';
import { depositAmountError } from './deposits';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { inEnglish, type Translate } from './messages';
import { formatUsd, parseUsd, usdInputError } from './money';

/** Buying from the wallet ("reinvest", docs/money.md#deposits): the plan starts at once. */
export const BALANCE_PAYMENT = { value: 'BALANCE', name: 'Account balance' } as const;

const BALANCE_PAYMENT_TEXT = /*i18n*/ { id: 'rules.payment.balance', message: 'Account balance' };

export type PaymentMethod = Coin | typeof BALANCE_PAYMENT.value;

/** A payment method as the transaction details show it: "Bitcoin (BTC)", "Account balance". */
export function paymentMethodLabel(method: string, translate: Translate = inEnglish): string {
  if (method === BALANCE_PAYMENT.value) return translate(BALANCE_PAYMENT_TEXT);
  const coin = paymentCoinByCoin(method);
  return coin ? coinLabel(coin) : method;
}

export const BUY_PLAN_MESSAGES = {
  incomplete: 'Please fill in all the fields',
  /** Under a second missing field when the first already says `incomplete` (the message is said once). */
  methodMissing: 'Choose a payment option.',
} as const;

/** The amount's message: unreadable as dollars first (what is wrong with it), then outside the plan. */
function amountError(amount: string, plan: Pick<Plan, 'min_amount' | 'max_amount'>): string | null {
  return usdInputError(amount) ?? depositAmountError(parseUsd(amount) as Cents, plan);
}

export type BuyPlanCheck = { error: string; amount?: undefined } | { error: null; amount: Cents };

/**
 * The buy-plan modal's rules in order (docs/errors-and-messages.md#client-checks): the amount and the payment
 * option are required, then the amount must be within the plan's limits. `amount` is what
 * the person typed in dollars; on success the amount comes back in cents.
 */
export function checkBuyPlanForm(form: { amount: string; paymentMethod: string }, plan: Pick<Plan, 'min_amount' | 'max_amount'>): BuyPlanCheck {
  if (!form.amount.trim() || !form.paymentMethod) return { error: BUY_PLAN_MESSAGES.incomplete };
  const error = amountError(form.amount, plan);
  return error ? { error } : { error: null, amount: parseUsd(form.amount) as Cents };
}

/**
 * `checkBuyPlanForm`'s rules said under each field: a missing one with the spec's message, and a
 * typed amount that is not dollars or outside the plan under the amount even while the payment
 * option is missing. Given the `wallet`, paying from the balance more than it holds is refused
 * under the amount too. The spec's message is said once, under the first missing field; a second
 * missing one says what it lacks.
 */
export function buyPlanFieldErrors(
  form: { amount: string; paymentMethod: string },
  plan: Pick<Plan, 'min_amount' | 'max_amount'>,
  wallet?: Cents,
): FieldErrors {
  const errors: FieldErrors = {};
  const amountMissing = !form.amount.trim();
  if (amountMissing) errors.amount = [BUY_PLAN_MESSAGES.incomplete];
  else {
    const error = amountError(form.amount, plan) ?? insufficientBalanceError(form, wallet);
    if (error) errors.amount = [error];
  }
  if (!form.paymentMethod) {
    errors.paymentMethod = [amountMissing ? BUY_PLAN_MESSAGES.methodMissing : BUY_PLAN_MESSAGES.incomplete];
  }
  return errors;
}

/** What a plan bought for `amount` costs with `method`: the amount, the deposit fee (`depositFeeCents`) and their sum. */
export interface PurchaseCost {
  amount: Cents;
  fee: Cents;
  total: Cents;
}

export function purchaseCost(amount: Cents, method: string | null | undefined): PurchaseCost {
  const fee = depositFeeCents(method);
  return { amount, fee, total: amount + fee };
}

/**
 * The deposit fee before a payment option is chosen, coins of one fee together:
 * "$20.00 in BTC, ETH, XRP or SOL; $10.00 in USDT; none from the account balance".
 */
export function depositFeeText(translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  const byFee = new Map<Cents, string[]>();
  for (const coin of PAYMENT_COINS) byFee.set(depositFeeCents(coin.coin), [...(byFee.get(depositFeeCents(coin.coin)) ?? []), coin.coin]);
  const parts = [...byFee].map(([fee, coins]) => translate({ ...FEE_TEXTS.inCoins, values: { fee: formatUsd(fee, locale), coins: coinList(coins, locale) } }));
  return [...parts, translate(FEE_TEXTS.fromBalance)].join('; ');
}

const FEE_TEXTS = {
  inCoins: /*i18n*/ { id: 'rules.fee.inCoins', message: '{fee} in {coins}' },
  fromBalance: /*i18n*/ { id: 'rules.fee.fromBalance', message: 'none from the account balance' },
  minimumTotal: /*i18n*/ { id: 'rules.fee.minimumTotal', message: '{total} for {amount} in {coin}' },
};

/** A plan card's total at its minimum in the first coin: "$270.00 for $250.00 in BTC". */
export function planMinimumTotalText(plan: Pick<Plan, 'min_amount'>, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  const coin = PAYMENT_COINS[0].coin;
  const total = formatUsd(purchaseCost(plan.min_amount, coin).total, locale);
  return translate({ ...FEE_TEXTS.minimumTotal, values: { total, amount: formatUsd(plan.min_amount, locale), coin } });
}

/** Paying from the balance (with the wallet known) more than it holds: the message, or null. */
export function insufficientBalanceError(form: { amount: string; paymentMethod: string }, wallet: Cents | undefined): string | null {
  const cents = parseUsd(form.amount);
  if (form.paymentMethod !== BALANCE_PAYMENT.value || wallet === undefined || cents === null || cents <= wallet) return null;
  return `Insufficient balance: you have ${formatUsd(wallet)}.`;
}
