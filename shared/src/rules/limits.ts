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

/** A record id in a path or body: plain decimal digits, at most 15 of them (always a safe integer). */
export const MAX_ID = 999_999_999_999_999;
export const ID_PATTERN = '^[1-9][0-9]{0,14}$';

/** The longest user search (admin lists): as long as the longest email address. */
export const MAX_USER_SEARCH_LENGTH = 254;
