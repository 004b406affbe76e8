import { formatUsd } from '@arcvest/shared/rules';
import { Money, type Redemption, type UserPlan } from '@arcvest/shared';

/** What redeeming a plan now does, line by line, as the confirm step shows it (docs/money.md#early-redemption). */
export function RedemptionFigures({ plan, quote }: { plan: UserPlan; quote: Redemption }) {
  return (
    <>
      <p>
        End the <strong>{plan.title}</strong> plan now? Nothing more is paid on it, and this cannot be undone.
      </p>
      <dl className="redemption-figures">
        <div><dt>Capital</dt><dd><Money amount={quote.capital} /></dd></div>
        <div><dt>Penalty ({plan.early_redemption_penalty_percent}% of the capital)</dt><dd><Money amount={`−${formatUsd(quote.penalty)}`} /></dd></div>
        {plan.early_redemption_deducts_earnings ? (
          <div><dt>Earnings already paid, deducted</dt><dd><Money amount={`−${formatUsd(quote.earnings_deducted)}`} /></dd></div>
        ) : (
          <div><dt>Earnings already paid (yours to keep)</dt><dd><Money amount={plan.earned} /></dd></div>
        )}
        {quote.referral_bonus_deducted > 0 && (
          <div><dt>Referral bonus paid on this plan, which your referrer has spent</dt><dd><Money amount={`−${formatUsd(quote.referral_bonus_deducted)}`} /></dd></div>
        )}
        <div className="redemption-credited"><dt>Credited to your balance</dt><dd><Money amount={quote.credited} /></dd></div>
      </dl>
    </>
  );
}
