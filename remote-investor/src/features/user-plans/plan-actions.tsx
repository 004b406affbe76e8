import { activeLocale, Button, Link, newHelpRequestPath, readApiError, useLingui, useRefreshUser, useToast, type UserPlan } from '@arcvest/shared';
import { InstantSwitch, type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { formatUsd } from '@arcvest/shared/rules';
import { useLazyGetRedemptionQuery, useRedeemPlanMutation, useSetRenewalMutation } from './api';
import { PLAN_ACTION_TEXTS as TEXTS } from './messages';
import { RedemptionFigures } from './redemption-figures';

/**
 * A running plan's choices (docs/money.md#early-redemption): redeem early, after a confirm step
 * showing what will be credited, where the plan's rule allows it; and what happens at maturity.
 */
export function PlanActions({ plan, ask }: { plan: UserPlan; ask: (action: ConfirmedAction) => void }) {
  const { _ } = useLingui();
  const toast = useToast();
  const refreshUser = useRefreshUser();
  const [loadQuote, quote] = useLazyGetRedemptionQuery();
  const [redeem] = useRedeemPlanMutation();
  const [setRenewal] = useSetRenewalMutation();

  const askToRedeem = async () => {
    try {
      const figures = await loadQuote(plan.id).unwrap();
      ask({
        title: _({ ...TEXTS.redeemTitle, values: { title: plan.title } }),
        confirmLabel: _(TEXTS.redeem),
        destructive: true,
        question: <RedemptionFigures plan={plan} quote={figures} />,
        run: async () => {
          const done = await redeem(plan.id).unwrap();
          refreshUser();
          return { message: _({ ...TEXTS.redeemed, values: { amount: formatUsd(done.credited, activeLocale()) } }) };
        },
        failureMessage: _(TEXTS.redeemFailed),
      });
    } catch (error) {
      toast.error(readApiError(error, _(TEXTS.quoteFailed)).message);
    }
  };

  return (
    <>
      <InstantSwitch
        label={_(TEXTS.renew)}
        checked={plan.auto_renew}
        save={(on) => setRenewal({ id: plan.id, auto_renew: on }).unwrap()}
        failureMessage={_(TEXTS.choiceFailed)}
      />
      {plan.early_redemption_penalty_percent !== null && (
        <Button variant="secondary" busy={quote.isFetching} onClick={() => void askToRedeem()}>
          {_(TEXTS.redeem)}
        </Button>
      )}
      <Link
        to={newHelpRequestPath({ type: 'plan', id: plan.id })}
        className="btn btn-ghost"
        aria-label={_({ ...TEXTS.helpLabel, values: { title: plan.title } })}
      >
        {_(TEXTS.help)}
      </Link>
    </>
  );
}
