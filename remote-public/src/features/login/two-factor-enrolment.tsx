import { Button, ErrorState, readApiError, Skeleton } from '@arcvest/shared';
import { RecoveryCodesPanel, TwoFactorSetupPanel } from '@arcvest/shared/two-factor';
import { useCallback, useEffect, useState } from 'react';
import { useConfirmEnrolmentMutation, useStartEnrolmentMutation, type LoginResponse } from './api';
import { useFinishSignIn } from './use-finish-sign-in';

const SETUP_FAILED = 'Could not start the setup. Please sign in again.';

/**
 * An administrator's first sign-in in production: two-factor sign-in must be turned on before
 * the dashboard opens. The app is added, its first code confirms it, the recovery codes are
 * shown once, and only then is the session kept. Loaded only when needed, so the QR code
 * library stays out of the login page of everyone else.
 */
export default function TwoFactorEnrolment({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const finishSignIn = useFinishSignIn();
  const [startEnrolment, setupState] = useStartEnrolmentMutation();
  const [confirmEnrolment] = useConfirmEnrolmentMutation();
  const [signedIn, setSignedIn] = useState<{ session: LoginResponse; codes: string[] }>();

  const start = useCallback(() => void startEnrolment({ challenge }), [startEnrolment, challenge]);
  useEffect(start, [start]);

  // A refused code is shown under the panel's field.
  const confirm = async (code: string) => {
    const { recovery_codes, ...session } = await confirmEnrolment({ challenge, code }).unwrap();
    setSignedIn({ session, codes: recovery_codes });
  };

  if (signedIn) {
    return <RecoveryCodesPanel codes={signedIn.codes} doneLabel="Continue to the dashboard" onDone={() => finishSignIn(signedIn.session.access_token)} />;
  }
  return (
    <section aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">Set up two-factor sign-in</h2>
      <p>Administrators must sign in with a code from an authenticator app as well as their password.</p>
      {setupState.isLoading && <Skeleton shape="lines" label="Preparing the setup" />}
      {setupState.isError && (
        <>
          <ErrorState message={readApiError(setupState.error, SETUP_FAILED).message} />
          <Button variant="secondary" onClick={onRestart}>
            Sign in again
          </Button>
        </>
      )}
      {setupState.data && <TwoFactorSetupPanel setup={setupState.data} onConfirm={confirm} submitLabel="Turn on and sign in" />}
    </section>
  );
}
