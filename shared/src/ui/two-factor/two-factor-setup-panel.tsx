import { QRCodeSVG } from 'qrcode.react';
import { readApiError } from '../../api/errors';
import { groupSecret, secondFactorCodeErrors, TOTP_DIGITS } from '../../rules/two-factor';
import type { TwoFactorSetup } from '../../types';
import { Form, FormTextField, SubmitButton, useRulesForm } from '../form';
import './two-factor.css';

export interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  /** Sends the first code typed; rejects with the failed call (e.g. RTK Query's `unwrap()`). */
  onConfirm: (code: string) => Promise<unknown>;
  /** Said under the code when a failed call carries no message of its own. */
  failureMessage: string;
  submitLabel: string;
}

/**
 * Adding the account to an authenticator app: the otpauth URI as a QR code, the secret as text
 * for typing in (or for a screen reader), then the app's first code to prove it works.
 */
export function TwoFactorSetupPanel({ setup, onConfirm, failureMessage, submitLabel }: TwoFactorSetupPanelProps) {
  const form = useRulesForm<{ code: string }>({ defaultValues: { code: '' }, rules: secondFactorCodeErrors, toPayload: ({ code }) => ({ code: code.trim() }) });
  const confirm = async ({ code }: { code: string }) => {
    try {
      await onConfirm(code);
    } catch (failure) {
      // A refused code is said under it: the code is the one thing to fix.
      form.setError('code', { type: 'server', message: readApiError(failure, failureMessage).message });
    }
  };
  return (
    <div className="two-factor-setup">
      <ol className="two-factor-steps">
        <li>
          <p>Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</p>
          <figure className="two-factor-qr">
            <QRCodeSVG value={setup.otpauth_uri} size={200} marginSize={2} role="img" aria-label="QR code to add this account to an authenticator app" />
          </figure>
        </li>
        <li>
          <p>Or type this key into the app:</p>
          <p>
            <code className="two-factor-secret" aria-label="Secret key" data-secret={setup.secret}>{groupSecret(setup.secret)}</code>
          </p>
        </li>
        <li>
          <Form form={form} onSubmit={confirm} failureMessage={failureMessage} className="form">
            <FormTextField
              label="Code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`[0-9 ]{${TOTP_DIGITS},${TOTP_DIGITS + 1}}`}
              maxLength={TOTP_DIGITS + 1}
              required
              hint={`Enter the ${TOTP_DIGITS}-digit code the app shows now.`}
            />
            <SubmitButton>{submitLabel}</SubmitButton>
          </Form>
        </li>
      </ol>
    </div>
  );
}
