import { Form, FormSelectField, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MAX_RISK_DISCLOSURE_CHARS, parsePlanForm, type PlanFormValues } from '@arcvest/shared/rules';
import { Link, PlanCard, useNavigate, useToast, type MessageResponse, type PlanInput } from '@arcvest/shared';
import { useEffect, useId, useState } from 'react';
import { previewPlan } from './plan-form-values';
import { NeedsApprovalNote } from '../../components/four-eyes';

/** After create or edit the page goes back to the list after 1 s (docs/product.md#timings-and-constants). */
export const RETURN_DELAY_MS = 1000;

export interface PlanFormProps {
  initialValues: PlanFormValues;
  submitLabel: string;
  /** Sends the plan; resolves with the server's answer or rejects with the API error. */
  onSave: (plan: PlanInput) => Promise<MessageResponse>;
  /** Whether saving these values waits for a second staff member (four-eyes): a new plan, or changed terms. */
  needsApproval: (values: PlanFormValues) => boolean;
}

const EARLY_REDEMPTION_OPTIONS = [
  { value: 'not_allowed', label: 'No: the capital comes back at the end' },
  { value: 'allowed', label: 'Yes, with a penalty' },
];
const EARNINGS_OPTIONS = [
  { value: 'keep', label: 'Kept by the investor' },
  { value: 'deduct', label: 'Deducted from what is credited' },
];

const rules = (values: PlanFormValues) => parsePlanForm(values).errors;
const toPayload = (values: PlanFormValues) => parsePlanForm(values).plan;

/**
 * The create and edit plan form with its live demo card; goes back to the list after saving, where
 * a save that waits for approval shows as waiting.
 */
export function PlanForm({ initialValues, submitLabel, onSave, needsApproval }: PlanFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const previewHeadingId = useId();
  const form = useRulesForm<PlanFormValues, PlanInput>({ defaultValues: initialValues, rules, toPayload });
  // Saved: the button stays busy until the page leaves, so the plan cannot be sent twice.
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('..'), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const save = async (plan: PlanInput) => {
    if (saved) return;
    const { message } = await onSave(plan);
    toast.success(message);
    setSaved(true);
  };

  const field = { autoComplete: 'off', 'aria-required': true } as const;
  const redemptionAllowed = form.watch('early_redemption') === 'allowed';
  return (
    <div className="plan-editor">
      <div className="plan-editor-layout">
        <Form form={form} onSubmit={save} failureMessage="The plan could not be saved. Please try again." className="form card">
          <FormTextField name="title" label="Title" maxLength={60} {...field} />
          <div className="form-grid">
            <FormTextField name="roi" label="ROI (% per day)" inputMode="decimal" hint="For example 2.5" {...field} />
            <FormTextField name="duration" label="Duration (days)" inputMode="numeric" hint="Whole days" {...field} />
          </div>
          <div className="form-grid">
            <FormTextField name="min_amount" label="Minimum amount ($)" inputMode="decimal" hint="For example 1,000" {...field} />
            <FormTextField name="max_amount" label="Maximum amount ($)" inputMode="decimal" hint="For example 10,000" {...field} />
          </div>
          <fieldset className="plan-editor-rule">
            <legend>Early redemption</legend>
            <FormSelectField name="early_redemption" label="Investors may end the plan early" options={EARLY_REDEMPTION_OPTIONS} />
            {redemptionAllowed && (
              <div className="form-grid">
                <FormTextField
                  name="early_redemption_penalty_percent"
                  label="Penalty (% of the capital)"
                  inputMode="decimal"
                  hint="From 0 to 100, for example 5"
                  {...field}
                />
                <FormSelectField name="early_redemption_deducts_earnings" label="Earnings already paid" options={EARNINGS_OPTIONS} />
              </div>
            )}
          </fieldset>
          <FormTextAreaField
            name="risk_disclosure"
            label="Risk text (optional)"
            rows={4}
            maxLength={MAX_RISK_DISCLOSURE_CHARS}
            hint="Shown on the plan and in the buy window; investors tick that they have read it before buying."
          />
          <NeedsApprovalNote when={needsApproval(form.watch())} />
          <div className="plan-editor-actions">
            <SubmitButton disabled={saved}>{submitLabel}</SubmitButton>
            <Link to=".." className="btn btn-ghost">
              Cancel
            </Link>
          </div>
        </Form>
        <section className="plan-preview" aria-labelledby={previewHeadingId}>
          <h2 id={previewHeadingId}>Demo card</h2>
          <p className="plan-preview-hint">How investors will see the plan. Fields that are not valid yet show a placeholder.</p>
          <PlanCard plan={previewPlan(form.watch())} />
        </section>
      </div>
    </div>
  );
}
