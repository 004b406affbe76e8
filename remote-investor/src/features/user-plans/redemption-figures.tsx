import { formatUsd } from '@arcvest/shared/rules';
import { activeLocale, Money, Trans, useLingui, type Redemption, type UserPlan, FactList } from '@arcvest/shared';
import { REDEMPTION_TEXTS as TEXTS } from './messages';

/** What redeeming a plan now does, line by line, as the confirm step shows it (docs/money.md#early-redemption). */
export function RedemptionFigures({ plan, quote }: { plan: UserPlan; quote: Redemption }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  return (
    <>
      <p>
        <Trans {...TEXTS.question} values={{ title: plan.title }} components={{ 0: <strong /> }} />
      </p>
      <FactList
        className="redemption-figures"
        facts={[
          { term: _(TEXTS.capital), value: <Money amount={quote.capital} /> },
          {
            term: _({ ...TEXTS.penalty, values: { percent: plan.early_redemption_penalty_percent ?? 0 } }),
            value: <Money amount={`−${formatUsd(quote.penalty, locale)}`} />,
          },
          plan.early_redemption_deducts_earnings
            ? { term: _(TEXTS.earningsDeducted), value: <Money amount={`−${formatUsd(quote.earnings_deducted, locale)}`} /> }
            : { term: _(TEXTS.earningsKept), value: <Money amount={plan.earned} /> },
          quote.referral_bonus_deducted > 0 && {
            term: _(TEXTS.referralDeducted),
            value: <Money amount={`−${formatUsd(quote.referral_bonus_deducted, locale)}`} />,
          },
          { term: _(TEXTS.credited), value: <Money amount={quote.credited} />, row: { className: 'redemption-credited' } },
        ]}
      />
    </>
  );
}
