import { BALANCE_PAYMENT, insufficientBalanceError, PAYMENT_COINS, paymentCoinByCoin } from '@arcvest/shared/rules';
import { BuyPlanConfirmStep, BuyPlanFormModal, useBuyPlanForm, type BuyPlanChoice } from '@arcvest/shared/forms';
import { PATHS, paymentPath, useAppSelector, useNavigate, useRefreshUser, Money, type Plan } from '@arcvest/shared';
import { ReviewFacts } from '@arcvest/shared/dashboard-ui';
import { useEffect, useState } from 'react';
import { useBuyPlanMutation } from './api';
import { storePurchase } from './purchase-storage';

const PAYMENT_FIELD = {
  label: 'Payment option',
  placeholder: 'Choose a payment option',
  options: [...PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coin.name })), { value: BALANCE_PAYMENT.value, label: BALANCE_PAYMENT.name }],
};

/**
 * The amount and payment option of one plan (docs/product.md#investor-dashboard): a coin goes on
 * to its payment page (whose Paid opens the review), the balance to its review sheet.
 */
export function BuyPlanModal({ plan, onClose }: { plan: Plan; onClose: () => void }) {
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
      <BuyPlanFormModal plan={plan} form={form} method={PAYMENT_FIELD} submitLabel="Continue" onValid={onContinue} onClose={onClose} askDisclosure showFee>
        {payingFromBalance && user && (
          <p className="balance-note">
            Your balance:{' '}
            <strong>
              <Money amount={user.wallet} />
            </strong>
          </p>
        )}
      </BuyPlanFormModal>
    );
  }
  return (
    <BuyPlanConfirmStep
      title="Review your purchase"
      confirmLabel="Confirm purchase"
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
      failureMessage="The plan could not be bought. Please try again."
      onSuccess={() => {
        refreshUser();
        navigate(PATHS.userPlans);
      }}
      onBack={() => setBalanceChoice(null)}
      onClose={onClose}
    >
      <ReviewFacts
        facts={[
          { label: 'Plan', value: plan.title },
          { label: 'Amount', value: <Money amount={balanceChoice.amount} />, kind: 'total' },
          { label: 'Paid from', value: BALANCE_PAYMENT.name },
          ...(user
            ? [
                { label: 'Balance now', value: <Money amount={user.wallet} /> },
                { label: 'Balance after', value: <Money amount={user.wallet - balanceChoice.amount} /> },
              ]
            : []),
          {
            label: 'What happens next',
            kind: 'note',
            value: 'The amount leaves your balance and the plan starts at once; its first earnings come 24 hours later.',
          },
        ]}
      />
    </BuyPlanConfirmStep>
  );
}
