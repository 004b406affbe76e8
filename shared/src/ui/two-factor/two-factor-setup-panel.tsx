import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { groupSecret, TOTP_DIGITS } from '../../rules/two-factor';
import type { TwoFactorSetup } from '../../types';
import { Button } from '../button';
import { TextField } from '../fields';
import './two-factor.css';

export interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  /** Called with the first code typed; the caller sends it. */
  onConfirm: (code: string) => void;
  busy: boolean;
  /** The server's answer to a wrong code. */
  error?: string;
  submitLabel: string;
}

/**
 * Adding the account to an authenticator app: the otpauth URI as a QR code, the secret as text
 * for typing in (or for a screen reader), then the app's first code to prove it works.
 */
export function TwoFactorSetupPanel({ setup, onConfirm, busy, error, submitLabel }: TwoFactorSetupPanelProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(code);
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
          <form className="form" onSubmit={submit} aria-busy={busy || undefined}>
            <TextField
              label="Code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`[0-9 ]{${TOTP_DIGITS},${TOTP_DIGITS + 1}}`}
              maxLength={TOTP_DIGITS + 1}
              required
              hint={`Enter the ${TOTP_DIGITS}-digit code the app shows now.`}
              error={error}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" busy={busy}>{submitLabel}</Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
