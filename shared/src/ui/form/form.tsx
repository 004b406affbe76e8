import { useLayoutEffect, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldErrors as FormErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button, readApiError, showApiError, useToast, type ButtonProps } from '@arcvest/shared';
import { useHydrated } from '../use-hydrated';
import { setApiFieldErrors, type ServerFieldNames } from './api-field-errors';

/**
 * Where a failed call's message goes: error toasts, one per message (the spec's default), a line
 * in the form (<FormError />), or under one field, for a form whose failures are about that field
 * (a wrong one-time code).
 */
export type FailureDisplay<Values extends FieldValues = FieldValues> = 'toast' | 'inline' | { underField: Path<Values> };

/** Where a rule's message about the whole form (FORM_ERROR_KEY) goes: <FormError /> or an error toast. */
export type RuleMessageDisplay = 'inline' | 'toast';

export interface FormProps<Values extends FieldValues, Payload> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** From `useRulesForm`. */
  form: UseFormReturn<Values, unknown, Payload>;
  /**
   * Runs once the rules pass. To fail, reject with what RTK Query's `unwrap()` rejects with: a
   * 422's field errors go under the fields, its message where `showFailure` says.
   */
  onSubmit: (payload: Payload) => Promise<unknown> | void;
  /** Said when a failed call carries no message of its own. */
  failureMessage: string;
  showFailure?: FailureDisplay<Values>;
  /** 'inline' by default; sign-up's client checks are toasted. */
  showRuleMessage?: RuleMessageDisplay;
  serverFieldNames?: ServerFieldNames<Values>;
}

/**
 * A form on react-hook-form: one submit at a time (`aria-busy` and <SubmitButton> while it runs),
 * the API's field errors under the fields, and after any refused submit the first invalid field
 * in page order focused, so keyboard and screen-reader users land on what needs fixing.
 */
export function Form<Values extends FieldValues, Payload>({
  form,
  onSubmit,
  failureMessage,
  showFailure = 'toast',
  showRuleMessage = 'inline',
  serverFieldNames,
  children,
  ...attributes
}: FormProps<Values, Payload>) {
  const toast = useToast();
  const element = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const { isSubmitting, submitCount } = form.formState;

  // Once a submit has ended (and the form is usable again), whatever it left invalid; in the
  // commit that shows the errors, so nothing else takes focus first.
  useLayoutEffect(() => {
    if (submitCount > 0 && !isSubmitting) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  const showFailed = (failure: unknown) => {
    if (showFailure === 'toast') {
      setApiFieldErrors(form, showApiError(toast, failure, failureMessage).fieldErrors, serverFieldNames);
      return;
    }
    const { fieldErrors, message } = readApiError(failure, failureMessage);
    const unplaced = setApiFieldErrors(form, fieldErrors, serverFieldNames);
    const allPlaced = Object.keys(fieldErrors).length > 0 && unplaced.length === 0;
    if (allPlaced) return;
    const error = { type: 'server', message: unplaced.join(' ') || message };
    if (showFailure === 'inline') form.setError('root.server', error);
    else form.setError(showFailure.underField, error);
  };

  const showRefused = (errors: FormErrors<Values>) => {
    if (showRuleMessage === 'toast' && errors.root?.message) toast.error(errors.root.message);
  };

  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
    } catch (failure) {
      showFailed(failure);
    }
  }, showRefused);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the call runs must not send it twice.
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submit(event);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      <form ref={element} noValidate aria-busy={isSubmitting || undefined} {...attributes} onSubmit={handleSubmit}>
        <ControlsFieldset>{children}</ControlsFieldset>
      </form>
    </FormProvider>
  );
}

/**
 * The form's controls, inert in the server's HTML until the page is hydrated: typing there would
 * be undone as react-hook-form registers each field, and a submit would be the browser's own, the
 * password in the address. Inert rather than disabled: the fields and the button paint as they will
 * stay (no grey button turning blue), and lifting it restyles no control (enabling a fieldset marks
 * every control and each of the country list's 256 options for a new style, which cost Lighthouse's
 * traced load of /signup a 240 ms task). A component of its own: the re-render that lifts it (a
 * synchronous one, as React ends hydration) is this fieldset's alone, its children unchanged.
 */
function ControlsFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-controls" inert={!hydrated}>
      {children}
    </fieldset>
  );
}

/** The form's submit button: busy, and so disabled, while the submit runs. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'busy'>) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" busy={isSubmitting} />;
}

/** The message about the whole form: a rule's (FORM_ERROR_KEY) or a failed call's shown inline. */
export function FormError() {
  const { errors } = useFormState();
  const message = errors.root?.message ?? errors.root?.server?.message;
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
