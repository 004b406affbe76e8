import { Button, ErrorState, readApiError, showApiError, Spinner, TextField, useToast, type TwoFactorStatus } from '@arcvest/shared';
import { RecoveryCodesPanel, TwoFactorSetupPanel } from '@arcvest/shared/two-factor';
import { useState, type FormEvent } from 'react';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
} from './security-api';

const LOAD_FAILED = 'Could not load your two-factor settings.';
const SETUP_FAILED = 'Could not start the setup. Please try again.';
const CHECK_FAILED = 'The code could not be checked. Please try again.';

function TurnOn({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const toast = useToast();
  const [startSetup, setupState] = useStartTwoFactorSetupMutation();
  const [enable, enableState] = useEnableTwoFactorMutation();
  const [error, setError] = useState<string>();

  async function confirm(code: string) {
    const result = await enable({ code: code.trim() });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onEnabled(result.data.recovery_codes);
      return;
    }
    setError(readApiError(result.error, CHECK_FAILED).message);
  }

  if (setupState.data) {
    return <TwoFactorSetupPanel setup={setupState.data} onConfirm={(code) => void confirm(code)} busy={enableState.isLoading} error={error} submitLabel="Turn on" />;
  }
  return (
    <>
      <p>Off. Turn it on to ask for a code from an authenticator app after your password.</p>
      {setupState.isError && <ErrorState message={readApiError(setupState.error, SETUP_FAILED).message} />}
      <Button
        busy={setupState.isLoading}
        onClick={async () => {
          const result = await startSetup();
          if ('error' in result) showApiError(toast, result.error, SETUP_FAILED);
        }}
      >
        Turn on two-factor sign-in
      </Button>
    </>
  );
}

function TurnOff({ status }: { status: TwoFactorStatus }) {
  const toast = useToast();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const result = await disable({ code: code.trim() });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      return;
    }
    setError(readApiError(result.error, CHECK_FAILED).message);
  }

  const left = status.recovery_codes_left;
  return (
    <>
      <p>
        On. You have {left} unused recovery {left === 1 ? 'code' : 'codes'}.
      </p>
      {status.required ? (
        <p>Administrators must keep two-factor sign-in on.</p>
      ) : (
        <form className="form" onSubmit={submit} aria-busy={isLoading || undefined}>
          <TextField
            label="Current code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            required
            maxLength={40}
            hint="To turn it off, enter a code from your app (or a recovery code)."
            error={error}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="danger" busy={isLoading}>Turn off</Button>
        </form>
      )}
    </>
  );
}

/** Two-factor sign-in: turn it on (QR code, secret, first code, recovery codes) or off (a current code). */
export function TwoFactorCard() {
  const status = useGetTwoFactorStatusQuery();
  // Kept here: turning it on refreshes the status, which replaces the setup with the Turn off form.
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  return (
    <article className="card profile-card security-wide" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {status.isLoading && <Spinner label="Loading your two-factor settings" />}
      {status.isError && <ErrorState message={readApiError(status.error, LOAD_FAILED).message} onRetry={() => void status.refetch()} />}
      {recoveryCodes && <RecoveryCodesPanel codes={recoveryCodes} doneLabel="I have saved them" headingLevel={3} onDone={() => setRecoveryCodes(undefined)} />}
      {!recoveryCodes && status.data && (status.data.enabled ? <TurnOff status={status.data} /> : <TurnOn onEnabled={setRecoveryCodes} />)}
    </article>
  );
}
