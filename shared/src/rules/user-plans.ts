import { inEnglish, type Translate } from './messages';

/**
 * An active plan's progress bar (docs/product.md#investor-dashboard): days left over the initial
 * duration, as a whole percent from 0 to 100.
 */
export function planProgressPercent(plan: { duration: number; initial_duration: number }): number {
  if (!(plan.initial_duration > 0) || !Number.isFinite(plan.duration)) return 0;
  return Math.min(100, Math.max(0, Math.round((plan.duration / plan.initial_duration) * 100)));
}

const TIME_LEFT_TEXTS = {
  complete: /*i18n*/ { id: 'rules.planTimeLeft.complete', message: 'Term complete ({percent}% of the term left)' },
  allToCome: /*i18n*/ {
    id: 'rules.planTimeLeft.allToCome',
    message: 'All {days, plural, one {# day} other {# days}} still to come ({percent}% of the term left)',
  },
  someLeft: /*i18n*/ { id: 'rules.planTimeLeft.someLeft', message: '{left} of {days, plural, one {# day} other {# days}} left ({percent}% of the term left)' },
};

/**
 * The days-left bar said in words, so a full bar reads as a term still to come, not a finished one:
 * "All 30 days still to come (100% of the term left)", "27 of 30 days left (90% of the term left)",
 * "Term complete (0% of the term left)". The share is `planProgressPercent`'s, as the spec has it.
 */
export function planTimeLeftText(plan: { duration: number; initial_duration: number }, translate: Translate = inEnglish): string {
  const percent = planProgressPercent(plan);
  const left = Math.max(0, Math.min(plan.duration, plan.initial_duration));
  if (!(plan.initial_duration > 0) || left === 0) return translate({ ...TIME_LEFT_TEXTS.complete, values: { percent } });
  const values = { left, days: plan.initial_duration, percent };
  return translate({ ...(left === plan.initial_duration ? TIME_LEFT_TEXTS.allToCome : TIME_LEFT_TEXTS.someLeft), values });
}

/** A count of days as the plan cards say it: "1 day", "14 days". */
export function daysText(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
