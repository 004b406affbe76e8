import { perLocale } from './intl-cache';
import { DEFAULT_LOCALE, textDirection, type UiLocale } from './locale';
import { englishTexts, inEnglish, type Translate } from './messages';

/** Every money amount on the server and the wire: an integer number of US cents. */
export type Cents = number;

// Grouping always: Spanish would otherwise write 1234,56 but 12.345,67, and columns would not line up.
const usd = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', useGrouping: 'always' }));

/**
 * An amount inside right-to-left words: isolated left to right (U+2066 … U+2069), so "1,234.56 US$"
 * is drawn as one run and never as "$US 1,234.56"; Intl's own direction marks are left out.
 */
function amountFor(locale: UiLocale, text: string): string {
  return textDirection(locale) === 'rtl' ? `\u2066${text.replace(/[\u200e\u200f]/g, '')}\u2069` : text;
}

/** Dollars for display in the reader's language: 123456 -> "$1,234.56" (en), "1.234,56 US$" (es), "US$ 1.234,56" (pt-BR). */
export function formatUsd(cents: Cents, locale: UiLocale = DEFAULT_LOCALE): string {
  return amountFor(locale, usd(locale).format(cents / 100));
}

/** A market price, given in dollars (GET /crypto-prices), to the cent: 64250.504 -> "$64,250.50". */
export function formatUsdPrice(dollars: number, locale: UiLocale = DEFAULT_LOCALE): string {
  return amountFor(locale, usd(locale).format(dollars));
}

const wholeUsd = perLocale(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', useGrouping: 'always', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
);

/** Whole dollars for rule texts: 50000 -> "$500", 100000 -> "$1,000" (cents are dropped). */
export function formatWholeUsd(cents: Cents, locale: UiLocale = DEFAULT_LOCALE): string {
  return amountFor(locale, wholeUsd(locale).format(Math.trunc(cents / 100)));
}

const DECIMAL = /^-?\d+(?:\.(\d{1,100}))?$/;
const coinNumber = perLocale(
  (tag, fractionDigits) =>
    new Intl.NumberFormat(tag, { useGrouping: 'always', minimumFractionDigits: Number(fractionDigits), maximumFractionDigits: Number(fractionDigits) }),
);

/**
 * A coin amount as the API gives it (a decimal string) in the reader's language, every digit kept:
 * "12345678901234.12345678" -> "12,345,678,901,234.12345678" (en), "12.345.678.901.234,12345678" (es).
 * Intl formats the string itself, so no floating point rounds it; anything else is shown as given.
 */
export function formatCoin(amount: string, locale: UiLocale = DEFAULT_LOCALE): string {
  const match = DECIMAL.exec(amount);
  if (!match) return amount;
  return coinNumber(locale, String(match[1]?.length ?? 0)).format(amount as Intl.StringNumericLiteral);
}

/**
 * Parses what a person typed as dollars ("1,250.5", "$20") into integer cents,
 * without floating point. Returns null for anything that is not a non-negative amount
 * with at most two decimals.
 */
export function parseUsd(input: string | number): Cents | null {
  const text = String(input).trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Why a typed dollar amount cannot be read (docs/errors-and-messages.md#client-checks). */
const AMOUNT_INPUT_TEXTS = {
  notANumber: /*i18n*/ { id: 'rules.amount.notANumber', message: 'The amount must be a number of dollars, such as 250 or 250.50.' },
  notPositive: /*i18n*/ { id: 'rules.amount.notPositive', message: 'The amount must be a positive number of dollars.' },
  notDollarsAndCents: /*i18n*/ {
    id: 'rules.amount.notDollarsAndCents',
    message: 'Enter whole dollars and cents only, such as 1000 or 1000.50, without an exponent.',
  },
};

export const AMOUNT_INPUT_MESSAGES = englishTexts(AMOUNT_INPUT_TEXTS);

/**
 * What is wrong with a typed dollar amount that `parseUsd` refuses, or null when it reads one:
 * not a number ("abc"), not positive ("-50"), or a number not written as dollars and cents
 * ("1e3", "12.345").
 */
export function usdInputError(input: string, translate: Translate = inEnglish): string | null {
  if (parseUsd(input) !== null) return null;
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '' || Number.isNaN(Number(text))) return translate(AMOUNT_INPUT_TEXTS.notANumber);
  if (text.startsWith('-')) return translate(AMOUNT_INPUT_TEXTS.notPositive);
  return translate(AMOUNT_INPUT_TEXTS.notDollarsAndCents);
}

/** Cents as a plain dollar string for form fields: 12350 -> "123.50". */
export function centsToInput(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

/** Whether a percent has at most two decimals (2.5 and 2.25, not 2.255), whatever floating point made of it. */
export function hasAtMostTwoDecimals(percent: number): boolean {
  return Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;
}

/** A percent as typed in a form ("2.5", "10"): up to three digits and two decimals, else NaN, so the rule names the field. */
export function parsePercent(text: string): number {
  return /^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : NaN;
}
