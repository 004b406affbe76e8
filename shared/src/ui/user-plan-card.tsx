import type { ReactNode } from 'react';
import { formatDateTime } from '../rules/dates';
import { planRedemptionRule, redemptionRuleShort } from '../rules/redemption';
import { daysText } from '../rules/user-plans';
import type { UserPlan } from '../types';
import { Money } from '@arcvest/shared';
import { PlanProgress } from './plan-progress';

const STATUS_LABELS: Record<UserPlan['status'], string> = { active: 'Active', completed: 'Completed', redeemed: 'Redeemed early' };

/**
 * One plan the user holds: its terms, what it has earned, when it ends and what happens then,
 * and while it runs the days-left progress (the investor's and the admin's pages,
 * docs/product.md#investor-dashboard). `actions` are the investor's choices on a running plan.
 */
export function UserPlanCard({ plan, actions }: { plan: UserPlan; actions?: ReactNode }) {
  const titleId = `user-plan-${plan.id}-title`;
  const active = plan.status === 'active';
  return (
    <article className="plan-card user-plan-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{plan.title} plan</h2>
      {!active && <p className="plan-status">{STATUS_LABELS[plan.status]}</p>}
      <p className="plan-roi"><strong>{plan.roi}%</strong> daily</p>
      <dl className="plan-facts">
        <div><dt>Duration</dt><dd>{daysText(plan.initial_duration)}</dd></div>
        <div><dt>Capital</dt><dd><Money amount={plan.amount} /></dd></div>
        <div><dt>Daily return</dt><dd><Money amount={plan.returns} /></dd></div>
        <div><dt>Total return</dt><dd><Money amount={plan.total_returns} /></dd></div>
        <div><dt>Earned so far</dt><dd><Money amount={plan.earned} /></dd></div>
        {active && <div><dt>Days left</dt><dd>{daysText(plan.duration)}</dd></div>}
        <div>
          <dt>{active ? 'Ends' : 'Ended'}</dt>
          <dd>{formatDateTime(active ? plan.ends_at : (plan.ended_at ?? plan.ends_at))}</dd>
        </div>
        <div><dt>Early redemption</dt><dd>{redemptionRuleShort(planRedemptionRule(plan))}</dd></div>
        {active && <div><dt>At maturity</dt><dd>{plan.auto_renew ? 'Renews with the capital' : 'Capital to balance'}</dd></div>}
      </dl>
      {active && <PlanProgress plan={plan} />}
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
