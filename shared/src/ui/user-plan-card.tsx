import { formatUsd } from '../rules/money';
import { planProgressPercent } from '../rules/user-plans';
import type { UserPlan } from '../types';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** One active plan: its terms and the days-left progress (the investor's and the admin's pages, docs/product.md). */
export function UserPlanCard({ plan }: { plan: UserPlan }) {
  const percent = planProgressPercent(plan);
  const titleId = `user-plan-${plan.id}-title`;
  return (
    <article className="plan-card user-plan-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{plan.title} plan</h2>
      <p className="plan-roi"><strong>{plan.roi}%</strong> daily</p>
      <dl className="plan-facts">
        <div><dt>Duration</dt><dd>{days(plan.initial_duration)}</dd></div>
        <div><dt>Capital</dt><dd>{formatUsd(plan.amount)}</dd></div>
        <div><dt>Daily return</dt><dd>{formatUsd(plan.returns)}</dd></div>
        <div><dt>Total return</dt><dd>{formatUsd(plan.total_returns)}</dd></div>
        <div><dt>Days left</dt><dd>{days(plan.duration)}</dd></div>
      </dl>
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
    </article>
  );
}

/** The cards of a list of active plans. */
export function UserPlanGrid({ plans }: { plans: UserPlan[] }) {
  return (
    <ul className="card-grid user-plan-grid">
      {plans.map((plan) => (
        <li key={plan.id}><UserPlanCard plan={plan} /></li>
      ))}
    </ul>
  );
}
