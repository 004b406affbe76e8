import { MAX_ADJUSTMENT_CENTS } from './limits';
import { DEFAULT_LOCALE, type UiLocale } from './locale';
import { englishTexts, inEnglish, type Message, type Translate } from './messages';
import { formatUsd, formatWholeUsd, parseUsd, type Cents } from './money';

/** The optional reason of a bonus or fee, which the user reads in their history. */
export const MAX_ADJUSTMENT_REASON_LENGTH = 200;

/** The checks of a typed bonus or fee (docs/i18n.md#the-apis-messages-and-the-specs-texts): its amounts are values. */
export const ADJUSTMENT_FORM_TEXTS = {
  missing: /*i18n*/ { id: 'rules.adjustment.missing', message: 'Please enter an amount in dollars.' },
  invalid: /*i18n*/ { id: 'rules.adjustment.invalid', message: 'Please enter an amount in dollars, such as 25 or 25.50.' },
  zero: /*i18n*/ { id: 'rules.adjustment.zero', message: 'The amount must be more than {zero}.' },
  tooLarge: /*i18n*/ { id: 'rules.adjustment.tooLarge', message: 'The amount may be at most {maximum}.' },
  feeAboveBalance: /*i18n*/ { id: 'rules.adjustment.feeAboveBalance', message: 'The fee may not be more than the balance of {balance}.' },
} satisfies Record<string, Message>;

const zeroMessage = (locale: UiLocale): Message => ({ ...ADJUSTMENT_FORM_TEXTS.zero, values: { zero: formatUsd(0, locale) } });
const tooLargeMessage = (locale: UiLocale): Message => ({
  ...ADJUSTMENT_FORM_TEXTS.tooLarge,
  values: { maximum: formatWholeUsd(MAX_ADJUSTMENT_CENTS, locale) },
});

const { missing, invalid } = englishTexts(ADJUSTMENT_FORM_TEXTS);
/** The same checks in English, as the API says them. */
export const ADJUSTMENT_FORM_MESSAGES = {
  missing,
  invalid,
  zero: inEnglish(zeroMessage(DEFAULT_LOCALE)),
  tooLarge: inEnglish(tooLargeMessage(DEFAULT_LOCALE)),
} as const;

/** A fee larger than the balance: the wallet never goes below zero. */
export function feeAboveBalanceMessage(wallet: Cents, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  return translate({ ...ADJUSTMENT_FORM_TEXTS.feeAboveBalance, values: { balance: formatUsd(wallet, locale) } });
}

/**
 * What an admin typed as a bonus or fee, in dollars: the amount in cents, or the message to
 * show under the field, in the reader's language. A fee is also checked against the balance (the server checks again).
 */
export function readAdjustmentAmount(
  input: string,
  options: { wallet?: Cents } = {},
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): { cents: Cents } | { error: string } {
  if (input.trim() === '') return { error: translate(ADJUSTMENT_FORM_TEXTS.missing) };
  const cents = parseUsd(input);
  if (cents === null) return { error: translate(ADJUSTMENT_FORM_TEXTS.invalid) };
  if (cents === 0) return { error: translate(zeroMessage(locale)) };
  if (cents > MAX_ADJUSTMENT_CENTS) return { error: translate(tooLargeMessage(locale)) };
  if (options.wallet !== undefined && cents > options.wallet) return { error: feeAboveBalanceMessage(options.wallet, translate, locale) };
  return { cents };
}
