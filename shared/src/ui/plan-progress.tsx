import { useLingui } from '@arcvest/shared';
import { planProgressPercent, planTimeLeftText } from '../rules/user-plans';
import type { UserPlan } from '../types';

const TIME_LEFT = /*i18n*/ { id: 'ui.planProgress.timeLeft', message: 'Time left on the {title} plan' };

/**
 * A running plan's days-left bar and its caption (docs/product.md#investor-dashboard). The share is
 * the spec's (days left / term), drawn as the time still to come on the plan's timeline: anchored at
 * its end, hatched, with a "today" edge, so a full bar on day 0 reads as all to come, not as done.
 */
export function PlanProgress({ plan }: { plan: Pick<UserPlan, 'title' | 'duration' | 'initial_duration'> }) {
  const { _ } = useLingui();
  const percent = planProgressPercent(plan);
  const text = planTimeLeftText(plan, _);
  return (
    <>
      <div
        className="progress progress-remaining"
        role="progressbar"
        aria-label={_({ ...TIME_LEFT, values: { title: plan.title } })}
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
