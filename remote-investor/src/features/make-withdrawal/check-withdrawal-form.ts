import { inEnglish, parseUsd, paymentCoinByCoin, withdrawalError, type FieldErrors, type Translate, type UiLocale } from '@arcvest/shared/rules';
import { type Cents, type Coin } from '@arcvest/shared';
import { withdrawalAddressError } from '@arcvest/shared/withdrawal-address';
import { COIN_FIELD_TEXTS } from './messages';

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
 * what the server will check too. In English unless given the page's `translate` and locale.
 */
export function withdrawalFormErrors(
  form: WithdrawalForm,
  account: { wallet: Cents; level: number },
  translate: Translate = inEnglish,
  locale?: UiLocale,
): FieldErrors {
  const errors: FieldErrors = {};
  const amountError = withdrawalError({ amount: amountInCents(form), wallet: account.wallet, level: account.level }, translate, locale);
  if (amountError) errors.amount = [amountError];
  return { ...errors, ...coinAndAddressErrors(form, translate) };
}

/** The coin, then its address's format and checksum: for a withdrawal and for an address to save alike. */
export function coinAndAddressErrors(form: { payment_method: string; address: string }, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  const coin = paymentCoinByCoin(form.payment_method);
  if (!coin) errors.payment_method = [translate(COIN_FIELD_TEXTS.chooseCoin)];
  const addressError = coin ? withdrawalAddressError(coin.coin, form.address, translate) : null;
  if (addressError) errors.address = [addressError];
  return errors;
}

/** The request of a form that passed `withdrawalFormErrors`. */
export function toWithdrawalRequest(form: WithdrawalForm): WithdrawalRequest {
  return { amount: amountInCents(form), payment_method: form.payment_method as Coin, address: form.address.trim() };
}
