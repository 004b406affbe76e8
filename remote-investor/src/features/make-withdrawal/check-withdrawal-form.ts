import { parseUsd, paymentCoinByCoin, withdrawalError, type FieldErrors } from '@arcvest/shared/rules';
import { type Cents, type Coin } from '@arcvest/shared';
import { withdrawalAddressError } from '@arcvest/shared/withdrawal-address';

export const CHOOSE_COIN_MESSAGE = 'Please choose a payment option.';

/** What the user types: dollars as text, the coin, the address. */
export interface WithdrawalForm {
  amount: string;
  payment_method: string;
  address: string;
}

export interface WithdrawalRequest {
  amount: Cents;
  payment_method: Coin;
  address: string;
}

/** Dollars typed become cents once, here; text that is no amount is refused like zero. */
const amountInCents = (form: WithdrawalForm) => parseUsd(form.amount) ?? 0;

/**
 * The amount rules in their order (docs/levels-and-limits.md#withdrawal-limits; shared
 * `withdrawalError`: balance, then the level limit), then the coin, then its address checksum:
 * what the server will check too.
 */
export function withdrawalFormErrors(form: WithdrawalForm, account: { wallet: Cents; level: number }): FieldErrors {
  const errors: FieldErrors = {};
  const amountError = withdrawalError({ amount: amountInCents(form), wallet: account.wallet, level: account.level });
  if (amountError) errors.amount = [amountError];
  return { ...errors, ...coinAndAddressErrors(form) };
}

/** The coin, then its address's format and checksum: for a withdrawal and for an address to save alike. */
export function coinAndAddressErrors(form: { payment_method: string; address: string }): FieldErrors {
  const errors: FieldErrors = {};
  const coin = paymentCoinByCoin(form.payment_method);
  if (!coin) errors.payment_method = [CHOOSE_COIN_MESSAGE];
  const addressError = coin ? withdrawalAddressError(coin.coin, form.address) : null;
  if (addressError) errors.address = [addressError];
  return errors;
}

/** The request of a form that passed `withdrawalFormErrors`. */
export function toWithdrawalRequest(form: WithdrawalForm): WithdrawalRequest {
  return { amount: amountInCents(form), payment_method: form.payment_method as Coin, address: form.address.trim() };
}
