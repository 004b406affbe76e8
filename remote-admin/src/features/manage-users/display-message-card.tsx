import { Button, displayMessageError, MAX_DISPLAY_MESSAGE_LENGTH, readApiError, TextAreaField, type User } from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useRemoveDisplayMessageMutation, useSetDisplayMessageMutation } from './api';
import type { AskToConfirm } from './use-confirm-step';

/** The message shown on the user's dashboard: set one, or delete the one shown. */
export function DisplayMessageCard({ user, ask }: { user: User; ask: AskToConfirm }) {
  const [removeDisplayMessage] = useRemoveDisplayMessageMutation();
  const name = <strong>{user.username}</strong>;
  return (
    <section className="card" aria-labelledby="user-message-heading">
      <h2 id="user-message-heading">Display message</h2>
      {user.message !== null ? (
        <>
          <p className="user-display-message">{user.message}</p>
          <Button
            variant="danger"
            onClick={() =>
              ask({
                title: 'Delete display message',
                confirmLabel: 'Delete message',
                question: <p>Do you want to delete display message? {name} will no longer see it on their dashboard.</p>,
                run: () => removeDisplayMessage({ id: user.id }).unwrap(),
                failureMessage: 'The message could not be deleted. Please try again.',
              })
            }
          >
            Delete
          </Button>
        </>
      ) : (
        <DisplayMessageForm user={user} ask={ask} />
      )}
    </section>
  );
}

function DisplayMessageForm({ user, ask }: { user: User; ask: AskToConfirm }) {
  const [setDisplayMessage] = useSetDisplayMessageMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = displayMessageError(text);
    if (problem) return setError(problem);
    const message = text.trim();
    ask({
      title: 'Set display message',
      confirmLabel: 'Set message',
      question: (
        <>
          <p>Show this message on the dashboard of <strong>{user.username}</strong>?</p>
          <blockquote className="user-display-message">{message}</blockquote>
        </>
      ),
      run: () => setDisplayMessage({ id: user.id, message }).unwrap(),
      failureMessage: 'The message could not be set. Please try again.',
      onSuccess: () => setText(''),
      onFailure: (failure) => {
        const fieldError = readApiError(failure, '').fieldErrors.message?.[0];
        if (fieldError) setError(fieldError);
        return Boolean(fieldError);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextAreaField
        label="Message"
        hint={`Shown on the user's dashboard. At most ${MAX_DISPLAY_MESSAGE_LENGTH} characters.`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        maxLength={MAX_DISPLAY_MESSAGE_LENGTH}
        rows={3}
        error={error}
      />
      <Button type="submit">Set message</Button>
    </form>
  );
}
