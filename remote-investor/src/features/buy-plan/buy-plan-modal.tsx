import { BALANCE_PAYMENT, insufficientBalanceError, PAYMENT_COINS, paymentCoinByCoin } from '@arcvest/shared/rules';
import { BuyPlanConfirmStep, BuyPlanFormModal, useBuyPlanForm, type BuyPlanChoice } from '@arcvest/shared/forms';
import { PATHS, paymentPath, useAppSelector, useNavigate, useRefreshUser, Money, Trans, useLingui, type Plan } from '@arcvest/shared';
import { ReviewFacts } from '@arcvest/shared/dashboard-ui';
import { useEffect, useMemo, useState } from 'react';
import { useBuyPlanMutation } from './api';
import { storePurchase } from './purchase-storage';
import { BUY_PLAN_TEXTS as TEXTS } from './messages';

/**
 * The amount and payment option of one plan (docs/product.md#investor-dashboard): a coin goes on
 * to its payment page (whose Paid opens the review), the balance to its review sheet.
 */
export function BuyPlanModal({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { _ } = useLingui();
  const paymentField = useMemo(
    () => ({
      label: _(TEXTS.paymentOption),
      placeholder: _(TEXTS.choosePaymentOption),
      // Coin names are names: the same in every language.
      options: [...PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coin.name })), { value: BALANCE_PAYMENT.value, label: _(TEXTS.accountBalance) }],
    }),
    [_],
  );
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const [buyPlan] = useBuyPlanMutation();
  const refreshUser = useRefreshUser();
  // Paying from the balance more than it holds is refused under the amount, before the review.
  const form = useBuyPlanForm(plan, { askDisclosure: true, wallet: user?.wallet });
  /** Set when paying from the balance: the choice to review. */
  const [balanceChoice, setBalanceChoice] = useState<BuyPlanChoice | null>(null);
  const payingFromBalance = form.watch('paymentMethod') === BALANCE_PAYMENT.value;
  // Said at once under the amount, not only on Continue: more than the balance holds (and cleared once it fits).
  const tooLow = insufficientBalanceError(form.watch(), user?.wallet) !== null;
  const amountError = form.formState.errors.amount !== undefined;
  useEffect(() => {
    if (tooLow || amountError) void form.trigger('amount');
  }, [form, tooLow, amountError]);

  const onContinue = (choice: BuyPlanChoice) => {
    const coin = paymentCoinByCoin(choice.paymentMethod);
    if (coin) {
      storePurchase({ amount: choice.amount, payment_method: coin.coin, plan_id: plan.id, disclosure_accepted: choice.disclosureAccepted });
      navigate(paymentPath(coin.slug));
    } else {
      setBalanceChoice(choice);
    }
  };

  if (balanceChoice === null) {
    return (
      <BuyPlanFormModal
        plan={plan}
        form={form}
        method={paymentField}
        submitLabel={_(TEXTS.continue)}
        onValid={onContinue}
        onClose={onClose}
        askDisclosure
        showFee
      >
        {payingFromBalance && user && (
          <p className="balance-note">
            <Trans {...TEXTS.yourBalance} values={{ balance: <Money amount={user.wallet} /> }} components={{ 0: <strong /> }} />
          </p>
        )}
      </BuyPlanFormModal>
    );
  }
  return (
    <BuyPlanConfirmStep
      title={_(TEXTS.reviewTitle)}
      confirmLabel={_(TEXTS.confirmPurchase)}
      run={() =>
        buyPlan({
          plan_id: plan.id,
          amount: balanceChoice.amount,
          payment_method: 'BALANCE',
          type: 'deposit',
          ...(balanceChoice.disclosureAccepted && { disclosure_accepted: true }),
          ...(user && { user_id: user.id }),
        }).unwrap()
      }
      failureMessage={_(TEXTS.buyFailed)}
      onSuccess={() => {
        refreshUser();
        navigate(PATHS.userPlans);
      }}
      onBack={() => setBalanceChoice(null)}
      onClose={onClose}
    >
      <ReviewFacts
        facts={[
          { label: _(TEXTS.plan), value: plan.title },
          { label: _(TEXTS.amount), value: <Money amount={balanceChoice.amount} />, kind: 'total' },
          { label: _(TEXTS.paidFrom), value: _(TEXTS.accountBalance) },
          ...(user
            ? [
                { label: _(TEXTS.balanceNow), value: <Money amount={user.wallet} /> },
                { label: _(TEXTS.balanceAfter), value: <Money amount={user.wallet - balanceChoice.amount} /> },
              ]
            : []),
          {
            label: _(TEXTS.whatNext),
            kind: 'note',
            value: _(TEXTS.balanceNext),
          },
        ]}
      />
    </BuyPlanConfirmStep>
  );
}
