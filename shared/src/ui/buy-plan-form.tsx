import { useId, useState, type ReactNode } from 'react';
import { checkBuyPlanForm } from '../rules/purchase';
import { formatUsd } from '../rules/money';
import type { Cents, Plan } from '../types';
import { Button } from './button';
import { SelectField, TextField } from './fields';
import { Modal } from './modal';
import { PayoutPreview } from './payout-preview';

export interface BuyPlanValues {
  /** Dollars, as typed. */
  amount: string;
  paymentMethod: string;
}

/** What the amount-and-coin form holds, kept by the modal across its confirm step (Back returns to what was typed). */
export function useBuyPlanForm(plan: Pick<Plan, 'min_amount' | 'max_amount'>) {
  const [values, setValues] = useState<BuyPlanValues>({ amount: '', paymentMethod: '' });
  const [error, setError] = useState<string | null>(null);
  const edit = (change: Partial<BuyPlanValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    // Once an error is shown, it follows the form as it is edited (and goes when the form is valid).
    if (error !== null) setError(checkBuyPlanForm(next, plan).error);
  };
  /** The amount in cents when the form is valid; otherwise shows why and gives null. */
  const check = (): Cents | null => {
    const result = checkBuyPlanForm(values, plan);
    setError(result.error);
    return result.error === null ? result.amount : null;
  };
  return { values, error, edit, check };
}

export type BuyPlanForm = ReturnType<typeof useBuyPlanForm>;

export interface BuyPlanFormModalProps {
  plan: Plan;
  form: BuyPlanForm;
  /** The payment select: "Coin" for the admin, "Payment option" (coins and the balance) for the investor. */
  method: { label: string; placeholder: string; options: readonly { value: string; label: string }[] };
  submitLabel: string;
  /** Runs with the amount in cents once the form is valid. */
  onValid: (amount: Cents) => void;
  onClose: () => void;
  /** Said under the payment select, e.g. the balance when paying from it. */
  children?: ReactNode;
}

/**
 * The buy-plan modals' form: an amount within the plan's limits, how it is paid, and the payout it
 * would bring; one message for the form (docs/errors-and-messages.md#client-checks).
 */
export function BuyPlanFormModal({ plan, form, method, submitLabel, onValid, onClose, children }: BuyPlanFormModalProps) {
  const formId = useId();
  return (
    <Modal
      title={`Buy the ${plan.title} plan`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId}>{submitLabel}</Button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const amount = form.check();
          if (amount !== null) onValid(amount);
        }}
      >
        <TextField
          label="Amount ($)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={form.values.amount}
          onChange={(event) => form.edit({ amount: event.target.value })}
          hint={`Between ${formatUsd(plan.min_amount)} and ${formatUsd(plan.max_amount)}`}
        />
        <SelectField
          label={method.label}
          name="payment_method"
          placeholder={method.placeholder}
          options={method.options}
          value={form.values.paymentMethod}
          onChange={(event) => form.edit({ paymentMethod: event.target.value })}
        />
        {children}
        <PayoutPreview plan={plan} amount={form.values.amount} />
        {form.error && <p className="form-error" role="alert">{form.error}</p>}
      </form>
    </Modal>
  );
}

export interface BuyPlanConfirmStepProps {
  title: string;
  confirmLabel: string;
  busy: boolean;
  /** Why the last try failed, shown in the step. */
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The step after a valid form: what will be bought, Back to the form, or the confirm that sends it. */
export function BuyPlanConfirmStep({ title, confirmLabel, busy, error, onBack, onConfirm, onClose, children }: BuyPlanConfirmStepProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onBack} disabled={busy}>Back</Button>
          <Button onClick={onConfirm} busy={busy}>{confirmLabel}</Button>
        </>
      }
    >
      {children}
      {error && <p className="form-error" role="alert">{error}</p>}
    </Modal>
  );
}
