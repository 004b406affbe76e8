import { Button, type User } from '@arcvest/shared';
import { type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { displayMessageError, MAX_DISPLAY_MESSAGE_LENGTH, type FieldErrors } from '@arcvest/shared/rules';
import { failureOntoFields, Form, FormTextAreaField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useRemoveDisplayMessageMutation, useSetDisplayMessageMutation } from './api';

type Ask = (action: ConfirmedAction) => void;

interface Values {
  message: string;
}

/** The message shown on the user's dashboard: set one, or delete the one shown. */
export function DisplayMessageCard({ user, ask }: { user: User; ask: Ask }) {
  const [removeDisplayMessage] = useRemoveDisplayMessageMutation();
  const name = <strong>{user.username}</strong>;
  return (
    <section className="card" aria-labelledby="user-message-heading">
      <h2 id="user-message-heading">Display message</h2>
      {user.message !== null ? (
        <>
          <p className="user-display-message">{user.message}</p>
          <Button
            variant="danger-outline"
            onClick={() =>
              ask({
                title: 'Delete display message',
                confirmLabel: 'Delete message',
                destructive: true,
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

const SET_FAILED = 'The message could not be set. Please try again.';

function DisplayMessageForm({ user, ask }: { user: User; ask: Ask }) {
  const [setDisplayMessage] = useSetDisplayMessageMutation();
  const form = useRulesForm<Values, Values>({
    defaultValues: { message: '' },
    rules: ({ message }): FieldErrors => {
      const problem = displayMessageError(message);
      return problem ? { message: [problem] } : {};
    },
    toPayload: ({ message }) => ({ message: message.trim() }),
  });

  const askToConfirm = ({ message }: Values) =>
    ask({
      title: 'Set display message',
      confirmLabel: 'Set message',
      question: (
        <>
          <p>
            Show this message on the dashboard of <strong>{user.username}</strong>?
          </p>
          <blockquote className="user-display-message">{message}</blockquote>
        </>
      ),
      run: () => setDisplayMessage({ id: user.id, message }).unwrap(),
      failureMessage: SET_FAILED,
      onSuccess: () => form.reset(),
      onFailure: failureOntoFields(form),
    });

  return (
    <Form form={form} onSubmit={askToConfirm} failureMessage={SET_FAILED}>
      <FormTextAreaField
        name="message"
        label="Message"
        hint={`Shown on the user's dashboard. At most ${MAX_DISPLAY_MESSAGE_LENGTH} characters.`}
        maxLength={MAX_DISPLAY_MESSAGE_LENGTH}
        rows={3}
      />
      <SubmitButton>Set message</SubmitButton>
    </Form>
  );
}
