/**
 * Bounds of every amount the API accepts, in US cents. The server refuses anything outside
 * them (422); forms can use them to say so before sending.
 */

/** One deposit, plan purchase, and a plan's minimum and maximum: $1,000,000. */
export const MAX_PLAN_AMOUNT_CENTS = 100_000_000;
/** One withdrawal request: $1,000,000. */
export const MAX_WITHDRAWAL_CENTS = 100_000_000;
/** One admin bonus or fee: $1,000,000. */
export const MAX_ADJUSTMENT_CENTS = 100_000_000;
/** A wallet (and any stored amount) must stay a safe integer, so JavaScript reads it exactly. */
export const MAX_WALLET_CENTS = Number.MAX_SAFE_INTEGER;

/** A plan's daily return, percent (two decimals at most), and its length in days. */
export const MAX_PLAN_ROI_PERCENT = 100;
export const MAX_PLAN_DAYS = 3650;

/**
 * A record id in a path, query or body: 1 to 2,147,483,647, the range of PostgreSQL's `integer`
 * (the id columns' type), so no id the API accepts can overflow a query. The pattern is the same
 * range written as plain decimal digits (no sign, no leading zero).
 */
export const MAX_ID = 2_147_483_647;
export const ID_PATTERN =
  '^([1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

/** The longest user search (admin lists): as long as the longest email address. */
export const MAX_USER_SEARCH_LENGTH = 254;

/** The longest risk text an operator may write on a plan (docs/money.md#plan-disclosures). */
export const MAX_RISK_DISCLOSURE_CHARS = 2000;
