import { planProgressPercent } from '../rules/user-plans';
import type { UserPlan } from '../types';

/** A running plan's days-left bar and its caption (docs/product.md#investor-dashboard). */
export function PlanProgress({ plan }: { plan: Pick<UserPlan, 'title' | 'duration' | 'initial_duration'> }) {
  const percent = planProgressPercent(plan);
  return (
    <>
      <div
        className="progress"
        role="progressbar"
        aria-label={`Time left on the ${plan.title} plan`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the term left`}
      >
        <span className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-caption">{percent}% of the term left</p>
    </>
  );
}
