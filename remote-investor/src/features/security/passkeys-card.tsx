import { Button, EmptyState, ErrorState, readApiError, Skeleton, useToast, type PasskeyInfo } from '@arcvest/shared';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  browserPasskeyErrorMessage,
  formatDateTime,
  MAX_PASSKEYS_PER_USER,
  normalizePasskeyName,
  PASSKEY_MESSAGES,
  PASSKEY_NAME_MAX_LENGTH,
  passkeyNameErrors,
} from '@arcvest/shared/rules';
import { useEffect, useState } from 'react';
import { useAddPasskeyMutation, useGetPasskeyRegistrationOptionsMutation, useGetPasskeysQuery, useRemovePasskeyMutation } from './api';

const LOAD_FAILED = 'Could not load your passkeys.';
const ADD_FAILED = 'The passkey could not be added. Please try again.';
const REMOVE_FAILED = 'The passkey could not be removed. Please try again.';

type NameValues = { name: string };

/** The name, then the browser's prompt (the library is loaded on this click only), then the server's check. */
function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [getOptions] = useGetPasskeyRegistrationOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  // Adding a passkey is a change to how the account signs in: a session older than a few minutes confirms it is you first.
  const { withReauth, dialog } = useReauthenticated();
  const form = useRulesForm<NameValues>({
    defaultValues: { name: '' },
    rules: ({ name }) => passkeyNameErrors(name),
    toPayload: ({ name }) => ({ name: normalizePasskeyName(name) }),
  });
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const add = async ({ name }: NameValues) => {
    const optionsJSON = await withReauth(() => getOptions().unwrap());
    let response;
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      response = await startRegistration({ optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'] });
    } catch (failure) {
      // The browser's prompt was cancelled or refused: said plainly, nothing sent.
      const message = browserPasskeyErrorMessage(failure);
      if (message === null) throw failure;
      toast.error(message);
      return;
    }
    const { message } = await withReauth(() => addPasskey({ name, response: response as never }).unwrap());
    toast.success(message);
    onDone();
  };

  return (
    <>
      <Form form={form} onSubmit={add} failureMessage={ADD_FAILED} className="form passkey-add-form" aria-label="Add a passkey">
        <FormTextField
          label="Passkey name"
          name="name"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          required
          hint="A name to tell it apart, such as the device it is on."
        />
        <div className="passkey-actions">
          <SubmitButton>Create passkey</SubmitButton>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
      {dialog}
    </>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: PasskeyInfo; onRemove: (passkey: PasskeyInfo) => void }) {
  return (
    <li className="session-item">
      <div>
        <strong>{passkey.name}</strong>
        <br />
        <span className="session-meta">
          Added <span className="passkey-date">{formatDateTime(passkey.created_at)}</span>
        </span>
        <br />
        <span className="session-meta">
          {passkey.last_used_at ? (
            <>
              Last used <span className="passkey-date">{formatDateTime(passkey.last_used_at)}</span>
            </>
          ) : (
            'Never used'
          )}
        </span>
      </div>
      <Button variant="secondary" aria-label={`Remove ${passkey.name}`} onClick={() => onRemove(passkey)}>
        Remove
      </Button>
    </li>
  );
}

/** Passkeys: sign in with the device's lock (fingerprint, face, PIN) instead of a password, or as the second step. */
export function PasskeysCard() {
  const passkeys = useGetPasskeysQuery();
  const [removePasskey] = useRemovePasskeyMutation();
  const { ask, dialog } = useConfirmedAction();
  const { withReauth, dialog: reauthDialog } = useReauthenticated();
  const [adding, setAdding] = useState(false);
  const count = passkeys.data?.length ?? 0;

  const remove = (passkey: PasskeyInfo) =>
    ask({
      title: 'Remove passkey',
      confirmLabel: 'Remove passkey',
      question: (
        <p>
          Remove the passkey <strong>{passkey.name}</strong>? It will no longer sign you in.
        </p>
      ),
      destructive: true,
      run: () => withReauth(() => removePasskey(passkey.id).unwrap()),
      failureMessage: REMOVE_FAILED,
    });

  return (
    <article className="card profile-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p className="session-meta">Sign in with your fingerprint, face or device PIN instead of a password, or use a passkey in place of the code.</p>
      {passkeys.isLoading && <Skeleton shape="lines" label="Loading your passkeys" />}
      {passkeys.isError && <ErrorState message={readApiError(passkeys.error, LOAD_FAILED).message} onRetry={() => void passkeys.refetch()} />}
      {passkeys.data && passkeys.data.length === 0 && <EmptyState>No passkeys yet.</EmptyState>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="session-list" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={remove} />
          ))}
        </ul>
      )}
      {passkeys.data && adding && <AddPasskeyForm onDone={() => setAdding(false)} />}
      {passkeys.data && !adding && count < MAX_PASSKEYS_PER_USER && (
        <Button className="passkey-add" onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      )}
      {passkeys.data && count >= MAX_PASSKEYS_PER_USER && <p className="session-meta">{PASSKEY_MESSAGES.tooMany}</p>}
      {dialog}
      {reauthDialog}
    </article>
  );
}
