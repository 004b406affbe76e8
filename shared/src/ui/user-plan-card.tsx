import type { ReactNode } from 'react';
import { formatDateTime } from '../rules/dates';
import { planRedemptionRule, redemptionRuleShort } from '../rules/redemption';
import { daysText } from '../rules/user-plans';
import type { UserPlan } from '../types';
import { Money } from '@arcvest/shared';
import { PlanProgress } from './plan-progress';
import { FactList } from './fact-list';

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
      <p className="plan-roi">
        <strong>{plan.roi}%</strong> daily
      </p>
      <FactList
        className="plan-facts"
        facts={[
          { term: 'Duration', value: daysText(plan.initial_duration) },
          { term: 'Capital', value: <Money amount={plan.amount} /> },
          { term: 'Daily return', value: <Money amount={plan.returns} /> },
          { term: 'Total return', value: <Money amount={plan.total_returns} /> },
          { term: 'Earned so far', value: <Money amount={plan.earned} /> },
          active && { term: 'Days left', value: daysText(plan.duration) },
          { term: active ? 'Ends' : 'Ended', value: formatDateTime(active ? plan.ends_at : (plan.ended_at ?? plan.ends_at)) },
          { term: 'Early redemption', value: redemptionRuleShort(planRedemptionRule(plan)) },
          active && { term: 'At maturity', value: plan.auto_renew ? 'Renews with the capital' : 'Capital to balance' },
        ]}
      />
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
        <li key={plan.id}>
          <UserPlanCard plan={plan} actions={plan.status === 'active' ? actions?.(plan) : undefined} />
        </li>
      ))}
    </ul>
  );
}
