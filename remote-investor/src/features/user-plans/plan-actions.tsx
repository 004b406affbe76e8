import { Button, Link, newHelpRequestPath, readApiError, useRefreshUser, useToast, type UserPlan } from '@arcvest/shared';
import { InstantSwitch, type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { formatUsd } from '@arcvest/shared/rules';
import { useLazyGetRedemptionQuery, useRedeemPlanMutation, useSetRenewalMutation } from './api';
import { RedemptionFigures } from './redemption-figures';

/**
 * A running plan's choices (docs/money.md#early-redemption): redeem early, after a confirm step
 * showing what will be credited, where the plan's rule allows it; and what happens at maturity.
 */
export function PlanActions({ plan, ask }: { plan: UserPlan; ask: (action: ConfirmedAction) => void }) {
  const toast = useToast();
  const refreshUser = useRefreshUser();
  const [loadQuote, quote] = useLazyGetRedemptionQuery();
  const [redeem] = useRedeemPlanMutation();
  const [setRenewal] = useSetRenewalMutation();

  const askToRedeem = async () => {
    try {
      const figures = await loadQuote(plan.id).unwrap();
      ask({
        title: `Redeem the ${plan.title} plan early`,
        confirmLabel: 'Redeem early',
        destructive: true,
        question: <RedemptionFigures plan={plan} quote={figures} />,
        run: async () => {
          const done = await redeem(plan.id).unwrap();
          refreshUser();
          return { message: `Plan redeemed: ${formatUsd(done.credited)} credited to your balance.` };
        },
        failureMessage: 'The plan could not be redeemed. Please try again.',
      });
    } catch (error) {
      toast.error(readApiError(error, 'What the redemption would credit could not be loaded. Please try again.').message);
    }
  };

  return (
    <>
      <InstantSwitch
        label="Renew at maturity"
        checked={plan.auto_renew}
        save={(on) => setRenewal({ id: plan.id, auto_renew: on }).unwrap()}
        failureMessage="Your choice could not be saved. Please try again."
      />
      {plan.early_redemption_penalty_percent !== null && (
        <Button variant="secondary" busy={quote.isFetching} onClick={() => void askToRedeem()}>
          Redeem early
        </Button>
      )}
      <Link to={newHelpRequestPath({ type: 'plan', id: plan.id })} className="btn btn-ghost" aria-label={`Get help with the ${plan.title} plan`}>
        Get help
      </Link>
    </>
  );
}
