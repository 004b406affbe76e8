import { parseUsd, paymentCoinByCoin, withdrawalError, type Cents, type Coin } from '@arcvest/shared';
import { withdrawalAddressError } from '@arcvest/shared/withdrawal-address';

export const CHOOSE_COIN_MESSAGE = 'Please choose a payment option.';

export interface WithdrawalForm {
  amount: string;
  coin: string;
  address: string;
}

export type WithdrawalFormErrors = Partial<Record<keyof WithdrawalForm, string>>;

export type WithdrawalCheck =
  | { ok: true; request: { amount: Cents; payment_method: Coin; address: string } }
  | { ok: false; errors: WithdrawalFormErrors };

/**
 * The amount rules in their order (docs/levels-and-limits.md#withdrawal-limits; shared
 * `withdrawalError`: balance, then the level limit), then the coin, then its address checksum:
 * what the server will check too.
 */
export function checkWithdrawalForm(form: WithdrawalForm, account: { wallet: Cents; level: number }): WithdrawalCheck {
  const errors: WithdrawalFormErrors = {};
  // Dollars typed become cents once, here; text that is no amount is refused like zero.
  const amount = parseUsd(form.amount) ?? 0;
  const amountError = withdrawalError({ amount, wallet: account.wallet, level: account.level });
  if (amountError) errors.amount = amountError;
  const coin = paymentCoinByCoin(form.coin);
  if (!coin) errors.coin = CHOOSE_COIN_MESSAGE;
  const addressError = coin ? withdrawalAddressError(coin.coin, form.address) : null;
  if (addressError) errors.address = addressError;
  if (!coin || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { amount, payment_method: coin.coin, address: form.address.trim() } };
}
