import { Button, ErrorState, readApiError, Skeleton, useLingui } from '@arcvest/shared';
import { RecoveryCodesPanel, TwoFactorSetupPanel } from '@arcvest/shared/two-factor';
import { useCallback, useEffect, useState } from 'react';
import { useConfirmEnrolmentMutation, useStartEnrolmentMutation, type LoginResponse } from './api';
import { ENROLMENT_TEXTS as TEXTS } from './messages';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * An administrator's first sign-in in production: two-factor sign-in must be turned on before
 * the dashboard opens. The app is added, its first code confirms it, the recovery codes are
 * shown once, and only then is the session kept. Loaded only when needed, so the QR code
 * library stays out of the login page of everyone else.
 */
export default function TwoFactorEnrolment({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { _ } = useLingui();
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
    return <RecoveryCodesPanel codes={signedIn.codes} doneLabel={_(TEXTS.continue)} onDone={() => finishSignIn(signedIn.session.access_token)} />;
  }
  return (
    <section aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">{_(TEXTS.title)}</h2>
      <p>{_(TEXTS.why)}</p>
      {setupState.isLoading && <Skeleton shape="lines" label={_(TEXTS.preparing)} />}
      {setupState.isError && (
        <>
          <ErrorState message={readApiError(setupState.error, _(TEXTS.setupFailed)).message} />
          <Button variant="secondary" onClick={onRestart}>
            {_(TEXTS.signInAgain)}
          </Button>
        </>
      )}
      {setupState.data && <TwoFactorSetupPanel setup={setupState.data} onConfirm={confirm} submitLabel={_(TEXTS.turnOn)} />}
    </section>
  );
}
