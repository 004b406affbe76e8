import { QRCodeSVG } from 'qrcode.react';
import { useLingui } from '@arcvest/shared';
import { appCodeErrors, groupSecret, TOTP_DIGITS, TWO_FACTOR_TEXTS } from '../../rules/two-factor';
import type { TwoFactorSetup } from '../../types';
import { Form, FormTextField, SubmitButton, useRulesForm } from '../form';
import './two-factor.css';

const TEXTS = {
  scan: /*i18n*/ {
    id: 'ui.twoFactorSetup.scan',
    message: 'Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).',
  },
  qrCode: /*i18n*/ { id: 'ui.twoFactorSetup.qrCode', message: 'QR code to add this account to an authenticator app' },
  typeKey: /*i18n*/ { id: 'ui.twoFactorSetup.typeKey', message: 'Or type this key into the app:' },
  secretKey: /*i18n*/ { id: 'ui.twoFactorSetup.secretKey', message: 'Secret key' },
  code: /*i18n*/ { id: 'ui.twoFactorSetup.code', message: 'Code from the app' },
  codeHint: /*i18n*/ { id: 'ui.twoFactorSetup.codeHint', message: 'Enter the {digits}-digit code the app shows now.' },
};

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
  const { _ } = useLingui();
  const form = useRulesForm<CodeValues>({
    defaultValues: { code: '' },
    rules: (values) => appCodeErrors(values, _),
    toPayload: (values) => ({ code: values.code.trim() }),
  });
  return (
    <div className="two-factor-setup">
      <ol className="two-factor-steps">
        <li>
          <p>{_(TEXTS.scan)}</p>
          <figure className="two-factor-qr">
            <QRCodeSVG value={setup.otpauth_uri} size={200} marginSize={2} role="img" aria-label={_(TEXTS.qrCode)} />
          </figure>
        </li>
        <li>
          <p>{_(TEXTS.typeKey)}</p>
          <p>
            <code className="two-factor-secret" aria-label={_(TEXTS.secretKey)} data-secret={setup.secret} dir="ltr" translate="no">
              {groupSecret(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          <Form
            form={form}
            onSubmit={({ code }) => onConfirm(code)}
            failureMessage={_(TWO_FACTOR_TEXTS.checkFailed)}
            showFailure={{ underField: 'code' }}
            className="form"
          >
            <FormTextField
              label={_(TEXTS.code)}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`[0-9 ]{${TOTP_DIGITS},${TOTP_DIGITS + 1}}`}
              maxLength={TOTP_DIGITS + 1}
              required
              hint={_({ ...TEXTS.codeHint, values: { digits: TOTP_DIGITS } })}
            />
            <SubmitButton>{submitLabel}</SubmitButton>
          </Form>
        </li>
      </ol>
    </div>
  );
}
