import { QRCodeSVG } from 'qrcode.react';
import { appCodeErrors, groupSecret, TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '../../rules/two-factor';
import type { TwoFactorSetup } from '../../types';
import { Form, FormTextField, SubmitButton, useRulesForm } from '../form';
import './two-factor.css';

export interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  /**
   * Sends the app's first code (trimmed). To refuse it, reject with what RTK Query's `unwrap()`
   * rejects with: its message is shown under the code field.
   */
  onConfirm: (code: string) => Promise<unknown>;
  submitLabel: string;
}

type CodeValues = { code: string };

/**
 * Adding the account to an authenticator app: the otpauth URI as a QR code, the secret as text
 * for typing in (or for a screen reader), then the app's first code to prove it works.
 */
export function TwoFactorSetupPanel({ setup, onConfirm, submitLabel }: TwoFactorSetupPanelProps) {
  const form = useRulesForm<CodeValues>({
    defaultValues: { code: '' },
    rules: appCodeErrors,
    toPayload: (values) => ({ code: values.code.trim() }),
  });
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
            <code className="two-factor-secret" aria-label="Secret key" data-secret={setup.secret}>
              {groupSecret(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          <Form
            form={form}
            onSubmit={({ code }) => onConfirm(code)}
            failureMessage={TWO_FACTOR_MESSAGES.checkFailed}
            showFailure={{ underField: 'code' }}
            className="form"
          >
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
