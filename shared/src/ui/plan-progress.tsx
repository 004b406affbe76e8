import { planProgressPercent, planTimeLeftText } from '../rules/user-plans';
import type { UserPlan } from '../types';

/**
 * A running plan's days-left bar and its caption (docs/product.md#investor-dashboard). The share is
 * the spec's (days left / term), drawn as the time still to come on the plan's timeline: anchored at
 * its end, hatched, with a "today" edge, so a full bar on day 0 reads as all to come, not as done.
 */
export function PlanProgress({ plan }: { plan: Pick<UserPlan, 'title' | 'duration' | 'initial_duration'> }) {
  const percent = planProgressPercent(plan);
  const text = planTimeLeftText(plan);
  return (
    <>
      <div
        className="progress progress-remaining"
        role="progressbar"
        aria-label={`Time left on the ${plan.title} plan`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-caption">{text}</p>
    </>
  );
}
