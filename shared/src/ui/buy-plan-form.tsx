import { useId, type ReactNode } from 'react';
import { disclosureError } from '../rules/disclosures';
import { buyPlanFieldErrors, checkBuyPlanForm } from '../rules/purchase';
import { planRedemptionRule, redemptionRuleText } from '../rules/redemption';
import { formatUsd } from '../rules/money';
import type { Cents, Plan } from '../types';
import { activeLocale, Button, Modal, showApiError, useLingui, useToast } from '@arcvest/shared';
import { PayoutPreview } from './payout-preview';
import { useDialogCall } from './confirmed-action/use-dialog-call';
import { Form } from './form/form';
import { FormCheckboxField, FormSelectField, FormTextField } from './form/form-fields';
import { useRulesForm } from './form/use-rules-form';

const TEXTS = {
  title: /*i18n*/ { id: 'ui.buyPlan.title', message: 'Buy the {title} plan' },
  cancel: /*i18n*/ { id: 'ui.buyPlan.cancel', message: 'Cancel' },
  failed: /*i18n*/ { id: 'ui.buyPlan.failed', message: 'The plan could not be bought. Please try again.' },
  amount: /*i18n*/ { id: 'ui.buyPlan.amount', message: 'Amount ($)' },
  between: /*i18n*/ { id: 'ui.buyPlan.between', message: 'Between {min} and {max}' },
  risks: /*i18n*/ { id: 'ui.buyPlan.risks', message: 'Risks of this plan' },
  risksRead: /*i18n*/ { id: 'ui.buyPlan.risksRead', message: 'I have read the risks of this plan' },
  back: /*i18n*/ { id: 'ui.buyPlan.back', message: 'Back' },
};

export interface BuyPlanValues {
  /** Dollars, as typed. */
  amount: string;
  paymentMethod: string;
  /** Ticked: the buyer has read the plan's risk text (asked of investors only). */
  disclosureAccepted: boolean;
}

export interface BuyPlanChoice {
  amount: Cents;
  paymentMethod: string;
  /** True when the plan has a risk text the buyer accepted (send it as `disclosure_accepted`). */
  disclosureAccepted: boolean;
}

type BuyablePlan = Pick<Plan, 'min_amount' | 'max_amount' | 'risk_disclosure'>;

/**
 * The amount-and-coin form of a plan, kept by the modal across its confirm step (Back returns to
 * what was typed). The checks are `buyPlanFieldErrors`: each under its own field, a missing one
 * with the spec's "Please fill in all the fields" (docs/errors-and-messages.md#client-checks);
 * with `wallet`, paying from the balance more than it holds is refused under the amount.
 * With `askDisclosure` (the investor's modal), a plan's risk text must be ticked as read
 * (shared `disclosureError`, docs/money.md#plan-disclosures).
 */
export function useBuyPlanForm(plan: BuyablePlan, { askDisclosure = false, wallet }: { askDisclosure?: boolean; wallet?: Cents } = {}) {
  return useRulesForm<BuyPlanValues, BuyPlanChoice>({
    defaultValues: { amount: '', paymentMethod: '', disclosureAccepted: false },
    rules: (values) => {
      const errors = buyPlanFieldErrors(values, plan, wallet);
      const disclosure = askDisclosure ? disclosureError(plan, values.disclosureAccepted) : null;
      if (disclosure) errors.disclosureAccepted = [disclosure];
      return errors;
    },
    toPayload: (values) => ({
      amount: checkBuyPlanForm(values, plan).amount as Cents,
      paymentMethod: values.paymentMethod,
      disclosureAccepted: askDisclosure && plan.risk_disclosure !== null && values.disclosureAccepted,
    }),
  });
}

export type BuyPlanForm = ReturnType<typeof useBuyPlanForm>;

export interface BuyPlanFormModalProps {
  plan: Plan;
  form: BuyPlanForm;
  /** The payment select: "Coin" for the admin, "Payment option" (coins and the balance) for the investor. */
  method: { label: string; placeholder: string; options: readonly { value: string; label: string }[] };
  submitLabel: string;
  /** Runs once the form is valid. */
  onValid: (choice: BuyPlanChoice) => void;
  onClose: () => void;
  /** Said under the payment select, e.g. the balance when paying from it. */
  children?: ReactNode;
  /** Shows the plan's risk text with its box to tick (the form must have been made with `askDisclosure`). */
  askDisclosure?: boolean;
  /** Shows the deposit fee and the total paid beside the payout (where the buyer pays the fee). */
  showFee?: boolean;
}

/** The buy-plan modals' form: an amount within the plan's limits, how it is paid, and the payout it would bring. */
export function BuyPlanFormModal({
  plan,
  form,
  method,
  submitLabel,
  onValid,
  onClose,
  children,
  askDisclosure = false,
  showFee = false,
}: BuyPlanFormModalProps) {
  const { _ } = useLingui();
  const formId = useId();
  const locale = activeLocale();

  return (
    <Modal
      title={_({ ...TEXTS.title, values: { title: plan.title } })}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {_(TEXTS.cancel)}
          </Button>
          <Button type="submit" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={onValid} failureMessage={_(TEXTS.failed)} className="form">
        <FormTextField
          name="amount"
          label={_(TEXTS.amount)}
          inputMode="decimal"
          autoComplete="off"
          hint={_({ ...TEXTS.between, values: { min: formatUsd(plan.min_amount, locale), max: formatUsd(plan.max_amount, locale) } })}
        />
        <FormSelectField name="paymentMethod" label={method.label} placeholder={method.placeholder} options={method.options} />
        {children}
        <PayoutPreview plan={plan} amount={form.watch('amount')} fee={showFee ? { paymentMethod: form.watch('paymentMethod') } : undefined} />
        <p className="redemption-rule">{redemptionRuleText(planRedemptionRule(plan))}</p>
        {askDisclosure && plan.risk_disclosure !== null && (
          <div className="risk-disclosure">
            <h3>{_(TEXTS.risks)}</h3>
            <p>{plan.risk_disclosure}</p>
            <FormCheckboxField name="disclosureAccepted" label={_(TEXTS.risksRead)} />
          </div>
        )}
      </Form>
    </Modal>
  );
}

export interface BuyPlanConfirmStepProps {
  title: string;
  confirmLabel: string;
  /** The purchase call; a `message` in its answer is toasted as a success. */
  run: () => Promise<{ message: string }>;
  /** Said when the call fails without a message of its own. */
  failureMessage: string;
  onSuccess: () => void;
  onBack: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The step after a valid form: what will be bought, Back to the form, or the confirm that sends it.
 * Busy while the call runs; a failure is an error toast and stays said in the step, to retry or go back.
 */
export function BuyPlanConfirmStep({ title, confirmLabel, run, failureMessage, onSuccess, onBack, onClose, children }: BuyPlanConfirmStepProps) {
  const { _ } = useLingui();
  const toast = useToast();
  const call = useDialogCall();

  const confirm = async () => {
    const outcome = await call.run(run);
    if (!outcome) return;
    if (outcome.ok) {
      toast.success(outcome.answer.message);
      onSuccess();
    } else {
      call.setError(showApiError(toast, outcome.failure, failureMessage).message);
    }
  };

  return (
    <Modal
      title={title}
      onClose={() => !call.isRunning() && onClose()}
      footer={
        <>
          <Button variant="ghost" onClick={onBack} disabled={call.busy}>
            {_(TEXTS.back)}
          </Button>
          <Button onClick={() => void confirm()} busy={call.busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {call.error && (
        <p className="form-error" role="alert">
          {call.error}
        </p>
      )}
    </Modal>
  );
}
