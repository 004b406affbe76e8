/**
 * An active plan's progress bar (docs/product.md#investor-dashboard): days left over the initial
 * duration, as a whole percent from 0 to 100.
 */
export function planProgressPercent(plan: { duration: number; initial_duration: number }): number {
  if (!(plan.initial_duration > 0) || !Number.isFinite(plan.duration)) return 0;
  return Math.min(100, Math.max(0, Math.round((plan.duration / plan.initial_duration) * 100)));
}

/** A count of days as the plan cards say it: "1 day", "14 days". */
export function daysText(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}
