import { useState } from 'react';
import { Button, ErrorState, readApiError, showApiError, Skeleton, Trans, useLingui, useToast } from '@arcvest/shared';
import { useGetAccountProtectionQuery, useReauthenticated } from '@arcvest/shared/account-protection';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { ANTI_PHISHING_MAX_LENGTH, ANTI_PHISHING_MIN_LENGTH, antiPhishingCodeError, type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { useSetAntiPhishingCodeMutation } from './api';
import { ANTI_PHISHING_CARD_TEXTS as TEXTS } from './messages';

type Values = { code: string };

function codeErrors({ code }: Values, translate: Translate): FieldErrors {
  const problem = antiPhishingCodeError(code, translate);
  return problem ? { code: [problem] } : {};
}

/**
 * The anti-phishing code (docs/security.md#account-protection): a phrase of the user's printed at
 * the top of every email from us, so a message without it is not ours. Shown masked; set, changed
 * or removed after a re-authentication.
 */
export function AntiPhishingCard() {
  const { _ } = useLingui();
  const toast = useToast();
  const protection = useGetAccountProtectionQuery();
  const [setCode] = useSetAntiPhishingCodeMutation();
  const { withReauth, dialog } = useReauthenticated();
  const [removing, setRemoving] = useState(false);
  const form = useRulesForm<Values, Values>({
    defaultValues: { code: '' },
    rules: (values) => codeErrors(values, _),
    toPayload: ({ code }) => ({ code: code.trim() }),
  });
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
      showApiError(toast, failure, _(TEXTS.removeFailed));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <article className="card profile-card" aria-labelledby="anti-phishing-title">
      <h2 id="anti-phishing-title">{_(TEXTS.title)}</h2>
      <p className="session-meta">{_(TEXTS.intro)}</p>
      {protection.isLoading && <Skeleton shape="lines" count={1} label={_(TEXTS.loading)} />}
      {protection.isError && <ErrorState message={readApiError(protection.error, _(TEXTS.loadFailed)).message} onRetry={() => void protection.refetch()} />}
      {protection.data && (
        <p className="anti-phishing-current">
          {hint ? (
            <Trans {...TEXTS.current} values={{ hint }} components={{ 0: <strong className="anti-phishing-hint" dir="auto" translate="no" /> }} />
          ) : (
            <Trans {...TEXTS.notSet} components={{ 0: <span /> }} />
          )}
        </p>
      )}
      <Form form={form} onSubmit={save} failureMessage={_(TEXTS.saveFailed)} className="form" aria-label={_(TEXTS.form)}>
        <FormTextField
          label={hint ? _(TEXTS.newCode) : _(TEXTS.code)}
          name="code"
          autoComplete="off"
          spellCheck={false}
          maxLength={ANTI_PHISHING_MAX_LENGTH * 2}
          hint={_({ ...TEXTS.hint, values: { minimum: ANTI_PHISHING_MIN_LENGTH, maximum: ANTI_PHISHING_MAX_LENGTH } })}
        />
        <div className="security-actions">
          <SubmitButton>{hint ? _(TEXTS.change) : _(TEXTS.set)}</SubmitButton>
          {hint && (
            <Button variant="ghost" busy={removing} onClick={() => void remove()}>
              {_(TEXTS.remove)}
            </Button>
          )}
        </div>
      </Form>
      {dialog}
    </article>
  );
}
