import { apiErrorCode, Button, ErrorState, readApiError, showApiError, Skeleton, useToast, type TwoFactorStatus } from '@arcvest/shared';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { PROTECTION_ERRORS, secondFactorCodeErrors, TWO_FACTOR_MESSAGES } from '@arcvest/shared/rules';
import { RecoveryCodesPanel, TwoFactorSetupPanel } from '@arcvest/shared/two-factor';
import { useState } from 'react';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useGetTwoFactorStatusQuery, useStartTwoFactorSetupMutation } from './api';

const LOAD_FAILED = 'Could not load your two-factor settings.';
const SETUP_FAILED = 'Could not start the setup. Please try again.';

function TurnOn({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const toast = useToast();
  const [startSetup, setupState] = useStartTwoFactorSetupMutation();
  const [enable] = useEnableTwoFactorMutation();
  // Setting up and turning on need a recent re-authentication: the dialog asks, then the call runs again.
  const { withReauth, dialog } = useReauthenticated();

  // A refused code is shown under the panel's field.
  async function confirm(code: string) {
    const { message, recovery_codes } = await withReauth(() => enable({ code }).unwrap());
    toast.success(message);
    onEnabled(recovery_codes);
  }

  if (setupState.data) {
    return (
      <>
        <TwoFactorSetupPanel setup={setupState.data} onConfirm={confirm} submitLabel="Turn on" />
        {dialog}
      </>
    );
  }
  // While the re-authentication dialog asks, its refusal is not this card's error.
  const failed = setupState.isError && apiErrorCode(setupState.error) !== PROTECTION_ERRORS.reauthenticationRequired;
  return (
    <>
      <p>Off. Turn it on to ask for a code from an authenticator app after your password.</p>
      {failed && <ErrorState message={readApiError(setupState.error, SETUP_FAILED).message} />}
      <Button
        busy={setupState.isLoading}
        onClick={async () => {
          try {
            await withReauth(() => startSetup().unwrap());
          } catch (failure) {
            showApiError(toast, failure, SETUP_FAILED);
          }
        }}
      >
        Turn on two-factor sign-in
      </Button>
      {dialog}
    </>
  );
}

function TurnOff({ status }: { status: TwoFactorStatus }) {
  const toast = useToast();
  const [disable] = useDisableTwoFactorMutation();
  const { withReauth, dialog } = useReauthenticated();
  const form = useRulesForm<{ code: string }>({ defaultValues: { code: '' }, rules: secondFactorCodeErrors, toPayload: ({ code }) => ({ code: code.trim() }) });

  const turnOff = async (body: { code: string }) => {
    const { message } = await withReauth(() => disable(body).unwrap());
    toast.success(message);
  };

  const left = status.recovery_codes_left;
  return (
    <>
      <p>
        On. You have {left} unused recovery {left === 1 ? 'code' : 'codes'}.
      </p>
      {status.required ? (
        <p>Administrators must keep two-factor sign-in on.</p>
      ) : (
        <Form form={form} onSubmit={turnOff} failureMessage={TWO_FACTOR_MESSAGES.checkFailed} showFailure={{ underField: 'code' }} className="form">
          <FormTextField
            label="Current code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            required
            maxLength={40}
            hint="To turn it off, enter a code from your app (or a recovery code)."
          />
          <SubmitButton variant="danger">Turn off</SubmitButton>
        </Form>
      )}
      {dialog}
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
      {status.isLoading && <Skeleton shape="lines" label="Loading your two-factor settings" />}
      {status.isError && <ErrorState message={readApiError(status.error, LOAD_FAILED).message} onRetry={() => void status.refetch()} />}
      {recoveryCodes && <RecoveryCodesPanel codes={recoveryCodes} doneLabel="I have saved them" headingLevel={3} onDone={() => setRecoveryCodes(undefined)} />}
      {!recoveryCodes && status.data && (status.data.enabled ? <TurnOff status={status.data} /> : <TurnOn onEnabled={setRecoveryCodes} />)}
    </article>
  );
}
