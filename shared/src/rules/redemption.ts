import { DEFAULT_LOCALE, formattingLocale, type UiLocale } from './locale';
import { inEnglish, type Message, type Translate } from './messages';
import { hasAtMostTwoDecimals, type Cents } from './money';

/**
 * The reasons an early redemption writes on its ledger rows (the API's redemption service), which
 * history reads back to name each charge (`transactionTypeLabel`). Stored rows keep these texts.
 */
export const REDEMPTION_REASONS = {
  capital: 'Capital returned early',
  penaltyPrefix: 'Early redemption penalty',
  penalty: (percent: number) => `${REDEMPTION_REASONS.penaltyPrefix}: ${percent}% of the capital`,
  earningsDeducted: 'Earnings already paid, deducted on early redemption',
  referralDeducted: 'Referral bonus paid on this plan, which the referrer had spent, deducted on early redemption',
  referralTakenBackPrefix: 'Referral bonus taken back',
  referralTakenBack: (title: string) => `${REDEMPTION_REASONS.referralTakenBackPrefix}: the ${title} plan it was paid on was redeemed early`,
} as const;

/**
 * A plan's early-redemption rule (docs/money.md#early-redemption), as the admin sets it on the
 * plan and as a user plan keeps it from the day it was bought.
 */
export interface RedemptionRule {
  /** Percent of the capital kept as a penalty, 0 to 100 with up to two decimals; null: not allowed. */
  penaltyPercent: number | null;
  /** Earnings already paid are taken off what is credited (the Binance Simple Earn rule). */
  deductsEarnings: boolean;
}

/** The rule of a plan (or of a user plan, which keeps the one it was bought under) as the API answers it. */
export function planRedemptionRule(plan: { early_redemption_penalty_percent: number | null; early_redemption_deducts_earnings: boolean }): RedemptionRule {
  return { penaltyPercent: plan.early_redemption_penalty_percent, deductsEarnings: plan.early_redemption_deducts_earnings };
}

/**
 * What redeeming a plan now would do, in cents. `credited` = capital - penalty - earnings
 * deducted - referral bonus deducted, never below 0.
 */
export interface RedemptionQuote {
  allowed: boolean;
  capital: Cents;
  penalty: Cents;
  /** Earnings already paid taken back (0 unless the rule deducts them). */
  earnings_deducted: Cents;
  /** The part of the plan's referral bonus its referrer no longer has, taken from the credit instead. */
  referral_bonus_deducted: Cents;
  credited: Cents;
}

/** The penalty percent as stored: hundredths of a percent (2.5% -> 250), null kept. */
export function penaltyToBasisPoints(percent: number | null): number | null {
  return percent === null ? null : Math.round(percent * 100);
}

export function penaltyFromBasisPoints(basisPoints: number | null): number | null {
  return basisPoints === null ? null : basisPoints / 100;
}

/**
 * The redemption of a plan with `capital` cents of which `earningsPaid` have been paid so far,
 * and `referralShortfall` cents of its referral bonus that the referrer could not give back
 * (`referralClawback`). The penalty is rounded down to the cent (in the investor's favour);
 * deductions never take the credit below zero. BigInt keeps large capitals exact.
 */
export function redemptionQuote(capital: Cents, earningsPaid: Cents, rule: RedemptionRule, referralShortfall: Cents = 0): RedemptionQuote {
  const basisPoints = penaltyToBasisPoints(rule.penaltyPercent);
  if (basisPoints === null) return { allowed: false, capital, penalty: 0, earnings_deducted: 0, referral_bonus_deducted: 0, credited: 0 };
  const penalty = Number((BigInt(capital) * BigInt(basisPoints)) / 10000n);
  const earningsDeducted = rule.deductsEarnings ? Math.min(earningsPaid, capital - penalty) : 0;
  const referralDeducted = Math.min(referralShortfall, capital - penalty - earningsDeducted);
  return {
    allowed: true,
    capital,
    penalty,
    earnings_deducted: earningsDeducted,
    referral_bonus_deducted: referralDeducted,
    credited: capital - penalty - earningsDeducted - referralDeducted,
  };
}

/**
 * How the referral bonus paid on a plan redeemed early is taken back (docs/money.md#referral-bonus):
 * from the referrer's balance as far as it goes (never below zero), and the rest, which the
 * referrer already spent, from the redemption's credit. Either way no bonus outlives its capital.
 */
export function referralClawback(bonus: Cents, referrerBalance: Cents): { fromReferrer: Cents; shortfall: Cents } {
  const fromReferrer = Math.min(bonus, Math.max(referrerBalance, 0));
  return { fromReferrer, shortfall: bonus - fromReferrer };
}

/** The rule in a sentence, for plan cards and the buy modal. */
export function redemptionRuleText(rule: RedemptionRule, translate: Translate = inEnglish, locale: UiLocale = DEFAULT_LOCALE): string {
  if (rule.penaltyPercent === null) return translate(REDEMPTION_TEXTS.none);
  if (rule.penaltyPercent === 0) return translate(rule.deductsEarnings ? REDEMPTION_TEXTS.freeDeducted : REDEMPTION_TEXTS.free);
  const percent = new Intl.NumberFormat(formattingLocale(locale), { maximumFractionDigits: 2 }).format(rule.penaltyPercent);
  return translate({ ...(rule.deductsEarnings ? REDEMPTION_TEXTS.penaltyDeducted : REDEMPTION_TEXTS.penalty), values: { percent } });
}

const REDEMPTION_TEXTS = {
  none: /*i18n*/ { id: 'rules.redemption.none', message: 'No early redemption: the capital comes back at the end of the term.' },
  free: /*i18n*/ { id: 'rules.redemption.free', message: 'Early redemption without a penalty.' },
  freeDeducted: /*i18n*/ { id: 'rules.redemption.freeDeducted', message: 'Early redemption without a penalty; earnings already paid are deducted.' },
  penalty: /*i18n*/ { id: 'rules.redemption.penalty', message: 'Early redemption with a penalty of {percent}% of the capital.' },
  penaltyDeducted: /*i18n*/ {
    id: 'rules.redemption.penaltyDeducted',
    message: 'Early redemption with a penalty of {percent}% of the capital; earnings already paid are deducted.',
  },
};

const SHORT_TEXTS = {
  notAllowed: /*i18n*/ { id: 'rules.redemption.short.notAllowed', message: 'Not allowed' },
  noPenalty: /*i18n*/ { id: 'rules.redemption.short.noPenalty', message: 'No penalty' },
  noPenaltyDeducted: /*i18n*/ { id: 'rules.redemption.short.noPenaltyDeducted', message: 'No penalty, earnings deducted' },
  penalty: /*i18n*/ { id: 'rules.redemption.short.penalty', message: '{percent}% penalty' },
  penaltyDeducted: /*i18n*/ { id: 'rules.redemption.short.penaltyDeducted', message: '{percent}% penalty, earnings deducted' },
};

/** The rule in a few words, for a card's facts: "Not allowed", "No penalty", "5% penalty, earnings deducted". */
export function redemptionRuleShort(rule: RedemptionRule, translate: Translate = inEnglish): string {
  if (rule.penaltyPercent === null) return translate(SHORT_TEXTS.notAllowed);
  if (rule.penaltyPercent === 0) return translate(rule.deductsEarnings ? SHORT_TEXTS.noPenaltyDeducted : SHORT_TEXTS.noPenalty);
  return translate({ ...(rule.deductsEarnings ? SHORT_TEXTS.penaltyDeducted : SHORT_TEXTS.penalty), values: { percent: rule.penaltyPercent } });
}

const PENALTY_TEXT: Message = /*i18n*/ {
  id: 'rules.plan.penalty',
  message: 'The early-redemption penalty must be a percentage from 0 to 100, with up to two decimals.',
};

/** Checks the admin's penalty: null, or 0 to 100 with up to two decimals. Returns the message, or null. */
export function redemptionPenaltyError(percent: number | null, translate: Translate = inEnglish): string | null {
  if (percent === null) return null;
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || !hasAtMostTwoDecimals(percent)) {
    return translate(PENALTY_TEXT);
  }
  return null;
}
