/**
 * An active plan's progress bar (docs/product.md#investor-dashboard): days left over the initial
 * duration, as a whole percent from 0 to 100.
 */
export function planProgressPercent(plan: { duration: number; initial_duration: number }): number {
  if (!(plan.initial_duration > 0) || !Number.isFinite(plan.duration)) return 0;
  return Math.min(100, Math.max(0, Math.round((plan.duration / plan.initial_duration) * 100)));
}

/**
 * The days-left bar said in words, so a full bar reads as a term still to come, not a finished one:
 * "All 30 days still to come (100% of the term left)", "27 of 30 days left (90% of the term left)",
 * "Term complete (0% of the term left)". The share is `planProgressPercent`'s, as the spec has it.
 */
export function planTimeLeftText(plan: { duration: number; initial_duration: number }): string {
  const share = `(${planProgressPercent(plan)}% of the term left)`;
  const left = Math.max(0, Math.min(plan.duration, plan.initial_duration));
  if (!(plan.initial_duration > 0) || left === 0) return `Term complete ${share}`;
  if (left === plan.initial_duration) return `All ${daysText(left)} still to come ${share}`;
  return `${left} of ${daysText(plan.initial_duration)} left ${share}`;
}

/** A count of days as the plan cards say it: "1 day", "14 days". */
export function daysText(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
