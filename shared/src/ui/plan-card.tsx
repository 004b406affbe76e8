import type { ReactNode } from 'react';
import { totalReturnPercent } from '../rules/plans';
import { depositFeeText, planMinimumTotalText } from '../rules/purchase';
import { planRedemptionRule, redemptionRuleText } from '../rules/redemption';
import type { Plan } from '../types';
import { Money } from './money';
import { FactList } from './fact-list';

export const RISK_NOTE = 'Returns are set by the operator and are not guaranteed. Crypto-assets are volatile and you can lose capital.';

/**
 * One plan as the home page, the buy-plan page and the admin list show it (docs/product.md).
 * With `showFee` (where an investor buys), the deposit fee and what is paid in total at the
 * minimum, so the fee is known before the payment page (docs/fees.md#deposit-network-fee).
 */
export function PlanCard({ plan, showFee = false, children }: { plan: Plan; showFee?: boolean; children?: ReactNode }) {
  return (
    <article className="plan-card" aria-labelledby={`plan-${plan.id}-title`}>
      <h3 id={`plan-${plan.id}-title`}>{plan.title} plan</h3>
      <p className="plan-roi">
        <strong>{plan.roi}%</strong> daily
      </p>
      <FactList
        className="plan-facts"
        facts={[
          { term: 'Duration', value: `${plan.duration} days` },
          { term: 'Total returns', value: `${totalReturnPercent(plan)}%` },
          { term: 'Capital return', value: 'Yes' },
          {
            term: 'Amount',
            value: (
              <>
                <Money amount={plan.min_amount} /> – <Money amount={plan.max_amount} />
              </>
            ),
            valueClassName: 'plan-amount-range',
          },
          showFee && { term: 'Deposit fee', value: depositFeeText() },
          showFee && { term: 'Paid in total', value: `Amount plus fee, e.g. ${planMinimumTotalText(plan)}` },
        ]}
      />
      <p className="plan-redemption">{redemptionRuleText(planRedemptionRule(plan))}</p>
      {/* The operator's own risk text when the plan has one, else the platform's note; read before
          the button, which sits last so the buttons of a row of cards line up at the bottom. */}
      <p className="plan-risk">{plan.risk_disclosure ?? RISK_NOTE}</p>
      {children && <div className="plan-actions">{children}</div>}
    </article>
  );
}
