import type { ReactNode } from 'react';
import { formatDateTime } from '../rules/dates';
import { planRedemptionRule, redemptionRuleShort } from '../rules/redemption';
import type { UserPlan } from '../types';
import { activeLocale, Money, Trans, useLingui } from '@arcvest/shared';
import { PlanProgress } from './plan-progress';
import { FactList } from './fact-list';

const STATUS_LABELS = {
  active: /*i18n*/ { id: 'ui.userPlan.status.active', message: 'Active' },
  completed: /*i18n*/ { id: 'ui.userPlan.status.completed', message: 'Completed' },
  redeemed: /*i18n*/ { id: 'ui.userPlan.status.redeemed', message: 'Redeemed early' },
} satisfies Record<UserPlan['status'], unknown>;

const TEXTS = {
  title: /*i18n*/ { id: 'ui.userPlan.title', message: '{title} plan' },
  dailyRate: /*i18n*/ { id: 'ui.userPlan.dailyRate', message: '<0>{roi, number}%</0> daily' },
  duration: /*i18n*/ { id: 'ui.userPlan.duration', message: 'Duration' },
  days: /*i18n*/ { id: 'ui.userPlan.days', message: '{count, plural, one {# day} other {# days}}' },
  capital: /*i18n*/ { id: 'ui.userPlan.capital', message: 'Capital' },
  dailyReturn: /*i18n*/ { id: 'ui.userPlan.dailyReturn', message: 'Daily return' },
  totalReturn: /*i18n*/ { id: 'ui.userPlan.totalReturn', message: 'Total return' },
  earned: /*i18n*/ { id: 'ui.userPlan.earned', message: 'Earned so far' },
  daysLeft: /*i18n*/ { id: 'ui.userPlan.daysLeft', message: 'Days left' },
  ends: /*i18n*/ { id: 'ui.userPlan.ends', message: 'Ends' },
  ended: /*i18n*/ { id: 'ui.userPlan.ended', message: 'Ended' },
  earlyRedemption: /*i18n*/ { id: 'ui.userPlan.earlyRedemption', message: 'Early redemption' },
  atMaturity: /*i18n*/ { id: 'ui.userPlan.atMaturity', message: 'At maturity' },
  renews: /*i18n*/ { id: 'ui.userPlan.renews', message: 'Renews with the capital' },
  toBalance: /*i18n*/ { id: 'ui.userPlan.toBalance', message: 'Capital to balance' },
  notRenewed: /*i18n*/ { id: 'ui.userPlan.notRenewed', message: 'Not renewed: {note}' },
};

const EndDate = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at, undefined, activeLocale())}</time>;

/**
 * One plan the user holds: its terms, what it has earned, when it ends and what happens then,
 * and while it runs the days-left progress (the investor's and the admin's pages,
 * docs/product.md#investor-dashboard). `actions` are the investor's choices on a running plan.
 */
export function UserPlanCard({ plan, actions }: { plan: UserPlan; actions?: ReactNode }) {
  const { _ } = useLingui();
  const titleId = `user-plan-${plan.id}-title`;
  const active = plan.status === 'active';
  return (
    <article className="plan-card user-plan-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{_({ ...TEXTS.title, values: { title: plan.title } })}</h2>
      {!active && <p className="plan-status">{_(STATUS_LABELS[plan.status])}</p>}
      <p className="plan-roi">
        <Trans {...TEXTS.dailyRate} values={{ roi: plan.roi }} components={{ 0: <strong /> }} />
      </p>
      <FactList
        className="plan-facts"
        facts={[
          { key: 'duration', term: _(TEXTS.duration), value: _({ ...TEXTS.days, values: { count: plan.initial_duration } }) },
          { key: 'capital', term: _(TEXTS.capital), value: <Money amount={plan.amount} /> },
          { key: 'daily-return', term: _(TEXTS.dailyReturn), value: <Money amount={plan.returns} /> },
          { key: 'total-return', term: _(TEXTS.totalReturn), value: <Money amount={plan.total_returns} /> },
          { key: 'earned', term: _(TEXTS.earned), value: <Money amount={plan.earned} /> },
          active && { key: 'days-left', term: _(TEXTS.daysLeft), value: _({ ...TEXTS.days, values: { count: plan.duration } }) },
          {
            key: 'end',
            term: _(active ? TEXTS.ends : TEXTS.ended),
            value: <EndDate at={active ? plan.ends_at : (plan.ended_at ?? plan.ends_at)} />,
          },
          { key: 'early-redemption', term: _(TEXTS.earlyRedemption), value: redemptionRuleShort(planRedemptionRule(plan), _) },
          active && { key: 'at-maturity', term: _(TEXTS.atMaturity), value: _(plan.auto_renew ? TEXTS.renews : TEXTS.toBalance) },
        ]}
      />
      {active && <PlanProgress plan={plan} />}
      {plan.renewal_note && <p className="plan-note">{_({ ...TEXTS.notRenewed, values: { note: plan.renewal_note } })}</p>}
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
