import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
import { totalReturnPercent } from '../rules/plans';
import { depositFeeText, planMinimumTotalText } from '../rules/purchase';
import { planRedemptionRule, redemptionRuleText } from '../rules/redemption';
import type { Plan } from '../types';
import { activeLocale } from '../i18n/i18n';
import { Money } from './money';
import { FactList } from './fact-list';

export const RISK_NOTE = /*i18n*/ {
  id: 'ui.planCard.riskNote',
  message: 'Returns are set by the operator and are not guaranteed. Crypto-assets are volatile and you can lose capital.',
};

const TEXTS = {
  title: /*i18n*/ { id: 'ui.planCard.title', message: '{title} plan' },
  duration: /*i18n*/ { id: 'ui.planCard.duration', message: 'Duration' },
  days: /*i18n*/ { id: 'ui.planCard.days', message: '{count, plural, one {# day} other {# days}}' },
  totalReturns: /*i18n*/ { id: 'ui.planCard.totalReturns', message: 'Total returns' },
  percent: /*i18n*/ { id: 'ui.planCard.percent', message: '{percent, number}%' },
  capitalReturn: /*i18n*/ { id: 'ui.planCard.capitalReturn', message: 'Capital return' },
  yes: /*i18n*/ { id: 'ui.planCard.yes', message: 'Yes' },
  amount: /*i18n*/ { id: 'ui.planCard.amount', message: 'Amount' },
  depositFee: /*i18n*/ { id: 'ui.planCard.depositFee', message: 'Deposit fee' },
  paidInTotal: /*i18n*/ { id: 'ui.planCard.paidInTotal', message: 'Paid in total' },
  paidInTotalExample: /*i18n*/ { id: 'ui.planCard.paidInTotalExample', message: 'Amount plus fee, e.g. {total}' },
};

/**
 * One plan as the home page, the buy-plan page and the admin list show it (docs/product.md).
 * With `showFee` (where an investor buys), the deposit fee and what is paid in total at the
 * minimum, so the fee is known before the payment page (docs/fees.md#deposit-network-fee).
 * The plan's name and the operator's risk text are data: shown as written.
 */
export function PlanCard({ plan, showFee = false, children }: { plan: Plan; showFee?: boolean; children?: ReactNode }) {
  const { _ } = useLingui();
  return (
    <article className="plan-card" aria-labelledby={`plan-${plan.id}-title`}>
      <h3 id={`plan-${plan.id}-title`}>{_({ ...TEXTS.title, values: { title: plan.title } })}</h3>
      <p className="plan-roi">
        <Trans id="ui.planCard.dailyRate" message="<0>{roi, number}%</0> daily" values={{ roi: plan.roi }} components={{ 0: <strong /> }} />
      </p>
      <FactList
        className="plan-facts"
        facts={[
          { key: 'duration', term: _(TEXTS.duration), value: _({ ...TEXTS.days, values: { count: plan.duration } }) },
          { key: 'total-returns', term: _(TEXTS.totalReturns), value: _({ ...TEXTS.percent, values: { percent: totalReturnPercent(plan) } }) },
          { key: 'capital-return', term: _(TEXTS.capitalReturn), value: _(TEXTS.yes) },
          {
            key: 'amount',
            term: _(TEXTS.amount),
            value: (
              <>
                <Money amount={plan.min_amount} /> – <Money amount={plan.max_amount} />
              </>
            ),
            valueClassName: 'plan-amount-range',
          },
          showFee && { key: 'deposit-fee', term: _(TEXTS.depositFee), value: depositFeeText(_, activeLocale()) },
          showFee && {
            key: 'paid-in-total',
            term: _(TEXTS.paidInTotal),
            value: _({ ...TEXTS.paidInTotalExample, values: { total: planMinimumTotalText(plan, _, activeLocale()) } }),
          },
        ]}
      />
      <p className="plan-redemption">{redemptionRuleText(planRedemptionRule(plan), _, activeLocale())}</p>
      {/* The operator's own risk text when the plan has one, else the platform's note; read before
          the button, which sits last so the buttons of a row of cards line up at the bottom. */}
      {plan.risk_disclosure ? (
        <p className="plan-risk" translate="no">
          {plan.risk_disclosure}
        </p>
      ) : (
        <p className="plan-risk">{_(RISK_NOTE)}</p>
      )}
      {children && <div className="plan-actions">{children}</div>}
    </article>
  );
}
