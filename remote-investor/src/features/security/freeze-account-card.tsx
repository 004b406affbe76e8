import { useRef } from 'react';
import { api, Button, removeToken, sessionEnded, Trans, useAppDispatch, useLingui } from '@arcvest/shared';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { PROTECTION_MESSAGES } from '@arcvest/shared/rules';
import { useFreezeOwnAccountMutation } from './api';
import { FREEZE_TEXTS as TEXTS } from './messages';

/**
 * "Freeze my account" (docs/security.md#account-protection): for a user who thinks someone else
 * is in their account. Every session ends at once, this one too, so the page signs out here and
 * the sign-in page says why; only support can unfreeze it, after checking who they are.
 */
export function FreezeAccountCard() {
  const { _ } = useLingui();
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
      <h2 id="freeze-title">{_(TEXTS.title)}</h2>
      <p>{_(TEXTS.intro)}</p>
      <ul className="freeze-effects">
        <li>{_(TEXTS.sessionsEnd)}</li>
        <li>{_(TEXTS.nothingChanges)}</li>
        <li>{_(TEXTS.unfreeze)}</li>
      </ul>
      <Button
        variant="danger"
        onClick={() =>
          ask({
            title: _(TEXTS.dialogTitle),
            confirmLabel: _(TEXTS.confirm),
            destructive: true,
            question: (
              <p>
                <Trans {...TEXTS.question} components={{ 0: <strong /> }} />
              </p>
            ),
            // Its message is said on the sign-in page, where the user lands, not as a toast here.
            run: async () => {
              const { message } = await freeze().unwrap();
              said.current = message || PROTECTION_MESSAGES.frozenSelf;
              return {};
            },
            failureMessage: _(TEXTS.failed),
            onSuccess: () => signOutHere(said.current),
          })
        }
      >
        {_(TEXTS.confirm)}
      </Button>
      {dialog}
    </article>
  );
}
