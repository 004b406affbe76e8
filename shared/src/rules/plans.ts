import type { Cents, PlanInput } from '../types';
import { hasAtMostTwoDecimals, parsePercent, parseUsd } from './money';
import { MAX_RISK_DISCLOSURE_CHARS } from './limits';
import type { FieldErrors } from './field-errors';
import { redemptionPenaltyError } from './redemption';
import { inEnglish, type Message, type Translate } from './messages';

/** ROI percent per day (up to two decimals) as integer hundredths of a percent. */
export function roiToBasisPoints(roi: number): number {
  return Math.round(roi * 100);
}

/** Total return of a plan card in percent: duration x roi. */
export function totalReturnPercent(plan: { roi: number; duration: number }): number {
  return roundPercent(plan.roi * plan.duration);
}

function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface PlanReturns {
  /** Paid on each of the first duration - 1 days. */
  daily: Cents;
  /** Paid on the last day: the remainder, so that the total is exact. */
  lastDay: Cents;
  /** All returns, without the capital. */
  total: Cents;
  /** Returns plus the capital back: what the payout preview shows. */
  payout: Cents;
}

/**
 * Returns of a plan bought for `amount` cents: total = amount x roi x duration / 100,
 * rounded to the cent; each day pays total / duration rounded down and the last day the rest.
 * BigInt keeps large amounts exact.
 */
export function planReturns(amount: Cents, roi: number, duration: number): PlanReturns {
  const total = Number((BigInt(amount) * BigInt(roiToBasisPoints(roi)) * BigInt(duration) + 5000n) / 10000n);
  const daily = Math.floor(total / duration);
  return { daily, lastDay: total - daily * (duration - 1), total, payout: total + amount };
}

/** The admin plan form as typed: every field text, the two choices as their option values. */
export interface PlanFormValues {
  title: string;
  roi: string;
  duration: string;
  min_amount: string;
  max_amount: string;
  early_redemption: 'not_allowed' | 'allowed';
  early_redemption_penalty_percent: string;
  early_redemption_deducts_earnings: 'keep' | 'deduct';
  risk_disclosure: string;
}

/** What the plan checks say (the admin's plan form, and the API's 422 in English). */
export const PLAN_TEXTS = {
  titleRequired: /*i18n*/ { id: 'rules.plan.titleRequired', message: 'The title is required.' },
  titleTooLong: /*i18n*/ { id: 'rules.plan.titleTooLong', message: 'The title may have at most {max} characters.' },
  roi: /*i18n*/ { id: 'rules.plan.roi', message: 'The ROI must be a percentage above 0 and at most {max}, with up to two decimals.' },
  duration: /*i18n*/ { id: 'rules.plan.duration', message: 'The duration must be a whole number of days from 1 to {max}.' },
  minAmount: /*i18n*/ { id: 'rules.plan.minAmount', message: 'The minimum amount must be a dollar amount above 0.' },
  maxAmount: /*i18n*/ { id: 'rules.plan.maxAmount', message: 'The maximum amount must be a dollar amount above 0.' },
  maxBelowMin: /*i18n*/ { id: 'rules.plan.maxBelowMin', message: 'The maximum amount must not be below the minimum amount.' },
  riskTooLong: /*i18n*/ { id: 'rules.plan.riskTooLong', message: 'The risk text may have at most {max} characters.' },
};

const PLAN_TITLE_MAX = 60;
const PLAN_ROI_MAX = 100;
const PLAN_DAYS_MAX = 3650;

function addError(errors: FieldErrors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/** The rules of a plan, checked by the admin forms and again by the API; the messages in English unless a `translate` is given. */
export function validatePlan(plan: PlanInput, translate: Translate = inEnglish): FieldErrors {
  const errors: FieldErrors = {};
  const say = (text: Message, max?: number) => translate(max === undefined ? text : { ...text, values: { max } });
  const title = plan.title.trim();
  if (!title) addError(errors, 'title', say(PLAN_TEXTS.titleRequired));
  else if (title.length > PLAN_TITLE_MAX) addError(errors, 'title', say(PLAN_TEXTS.titleTooLong, PLAN_TITLE_MAX));
  if (!(plan.roi > 0 && plan.roi <= PLAN_ROI_MAX) || !hasAtMostTwoDecimals(plan.roi)) {
    addError(errors, 'roi', say(PLAN_TEXTS.roi, PLAN_ROI_MAX));
  }
  if (!Number.isInteger(plan.duration) || plan.duration < 1 || plan.duration > PLAN_DAYS_MAX) {
    addError(errors, 'duration', say(PLAN_TEXTS.duration, PLAN_DAYS_MAX));
  }
  const minOk = Number.isSafeInteger(plan.min_amount) && plan.min_amount >= 1;
  const maxOk = Number.isSafeInteger(plan.max_amount) && plan.max_amount >= 1;
  if (!minOk) addError(errors, 'min_amount', say(PLAN_TEXTS.minAmount));
  if (!maxOk) addError(errors, 'max_amount', say(PLAN_TEXTS.maxAmount));
  else if (minOk && plan.max_amount < plan.min_amount) {
    addError(errors, 'max_amount', say(PLAN_TEXTS.maxBelowMin));
  }
  const penaltyError = redemptionPenaltyError(plan.early_redemption_penalty_percent ?? null, translate);
  if (penaltyError) addError(errors, 'early_redemption_penalty_percent', penaltyError);
  if ((plan.risk_disclosure ?? '').trim().length > MAX_RISK_DISCLOSURE_CHARS) {
    addError(errors, 'risk_disclosure', say(PLAN_TEXTS.riskTooLong, MAX_RISK_DISCLOSURE_CHARS));
  }
  return errors;
}

/** Converts the admin plan form (dollars as typed) into a plan and checks it; `translate` says the messages. */
export function parsePlanForm(values: PlanFormValues, translate: Translate = inEnglish): { plan: PlanInput; errors: FieldErrors } {
  const plan: PlanInput = {
    title: values.title.trim(),
    roi: parsePercent(values.roi),
    duration: /^\d{1,4}$/.test(values.duration.trim()) ? Number(values.duration) : NaN,
    min_amount: parseUsd(values.min_amount) ?? NaN,
    max_amount: parseUsd(values.max_amount) ?? NaN,
    early_redemption_penalty_percent: values.early_redemption === 'allowed' ? parsePercent(values.early_redemption_penalty_percent) : null,
    early_redemption_deducts_earnings: values.early_redemption === 'allowed' && values.early_redemption_deducts_earnings === 'deduct',
    risk_disclosure: values.risk_disclosure.trim() || null,
  };
  return { plan, errors: validatePlan(plan, translate) };
}

/** A plan's risk text as stored and answered: trimmed, null when blank. */
export function normalizeRiskDisclosure(text: string | null | undefined): string | null {
  return text?.trim() || null;
}
