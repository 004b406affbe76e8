import { useRef } from 'react';
import { api, Button, removeToken, sessionEnded, useAppDispatch } from '@arcvest/shared';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { PROTECTION_MESSAGES } from '@arcvest/shared/rules';
import { useFreezeOwnAccountMutation } from './api';

const FREEZE_FAILED = 'Your account could not be frozen. Please try again, or contact support.';

/**
 * "Freeze my account" (docs/security.md#account-protection): for a user who thinks someone else
 * is in their account. Every session ends at once, this one too, so the page signs out here and
 * the sign-in page says why; only support can unfreeze it, after checking who they are.
 */
export function FreezeAccountCard() {
  const dispatch = useAppDispatch();
  const [freeze] = useFreezeOwnAccountMutation();
  const { ask, dialog } = useConfirmedAction();
  const said = useRef<string>(PROTECTION_MESSAGES.frozenSelf);

  const signOutHere = (message: string) => {
    removeToken();
    dispatch(sessionEnded(message));
    dispatch(api.util.resetApiState());
  };

  return (
    <article className="card profile-card" aria-labelledby="freeze-title">
      <h2 id="freeze-title">Freeze my account</h2>
      <p>If you think someone else has got into your account, freeze it. At once:</p>
      <ul className="freeze-effects">
        <li>every session ends, this one too;</li>
        <li>no one can sign in, withdraw or change anything;</li>
        <li>to unfreeze it, you contact support, who check your identity first.</li>
      </ul>
      <Button
        variant="danger"
        onClick={() =>
          ask({
            title: 'Freeze your account',
            confirmLabel: 'Freeze my account',
            destructive: true,
            question: (
              <p>
                Freeze your account now? <strong>You are signed out everywhere, including here</strong>, and you cannot sign in again until support unfreezes
                it.
              </p>
            ),
            // Its message is said on the sign-in page, where the user lands, not as a toast here.
            run: async () => {
              const { message } = await freeze().unwrap();
              said.current = message || PROTECTION_MESSAGES.frozenSelf;
              return {};
            },
            failureMessage: FREEZE_FAILED,
            onSuccess: () => signOutHere(said.current),
          })
        }
      >
        Freeze my account
      </Button>
      {dialog}
    </article>
  );
}
