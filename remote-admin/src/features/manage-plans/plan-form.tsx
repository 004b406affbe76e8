import {
  Button,
  showApiError,
  parsePlanForm,
  PlanCard,
  TextField,
  useToast,
  type FieldErrors,
  type MessageResponse,
  type PlanFormValues,
  type PlanInput,
  Link,
  useNavigate,
} from '@arcvest/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { previewPlan } from './plan-form-values';

/** After create or edit the page goes back to the list after 1 s (docs/product.md#timings-and-constants). */
export const RETURN_DELAY_MS = 1000;

type Status = 'editing' | 'saving' | 'saved';

export interface PlanFormProps {
  initialValues: PlanFormValues;
  submitLabel: string;
  /** Sends the plan; resolves with the server's answer or rejects with the API error. */
  onSave: (plan: PlanInput) => Promise<MessageResponse>;
}

/** The create and edit plan form with its live demo card; goes back to the list after saving. */
export function PlanForm({ initialValues, submitLabel, onSave }: PlanFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const previewHeadingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => navigate('..'), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  // Keyboard and screen-reader users land on the first field that needs fixing.
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFocusRequest((count) => count + 1);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const { plan, errors: found } = parsePlanForm(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setStatus('saving');
    try {
      const { message } = await onSave(plan);
      toast.success(message);
      setStatus('saved');
    } catch (error) {
      showErrors(showApiError(toast, error, 'The plan could not be saved. Please try again.').fieldErrors);
      setStatus('editing');
    }
  };

  const fieldProps = (name: keyof PlanFormValues) => ({
    name,
    value: values[name],
    onChange: handleChange,
    error: errors[name]?.join(' '),
    autoComplete: 'off',
    'aria-required': true,
  });

  return (
    <div className="plan-editor">
      <div className="plan-editor-layout">
        <form ref={form} className="form card" onSubmit={handleSubmit} noValidate>
          <TextField label="Title" maxLength={60} {...fieldProps('title')} />
          <div className="form-grid">
            <TextField label="ROI (% per day)" inputMode="decimal" hint="For example 2.5" {...fieldProps('roi')} />
            <TextField label="Duration (days)" inputMode="numeric" hint="Whole days" {...fieldProps('duration')} />
          </div>
          <div className="form-grid">
            <TextField label="Minimum amount ($)" inputMode="decimal" hint="For example 1,000" {...fieldProps('min_amount')} />
            <TextField label="Maximum amount ($)" inputMode="decimal" hint="For example 10,000" {...fieldProps('max_amount')} />
          </div>
          <div className="plan-editor-actions">
            <Button type="submit" busy={status !== 'editing'}>{submitLabel}</Button>
            <Link to=".." className="btn btn-ghost">Cancel</Link>
          </div>
        </form>
        <section className="plan-preview" aria-labelledby={previewHeadingId}>
          <h2 id={previewHeadingId}>Demo card</h2>
          <p className="plan-preview-hint">How investors will see the plan. Fields that are not valid yet show a placeholder.</p>
          <PlanCard plan={previewPlan(values)} />
        </section>
      </div>
    </div>
  );
}
