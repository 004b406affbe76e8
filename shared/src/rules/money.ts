/** Every money amount on the server and the wire: an integer number of US cents. */
export type Cents = number;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** en-US dollars for display: 123456 -> "$1,234.56". */
export function formatUsd(cents: Cents): string {
  return usd.format(cents / 100);
}

/** A market price, given in dollars (GET /crypto-prices), to the cent: 64250.504 -> "$64,250.50". */
export function formatUsdPrice(dollars: number): string {
  return usd.format(dollars);
}

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Whole dollars for rule texts: 50000 -> "$500", 100000 -> "$1,000" (cents are dropped). */
export function formatWholeUsd(cents: Cents): string {
  return wholeUsd.format(Math.trunc(cents / 100));
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
export const AMOUNT_INPUT_MESSAGES = {
  notANumber: 'The amount must be a number of dollars, such as 250 or 250.50.',
  notPositive: 'The amount must be a positive number of dollars.',
  notDollarsAndCents: 'Enter whole dollars and cents only, such as 1000 or 1000.50, without an exponent.',
} as const;

/**
 * What is wrong with a typed dollar amount that `parseUsd` refuses, or null when it reads one:
 * not a number ("abc"), not positive ("-50"), or a number not written as dollars and cents
 * ("1e3", "12.345").
 */
export function usdInputError(input: string): string | null {
  if (parseUsd(input) !== null) return null;
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '' || Number.isNaN(Number(text))) return AMOUNT_INPUT_MESSAGES.notANumber;
  if (text.startsWith('-')) return AMOUNT_INPUT_MESSAGES.notPositive;
  return AMOUNT_INPUT_MESSAGES.notDollarsAndCents;
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
