import type { ReactNode } from 'react';
import { formatDateTime } from '../rules/dates';
import { formatUsd } from '../rules/money';
import { planRedemptionRule, redemptionRuleShort } from '../rules/redemption';
import { planProgressPercent } from '../rules/user-plans';
import type { UserPlan } from '../types';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

const STATUS_LABELS: Record<UserPlan['status'], string> = { active: 'Active', completed: 'Completed', redeemed: 'Redeemed early' };

/**
 * One plan the user holds: its terms, what it has earned, when it ends and what happens then,
 * and while it runs the days-left progress (the investor's and the admin's pages,
 * docs/product.md#investor-dashboard). `actions` are the investor's choices on a running plan.
 */
export function UserPlanCard({ plan, actions }: { plan: UserPlan; actions?: ReactNode }) {
  const percent = planProgressPercent(plan);
  const titleId = `user-plan-${plan.id}-title`;
  const active = plan.status === 'active';
  return (
    <article className="plan-card user-plan-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{plan.title} plan</h2>
      {!active && <p className="plan-status">{STATUS_LABELS[plan.status]}</p>}
      <p className="plan-roi"><strong>{plan.roi}%</strong> daily</p>
      <dl className="plan-facts">
        <div><dt>Duration</dt><dd>{days(plan.initial_duration)}</dd></div>
        <div><dt>Capital</dt><dd>{formatUsd(plan.amount)}</dd></div>
        <div><dt>Daily return</dt><dd>{formatUsd(plan.returns)}</dd></div>
        <div><dt>Total return</dt><dd>{formatUsd(plan.total_returns)}</dd></div>
        <div><dt>Earned so far</dt><dd>{formatUsd(plan.earned)}</dd></div>
        {active && <div><dt>Days left</dt><dd>{days(plan.duration)}</dd></div>}
        <div>
          <dt>{active ? 'Ends' : 'Ended'}</dt>
          <dd>{formatDateTime(active ? plan.ends_at : (plan.ended_at ?? plan.ends_at))}</dd>
        </div>
        <div><dt>Early redemption</dt><dd>{redemptionRuleShort(planRedemptionRule(plan))}</dd></div>
        {active && <div><dt>At maturity</dt><dd>{plan.auto_renew ? 'Renews with the capital' : 'Capital to balance'}</dd></div>}
      </dl>
      {active && (
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
      )}
      {plan.renewal_note && <p className="plan-note">Not renewed: {plan.renewal_note}</p>}
      {actions && <div className="plan-actions">{actions}</div>}
    </article>
  );
}

/** The cards of a list of plans; `actions` gives each running plan's buttons. */
export function UserPlanGrid({ plans, actions }: { plans: UserPlan[]; actions?: (plan: UserPlan) => ReactNode }) {
  return (
    <ul className="card-grid user-plan-grid">
      {plans.map((plan) => (
        <li key={plan.id}><UserPlanCard plan={plan} actions={plan.status === 'active' ? actions?.(plan) : undefined} /></li>
      ))}
    </ul>
  );
}
