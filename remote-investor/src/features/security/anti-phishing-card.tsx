import { useState } from 'react';
import { Button, ErrorState, readApiError, showApiError, Skeleton, useToast } from '@arcvest/shared';
import { useGetAccountProtectionQuery, useReauthenticated } from '@arcvest/shared/account-protection';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { ANTI_PHISHING_MAX_LENGTH, ANTI_PHISHING_MIN_LENGTH, antiPhishingCodeError, type FieldErrors } from '@arcvest/shared/rules';
import { useSetAntiPhishingCodeMutation } from './api';

type Values = { code: string };

const SAVE_FAILED = 'Your anti-phishing code could not be saved. Please try again.';
const REMOVE_FAILED = 'Your anti-phishing code could not be removed. Please try again.';

function codeErrors({ code }: Values): FieldErrors {
  const problem = antiPhishingCodeError(code);
  return problem ? { code: [problem] } : {};
}

/**
 * The anti-phishing code (docs/security.md#account-protection): a phrase of the user's printed at
 * the top of every email from us, so a message without it is not ours. Shown masked; set, changed
 * or removed after a re-authentication.
 */
export function AntiPhishingCard() {
  const toast = useToast();
  const protection = useGetAccountProtectionQuery();
  const [setCode] = useSetAntiPhishingCodeMutation();
  const { withReauth, dialog } = useReauthenticated();
  const [removing, setRemoving] = useState(false);
  const form = useRulesForm<Values, Values>({ defaultValues: { code: '' }, rules: codeErrors, toPayload: ({ code }) => ({ code: code.trim() }) });
  const hint = protection.data?.anti_phishing_hint ?? null;

  const save = async ({ code }: Values) => {
    const { message } = await withReauth(() => setCode({ code }).unwrap());
    toast.success(message);
    form.reset({ code: '' });
  };

  // Nothing is lost that cannot be set again: no confirm step, but a re-authentication like any change.
  const remove = async () => {
    setRemoving(true);
    try {
      const { message } = await withReauth(() => setCode({ code: null }).unwrap());
      toast.success(message);
    } catch (failure) {
      showApiError(toast, failure, REMOVE_FAILED);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <article className="card profile-card" aria-labelledby="anti-phishing-title">
      <h2 id="anti-phishing-title">Anti-phishing code</h2>
      <p className="session-meta">A phrase only you and we know, printed at the top of every email we send you. An email without it is not from us.</p>
      {protection.isLoading && <Skeleton shape="lines" count={1} label="Loading your anti-phishing code" />}
      {protection.isError && (
        <ErrorState message={readApiError(protection.error, 'Could not load your anti-phishing code.').message} onRetry={() => void protection.refetch()} />
      )}
      {protection.data && (
        <p className="anti-phishing-current">Your code: {hint ? <strong className="anti-phishing-hint">{hint}</strong> : <span>not set</span>}</p>
      )}
      <Form form={form} onSubmit={save} failureMessage={SAVE_FAILED} className="form" aria-label="Set your anti-phishing code">
        <FormTextField
          label={hint ? 'New anti-phishing code' : 'Anti-phishing code'}
          name="code"
          autoComplete="off"
          spellCheck={false}
          maxLength={ANTI_PHISHING_MAX_LENGTH * 2}
          hint={`${ANTI_PHISHING_MIN_LENGTH} to ${ANTI_PHISHING_MAX_LENGTH} letters, digits, spaces or . , ! ? ' -`}
        />
        <div className="security-actions">
          <SubmitButton>{hint ? 'Change code' : 'Set code'}</SubmitButton>
          {hint && (
            <Button variant="ghost" busy={removing} onClick={() => void remove()}>
              Remove code
            </Button>
          )}
        </div>
      </Form>
      {dialog}
    </article>
  );
}
