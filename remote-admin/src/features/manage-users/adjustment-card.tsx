import { failureOntoFields, Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { approvalTarget, formatUsd, MAX_ADJUSTMENT_REASON_LENGTH, parseUsd, readAdjustmentAmount, type FieldErrors } from '@arcvest/shared/rules';
import { activeLocale, Money, Trans, useLingui, type Cents, type User } from '@arcvest/shared';
import { type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { useChargeFeeMutation, useGiveBonusMutation } from './api';
import { ADJUSTMENT_TEXTS as TEXTS } from './messages';
import { useWaitingApprovals } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';

interface Values {
  /** Dollars, as typed. */
  amount: string;
  reason: string;
}

interface Adjustment {
  cents: Cents;
  reason?: string;
}

/** Money the admin adds (a bonus) or takes (a fee, at most the balance), in dollars, with a reason the user sees. */
export function AdjustmentCard({ kind, user, ask }: { kind: 'bonus' | 'fee'; user: User; ask: (action: ConfirmedAction) => void }) {
  const { _ } = useLingui();
  const [giveBonus] = useGiveBonusMutation();
  const [chargeFee] = useChargeFeeMutation();
  const isBonus = kind === 'bonus';
  const label = _(isBonus ? TEXTS.giveBonus : TEXTS.chargeFee);
  const headingId = `user-${kind}-heading`;
  // Every bonus and fee waits for a second staff member when four-eyes approval is on.
  const waiting = useWaitingApprovals([isBonus ? 'wallet.bonus' : 'wallet.fee'], approvalTarget('user', user.id));
  const failureMessage = _(isBonus ? TEXTS.bonusFailed : TEXTS.feeFailed);
  const form = useRulesForm<Values, Adjustment>({
    defaultValues: { amount: '', reason: '' },
    rules: ({ amount }): FieldErrors => {
      const read = readAdjustmentAmount(amount, isBonus ? {} : { wallet: user.wallet }, _, activeLocale());
      return 'error' in read ? { amount: [read.error] } : {};
    },
    // Only once the rules passed, so the amount reads.
    toPayload: ({ amount, reason }) => ({ cents: parseUsd(amount) as Cents, reason: reason.trim() || undefined }),
  });

  const askToConfirm = ({ cents, reason }: Adjustment) => {
    const values = {
      amount: (
        <strong>
          <Money amount={cents} />
        </strong>
      ),
      name: (
        <strong dir="ltr" translate="no">
          {user.username}
        </strong>
      ),
    };
    ask({
      title: label,
      confirmLabel: label,
      destructive: !isBonus,
      question: (
        <>
          <p>
            <Trans {...(isBonus ? TEXTS.bonusQuestion : TEXTS.feeQuestion)} values={values} />
            {reason ? <> {_({ ...TEXTS.reasonShown, values: { reason } })}</> : null}
          </p>
          <NeedsApprovalNote />
        </>
      ),
      run: () => (isBonus ? giveBonus({ id: user.id, bonus: cents, reason }).unwrap() : chargeFee({ id: user.id, fee: cents, reason }).unwrap()),
      failureMessage,
      onSuccess: () => form.reset(),
      onFailure: failureOntoFields(form, { [kind]: 'amount' }),
    });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <Form form={form} onSubmit={askToConfirm} failureMessage={failureMessage} className="user-adjust-form">
        <FormTextField
          name="amount"
          label={_(isBonus ? TEXTS.bonusAmount : TEXTS.feeAmount)}
          hint={isBonus ? undefined : _({ ...TEXTS.feeHint, values: { balance: formatUsd(user.wallet, activeLocale()) } })}
          inputMode="decimal"
        />
        <FormTextField name="reason" label={_(TEXTS.reason)} hint={_(TEXTS.reasonHint)} maxLength={MAX_ADJUSTMENT_REASON_LENGTH} />
        <NeedsApprovalNote />
        <SubmitButton variant={isBonus ? 'primary' : 'danger-outline'}>{label}</SubmitButton>
      </Form>
      <WaitingApprovals approvals={waiting} />
    </section>
  );
}
