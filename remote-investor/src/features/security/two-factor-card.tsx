import { apiErrorCode, Button, ErrorState, readApiError, showApiError, Skeleton, useLingui, useToast, type TwoFactorStatus } from '@arcvest/shared';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { PROTECTION_ERRORS, secondFactorCodeErrors, TWO_FACTOR_TEXTS } from '@arcvest/shared/rules';
import { RecoveryCodesPanel, TwoFactorSetupPanel } from '@arcvest/shared/two-factor';
import { useState } from 'react';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useGetTwoFactorStatusQuery, useStartTwoFactorSetupMutation } from './api';
import { TWO_FACTOR_CARD_TEXTS as TEXTS } from './messages';

function TurnOn({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { _ } = useLingui();
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
        <TwoFactorSetupPanel setup={setupState.data} onConfirm={confirm} submitLabel={_(TEXTS.turnOnLabel)} />
        {dialog}
      </>
    );
  }
  // While the re-authentication dialog asks, its refusal is not this card's error.
  const failed = setupState.isError && apiErrorCode(setupState.error) !== PROTECTION_ERRORS.reauthenticationRequired;
  return (
    <>
      <p>{_(TEXTS.off)}</p>
      {failed && <ErrorState message={readApiError(setupState.error, _(TEXTS.setupFailed)).message} />}
      <Button
        busy={setupState.isLoading}
        onClick={async () => {
          try {
            await withReauth(() => startSetup().unwrap());
          } catch (failure) {
            showApiError(toast, failure, _(TEXTS.setupFailed));
          }
        }}
      >
        {_(TEXTS.turnOnButton)}
      </Button>
      {dialog}
    </>
  );
}

function TurnOff({ status }: { status: TwoFactorStatus }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [disable] = useDisableTwoFactorMutation();
  const { withReauth, dialog } = useReauthenticated();
  const form = useRulesForm<{ code: string }>({
    defaultValues: { code: '' },
    rules: (values) => secondFactorCodeErrors(values, _),
    toPayload: ({ code }) => ({ code: code.trim() }),
  });

  const turnOff = async (body: { code: string }) => {
    const { message } = await withReauth(() => disable(body).unwrap());
    toast.success(message);
  };

  const left = status.recovery_codes_left;
  return (
    <>
      <p>{_({ ...TEXTS.on, values: { left } })}</p>
      {status.required ? (
        <p>{_(TEXTS.required)}</p>
      ) : (
        <Form form={form} onSubmit={turnOff} failureMessage={_(TWO_FACTOR_TEXTS.checkFailed)} showFailure={{ underField: 'code' }} className="form">
          <FormTextField
            label={_(TEXTS.currentCode)}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            required
            maxLength={40}
            hint={_(TEXTS.currentCodeHint)}
          />
          <SubmitButton variant="danger">{_(TEXTS.turnOff)}</SubmitButton>
        </Form>
      )}
      {dialog}
    </>
  );
}

/** Two-factor sign-in: turn it on (QR code, secret, first code, recovery codes) or off (a current code). */
export function TwoFactorCard() {
  const { _ } = useLingui();
  const status = useGetTwoFactorStatusQuery();
  // Kept here: turning it on refreshes the status, which replaces the setup with the Turn off form.
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  return (
    <article className="card profile-card security-wide" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{_(TEXTS.title)}</h2>
      {status.isLoading && <Skeleton shape="lines" label={_(TEXTS.loading)} />}
      {status.isError && <ErrorState message={readApiError(status.error, _(TEXTS.loadFailed)).message} onRetry={() => void status.refetch()} />}
      {recoveryCodes && <RecoveryCodesPanel codes={recoveryCodes} doneLabel={_(TEXTS.savedThem)} headingLevel={3} onDone={() => setRecoveryCodes(undefined)} />}
      {!recoveryCodes && status.data && (status.data.enabled ? <TurnOff status={status.data} /> : <TurnOn onEnabled={setRecoveryCodes} />)}
    </article>
  );
}
