import { formatUsd } from '@arcvest/shared/rules';
import { Money, type Redemption, type UserPlan, FactList } from '@arcvest/shared';

/** What redeeming a plan now does, line by line, as the confirm step shows it (docs/money.md#early-redemption). */
export function RedemptionFigures({ plan, quote }: { plan: UserPlan; quote: Redemption }) {
  return (
    <>
      <p>
        End the <strong>{plan.title}</strong> plan now? Nothing more is paid on it, and this cannot be undone.
      </p>
      <FactList
        className="redemption-figures"
        facts={[
          { term: 'Capital', value: <Money amount={quote.capital} /> },
          { term: `Penalty (${plan.early_redemption_penalty_percent}% of the capital)`, value: <Money amount={`−${formatUsd(quote.penalty)}`} /> },
          plan.early_redemption_deducts_earnings
            ? { term: 'Earnings already paid, deducted', value: <Money amount={`−${formatUsd(quote.earnings_deducted)}`} /> }
            : { term: 'Earnings already paid (yours to keep)', value: <Money amount={plan.earned} /> },
          quote.referral_bonus_deducted > 0 && {
            term: 'Referral bonus paid on this plan, which your referrer has spent',
            value: <Money amount={`−${formatUsd(quote.referral_bonus_deducted)}`} />,
          },
          { term: 'Credited to your balance', value: <Money amount={quote.credited} />, row: { className: 'redemption-credited' } },
        ]}
      />
    </>
  );
}
