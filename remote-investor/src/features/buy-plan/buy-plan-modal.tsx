import {
  BALANCE_PAYMENT,
  BuyPlanConfirmStep,
  BuyPlanFormModal,
  formatUsd,
  parseUsd,
  PATHS,
  PAYMENT_COINS,
  paymentCoinByCoin,
  paymentPath,
  useAppSelector,
  useBuyPlanForm,
  useNavigate,
  useRefreshUser,
  Money,
  type BuyPlanChoice,
  type Plan,
} from '@arcvest/shared';
import { useState } from 'react';
import { useBuyPlanMutation } from './api';
import { storePurchase } from './purchase-storage';

const PAYMENT_FIELD = {
  label: 'Payment option',
  placeholder: 'Choose a payment option',
  options: [
    ...PAYMENT_COINS.map((coin) => ({ value: coin.coin, label: coin.name })),
    { value: BALANCE_PAYMENT.value, label: BALANCE_PAYMENT.name },
  ],
};

/**
 * The amount and payment option of one plan (docs/product.md#investor-dashboard): a coin goes on
 * to its payment page, the balance to a confirm step.
 */
export function BuyPlanModal({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const [buyPlan] = useBuyPlanMutation();
  const refreshUser = useRefreshUser();
  const form = useBuyPlanForm(plan, { askDisclosure: true });
  /** Set when paying from the balance: the choice to confirm. */
  const [balanceChoice, setBalanceChoice] = useState<BuyPlanChoice | null>(null);

  const typed = parseUsd(form.watch('amount'));
  const payingFromBalance = form.watch('paymentMethod') === BALANCE_PAYMENT.value;
  // Said at once, not only when the server refuses at the confirm step.
  const balanceTooLow = payingFromBalance && user !== null && typed !== null && typed > user.wallet;

  const onContinue = (choice: BuyPlanChoice) => {
    if (balanceTooLow) return;
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
      <BuyPlanFormModal plan={plan} form={form} method={PAYMENT_FIELD} submitLabel="Continue" onValid={onContinue} onClose={onClose} askDisclosure>
        {payingFromBalance && user && (
          <p className="balance-note">
            Your balance: <strong><Money amount={user.wallet} /></strong>
            {balanceTooLow && <span className="form-error" role="alert">Insufficient balance for <Money amount={typed} />.</span>}
          </p>
        )}
      </BuyPlanFormModal>
    );
  }
  return (
    <BuyPlanConfirmStep
      title="Confirm purchase"
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
      <p>
        Buy the {plan.title} plan for <strong><Money amount={balanceChoice.amount} /></strong> from your account balance
        {user ? ` (${formatUsd(user.wallet)} available)` : ''}? The plan starts at once.
      </p>
    </BuyPlanConfirmStep>
  );
}
