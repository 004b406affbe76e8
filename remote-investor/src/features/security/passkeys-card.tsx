import { activeLocale, Button, EmptyState, ErrorState, readApiError, Skeleton, Trans, useLingui, useToast, type PasskeyInfo } from '@arcvest/shared';
import { useReauthenticated } from '@arcvest/shared/account-protection';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { Form, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  browserPasskeyErrorMessage,
  formatDateTime,
  MAX_PASSKEYS_PER_USER,
  normalizePasskeyName,
  PASSKEY_NAME_TEXTS,
  PASSKEY_NAME_MAX_LENGTH,
  passkeyNameErrors,
} from '@arcvest/shared/rules';
import { useEffect, useState } from 'react';
import { useAddPasskeyMutation, useGetPasskeyRegistrationOptionsMutation, useGetPasskeysQuery, useRemovePasskeyMutation } from './api';
import { PASSKEY_CARD_TEXTS as TEXTS } from './messages';

type NameValues = { name: string };

/** The name, then the browser's prompt (the library is loaded on this click only), then the server's check. */
function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [getOptions] = useGetPasskeyRegistrationOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  // Adding a passkey is a change to how the account signs in: a session older than a few minutes confirms it is you first.
  const { withReauth, dialog } = useReauthenticated();
  const form = useRulesForm<NameValues>({
    defaultValues: { name: '' },
    rules: ({ name }) => passkeyNameErrors(name, _),
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
      const message = browserPasskeyErrorMessage(failure, _);
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
      <Form form={form} onSubmit={add} failureMessage={_(TEXTS.addFailed)} className="form passkey-add-form" aria-label={_(TEXTS.add)}>
        <FormTextField label={_(TEXTS.name)} name="name" autoComplete="off" maxLength={PASSKEY_NAME_MAX_LENGTH} required hint={_(TEXTS.nameHint)} />
        <div className="passkey-actions">
          <SubmitButton>{_(TEXTS.create)}</SubmitButton>
          <Button variant="ghost" onClick={onDone}>
            {_(TEXTS.cancel)}
          </Button>
        </div>
      </Form>
      {dialog}
    </>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: PasskeyInfo; onRemove: (passkey: PasskeyInfo) => void }) {
  const { _ } = useLingui();
  return (
    <li className="session-item">
      <div>
        <strong>{passkey.name}</strong>
        <br />
        <span className="session-meta">
          <Trans
            {...TEXTS.added}
            values={{ date: formatDateTime(passkey.created_at, undefined, activeLocale()) }}
            components={{ 0: <span className="passkey-date" /> }}
          />
        </span>
        <br />
        <span className="session-meta">
          {passkey.last_used_at ? (
            <Trans
              {...TEXTS.lastUsed}
              values={{ date: formatDateTime(passkey.last_used_at, undefined, activeLocale()) }}
              components={{ 0: <span className="passkey-date" /> }}
            />
          ) : (
            _(TEXTS.neverUsed)
          )}
        </span>
      </div>
      <Button variant="secondary" aria-label={_({ ...TEXTS.removeNamed, values: { name: passkey.name } })} onClick={() => onRemove(passkey)}>
        {_(TEXTS.remove)}
      </Button>
    </li>
  );
}

/** Passkeys: sign in with the device's lock (fingerprint, face, PIN) instead of a password, or as the second step. */
export function PasskeysCard() {
  const { _ } = useLingui();
  const passkeys = useGetPasskeysQuery();
  const [removePasskey] = useRemovePasskeyMutation();
  const { ask, dialog } = useConfirmedAction();
  const { withReauth, dialog: reauthDialog } = useReauthenticated();
  const [adding, setAdding] = useState(false);
  const count = passkeys.data?.length ?? 0;

  const remove = (passkey: PasskeyInfo) =>
    ask({
      title: _(TEXTS.removeTitle),
      confirmLabel: _(TEXTS.removeTitle),
      question: (
        <p>
          <Trans {...TEXTS.removeQuestion} values={{ name: passkey.name }} components={{ 0: <strong /> }} />
        </p>
      ),
      destructive: true,
      run: () => withReauth(() => removePasskey(passkey.id).unwrap()),
      failureMessage: _(TEXTS.removeFailed),
    });

  return (
    <article className="card profile-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{_(TEXTS.title)}</h2>
      <p className="session-meta">{_(TEXTS.intro)}</p>
      {passkeys.isLoading && <Skeleton shape="lines" label={_(TEXTS.loading)} />}
      {passkeys.isError && <ErrorState message={readApiError(passkeys.error, _(TEXTS.loadFailed)).message} onRetry={() => void passkeys.refetch()} />}
      {passkeys.data && passkeys.data.length === 0 && <EmptyState>{_(TEXTS.none)}</EmptyState>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="session-list" aria-label={_(TEXTS.list)}>
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={remove} />
          ))}
        </ul>
      )}
      {passkeys.data && adding && <AddPasskeyForm onDone={() => setAdding(false)} />}
      {passkeys.data && !adding && count < MAX_PASSKEYS_PER_USER && (
        <Button className="passkey-add" onClick={() => setAdding(true)}>
          {_(TEXTS.add)}
        </Button>
      )}
      {passkeys.data && count >= MAX_PASSKEYS_PER_USER && (
        <p className="session-meta">{_({ ...PASSKEY_NAME_TEXTS.tooMany, values: { maximum: MAX_PASSKEYS_PER_USER } })}</p>
      )}
      {dialog}
      {reauthDialog}
    </article>
  );
}
