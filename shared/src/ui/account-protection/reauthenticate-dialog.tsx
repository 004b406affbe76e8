import { useCallback, useId, useRef, useState } from 'react';
import { apiErrorCode, Button, Modal, readApiError, useLingui, type PasskeyAssertionOptions, type ReauthenticateBody } from '@arcvest/shared';
import { type FieldErrors, PROTECTION_ERRORS, PROTECTION_MESSAGES, REAUTH_MINUTES } from '../../rules';
import { Form, FormPasswordField, FormTextField, useRulesForm } from '../form';
import { useGetAccountProtectionQuery, useReauthenticateMutation, useReauthenticatePasskeyOptionsMutation } from './api';
import { passkeyAssertion } from './passkey-assertion';
import './account-protection.css';

const TEXTS = {
  title: /*i18n*/ { id: 'ui.reauth.title', message: 'Confirm it is you' },
  enterPassword: /*i18n*/ { id: 'ui.reauth.enterPassword', message: 'Enter your password.' },
  enterCode: /*i18n*/ { id: 'ui.reauth.enterCode', message: 'Enter the code.' },
  cancel: /*i18n*/ { id: 'ui.reauth.cancel', message: 'Cancel' },
  confirm: /*i18n*/ { id: 'ui.reauth.confirm', message: 'Confirm' },
  intro: /*i18n*/ {
    id: 'ui.reauth.intro',
    message: 'For your security, confirm it is you before this change. You will not be asked again for {minutes} minutes.',
  },
  password: /*i18n*/ { id: 'ui.reauth.password', message: 'Password' },
  code: /*i18n*/ { id: 'ui.reauth.code', message: 'Authenticator or recovery code' },
  codeHint: /*i18n*/ { id: 'ui.reauth.codeHint', message: 'The code your authenticator app shows now, or one of your recovery codes.' },
  useCode: /*i18n*/ { id: 'ui.reauth.useCode', message: 'Use an authenticator code instead' },
  usePassword: /*i18n*/ { id: 'ui.reauth.usePassword', message: 'Use your password instead' },
  usePasskey: /*i18n*/ { id: 'ui.reauth.usePasskey', message: 'Use a passkey' },
};

type Way = 'password' | 'code';
type Values = { password: string; code: string };

export interface ReauthenticateDialogProps {
  /** Re-authenticated: the dialog has closed; the caller retries its action. */
  onDone: () => void;
  /** Closed without re-authenticating. */
  onCancel: () => void;
}

/**
 * "Confirm it is you" before a change to how the account signs in (docs/security.md#account-protection):
 * the password, or an authenticator (or recovery) code when two-factor is on, or a passkey.
 * A refusal is said under the field, focused.
 */
export function ReauthenticateDialog({ onDone, onCancel }: ReauthenticateDialogProps) {
  const { _ } = useLingui();
  const formId = useId();
  const [way, setWay] = useState<Way>('password');
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { data: protection } = useGetAccountProtectionQuery();
  const [reauthenticate] = useReauthenticateMutation();
  const [passkeyOptions] = useReauthenticatePasskeyOptionsMutation();
  const form = useRulesForm<Values, ReauthenticateBody>({
    defaultValues: { password: '', code: '' },
    rules: (values): FieldErrors => {
      if (way === 'password') return values.password ? {} : { password: [_(TEXTS.enterPassword)] };
      return values.code.trim() ? {} : { code: [_(TEXTS.enterCode)] };
    },
    toPayload: (values) => (way === 'password' ? { password: values.password } : { code: values.code.trim() }),
  });
  const submitting = form.formState.isSubmitting;
  const busy = submitting || passkeyBusy;
  const methods = protection?.methods ?? [];

  const confirm = async (body: ReauthenticateBody) => {
    setError(null);
    await reauthenticate(body).unwrap();
    onDone();
  };

  const switchTo = (next: Way) => {
    form.clearErrors();
    setError(null);
    setWay(next);
    // After the field has rendered.
    setTimeout(() => form.setFocus(next), 0);
  };

  const withPasskey = async () => {
    setError(null);
    setPasskeyBusy(true);
    try {
      const challenge: PasskeyAssertionOptions = await passkeyOptions().unwrap();
      const response = await passkeyAssertion(challenge.options);
      await reauthenticate({
        assertion: { challenge_id: challenge.challenge_id, response: response as NonNullable<ReauthenticateBody['assertion']>['response'] },
      }).unwrap();
      onDone();
    } catch (failure) {
      setPasskeyBusy(false);
      setError(failure instanceof Error && failure.message ? failure.message : readApiError(failure, PROTECTION_MESSAGES.reauthenticationFailed).message);
    }
  };

  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal
      title={_(TEXTS.title)}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {_(TEXTS.cancel)}
          </Button>
          <Button type="submit" form={formId} busy={submitting} disabled={passkeyBusy}>
            {_(TEXTS.confirm)}
          </Button>
        </>
      }
    >
      <p className="reauth-intro">{_({ ...TEXTS.intro, values: { minutes: REAUTH_MINUTES } })}</p>
      <Form
        form={form}
        id={formId}
        onSubmit={confirm}
        failureMessage={PROTECTION_MESSAGES.reauthenticationFailed}
        showFailure={{ underField: way }}
        className="form"
        aria-label={_(TEXTS.title)}
      >
        {way === 'password' ? (
          <FormPasswordField key="password" label={_(TEXTS.password)} name="password" autoComplete="current-password" required />
        ) : (
          <FormTextField
            key="code"
            label={_(TEXTS.code)}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            hint={_(TEXTS.codeHint)}
            required
          />
        )}
      </Form>
      {(methods.includes('totp') || methods.includes('passkey')) && (
        <div className="reauth-ways">
          {methods.includes('totp') &&
            (way === 'password' ? (
              <Button variant="ghost" onClick={() => switchTo('code')} disabled={busy}>
                {_(TEXTS.useCode)}
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => switchTo('password')} disabled={busy}>
                {_(TEXTS.usePassword)}
              </Button>
            ))}
          {methods.includes('passkey') && (
            <Button variant="secondary" onClick={() => void withPasskey()} busy={passkeyBusy} disabled={submitting}>
              {_(TEXTS.usePasskey)}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

interface Pending {
  retry: () => void;
  cancel: () => void;
}

/**
 * Runs an action that may need a fresh re-authentication (`reauthentication_required`): when the
 * server asks for it, the dialog opens; once the user has confirmed it is them, the action runs
 * once more and its outcome is the caller's. Cancelled, the first refusal is the outcome.
 *
 * `const { withReauth, dialog } = useReauthenticated();`
 * `await withReauth(() => disable(body).unwrap());` and render `{dialog}`.
 */
export function useReauthenticated() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const withReauth = useCallback(async <Answer,>(action: () => Promise<Answer>): Promise<Answer> => {
    try {
      return await action();
    } catch (failure) {
      if (apiErrorCode(failure) !== PROTECTION_ERRORS.reauthenticationRequired) throw failure;
      return new Promise<Answer>((resolve, reject) => {
        const next: Pending = {
          retry: () => void action().then(resolve, reject),
          cancel: () => reject(failure),
        };
        pendingRef.current = next;
        setPending(next);
      });
    }
  }, []);

  const end = (how: 'retry' | 'cancel') => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.[how]();
  };

  const dialog = pending ? <ReauthenticateDialog onDone={() => end('retry')} onCancel={() => end('cancel')} /> : null;
  return { withReauth, dialog };
}
