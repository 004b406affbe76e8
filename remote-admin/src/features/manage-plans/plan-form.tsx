import { Form, FormSelectField, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MAX_RISK_DISCLOSURE_CHARS, parsePlanForm, type PlanFormValues } from '@arcvest/shared/rules';
import { Link, PlanCard, useLingui, useNavigate, useToast, type MessageResponse, type PlanInput } from '@arcvest/shared';
import { useEffect, useId, useState } from 'react';
import { previewPlan } from './plan-form-values';
import { NeedsApprovalNote } from '../../components/four-eyes';
import { PLAN_FORM_TEXTS as TEXTS } from './messages';

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

const toPayload = (values: PlanFormValues) => parsePlanForm(values).plan;

/**
 * The create and edit plan form with its live demo card; goes back to the list after saving, where
 * a save that waits for approval shows as waiting.
 */
export function PlanForm({ initialValues, submitLabel, onSave, needsApproval }: PlanFormProps) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const previewHeadingId = useId();
  const form = useRulesForm<PlanFormValues, PlanInput>({ defaultValues: initialValues, rules: (values) => parsePlanForm(values, _).errors, toPayload });
  const earlyRedemptionOptions = [
    { value: 'not_allowed', label: _(TEXTS.notAllowed) },
    { value: 'allowed', label: _(TEXTS.allowed) },
  ];
  const earningsOptions = [
    { value: 'keep', label: _(TEXTS.keep) },
    { value: 'deduct', label: _(TEXTS.deduct) },
  ];
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
    // The server's own words.
    toast.success(message);
    setSaved(true);
  };

  const field = { autoComplete: 'off', 'aria-required': true } as const;
  const redemptionAllowed = form.watch('early_redemption') === 'allowed';
  return (
    <div className="plan-editor">
      <div className="plan-editor-layout">
        <Form form={form} onSubmit={save} failureMessage={_(TEXTS.failed)} className="form card">
          <FormTextField name="title" label={_(TEXTS.title)} maxLength={60} {...field} />
          <div className="form-grid">
            <FormTextField name="roi" label={_(TEXTS.roi)} inputMode="decimal" hint={_({ ...TEXTS.roiHint, values: { example: '2.5' } })} {...field} />
            <FormTextField name="duration" label={_(TEXTS.duration)} inputMode="numeric" hint={_(TEXTS.durationHint)} {...field} />
          </div>
          <div className="form-grid">
            <FormTextField
              name="min_amount"
              label={_(TEXTS.minAmount)}
              inputMode="decimal"
              hint={_({ ...TEXTS.amountHint, values: { example: '1,000' } })}
              {...field}
            />
            <FormTextField
              name="max_amount"
              label={_(TEXTS.maxAmount)}
              inputMode="decimal"
              hint={_({ ...TEXTS.amountHint, values: { example: '10,000' } })}
              {...field}
            />
          </div>
          <fieldset className="plan-editor-rule">
            <legend>{_(TEXTS.earlyRedemption)}</legend>
            <FormSelectField name="early_redemption" label={_(TEXTS.mayEndEarly)} options={earlyRedemptionOptions} />
            {redemptionAllowed && (
              <div className="form-grid">
                <FormTextField
                  name="early_redemption_penalty_percent"
                  label={_(TEXTS.penalty)}
                  inputMode="decimal"
                  hint={_({ ...TEXTS.penaltyHint, values: { example: '5' } })}
                  {...field}
                />
                <FormSelectField name="early_redemption_deducts_earnings" label={_(TEXTS.earnings)} options={earningsOptions} />
              </div>
            )}
          </fieldset>
          <FormTextAreaField name="risk_disclosure" label={_(TEXTS.risk)} rows={4} maxLength={MAX_RISK_DISCLOSURE_CHARS} hint={_(TEXTS.riskHint)} />
          <NeedsApprovalNote when={needsApproval(form.watch())} />
          <div className="plan-editor-actions">
            <SubmitButton disabled={saved}>{submitLabel}</SubmitButton>
            <Link to=".." className="btn btn-ghost">
              {_(TEXTS.cancel)}
            </Link>
          </div>
        </Form>
        <section className="plan-preview" aria-labelledby={previewHeadingId}>
          <h2 id={previewHeadingId}>{_(TEXTS.demoCard)}</h2>
          <p className="plan-preview-hint">{_(TEXTS.demoHint)}</p>
          <PlanCard plan={previewPlan(form.watch(), _)} />
        </section>
      </div>
    </div>
  );
}
