import { Button, Trans, useLingui, type User } from '@arcvest/shared';
import { type ConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { displayMessageError, MAX_DISPLAY_MESSAGE_LENGTH, type FieldErrors } from '@arcvest/shared/rules';
import { failureOntoFields, Form, FormTextAreaField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useRemoveDisplayMessageMutation, useSetDisplayMessageMutation } from './api';
import { MESSAGE_TEXTS as TEXTS } from './messages';

type Ask = (action: ConfirmedAction) => void;

interface Values {
  message: string;
}

const nameOf = (user: User) => (
  <strong dir="ltr" translate="no">
    {user.username}
  </strong>
);

/** The message shown on the user's dashboard: set one, or delete the one shown. */
export function DisplayMessageCard({ user, ask }: { user: User; ask: Ask }) {
  const { _ } = useLingui();
  const [removeDisplayMessage] = useRemoveDisplayMessageMutation();
  return (
    <section className="card" aria-labelledby="user-message-heading">
      <h2 id="user-message-heading">{_(TEXTS.title)}</h2>
      {user.message !== null ? (
        <>
          {/* What the admin wrote, shown as written. */}
          <p className="user-display-message" dir="auto">
            {user.message}
          </p>
          <Button
            variant="danger-outline"
            onClick={() =>
              ask({
                title: _(TEXTS.deleteTitle),
                confirmLabel: _(TEXTS.deleteConfirm),
                destructive: true,
                question: (
                  <p>
                    <Trans {...TEXTS.deleteQuestion} values={{ name: nameOf(user) }} />
                  </p>
                ),
                run: () => removeDisplayMessage({ id: user.id }).unwrap(),
                failureMessage: _(TEXTS.deleteFailed),
              })
            }
          >
            {_(TEXTS.delete)}
          </Button>
        </>
      ) : (
        <DisplayMessageForm user={user} ask={ask} />
      )}
    </section>
  );
}

function DisplayMessageForm({ user, ask }: { user: User; ask: Ask }) {
  const { _ } = useLingui();
  const [setDisplayMessage] = useSetDisplayMessageMutation();
  const form = useRulesForm<Values, Values>({
    defaultValues: { message: '' },
    rules: ({ message }): FieldErrors => {
      const problem = displayMessageError(message, _);
      return problem ? { message: [problem] } : {};
    },
    toPayload: ({ message }) => ({ message: message.trim() }),
  });
  const setFailed = _(TEXTS.setFailed);

  const askToConfirm = ({ message }: Values) =>
    ask({
      title: _(TEXTS.setTitle),
      confirmLabel: _(TEXTS.setMessage),
      question: (
        <>
          <p>
            <Trans {...TEXTS.setQuestion} values={{ name: nameOf(user) }} />
          </p>
          <blockquote className="user-display-message" dir="auto">
            {message}
          </blockquote>
        </>
      ),
      run: () => setDisplayMessage({ id: user.id, message }).unwrap(),
      failureMessage: setFailed,
      onSuccess: () => form.reset(),
      onFailure: failureOntoFields(form),
    });

  return (
    <Form form={form} onSubmit={askToConfirm} failureMessage={setFailed}>
      <FormTextAreaField
        name="message"
        label={_(TEXTS.label)}
        hint={_({ ...TEXTS.hint, values: { maximum: MAX_DISPLAY_MESSAGE_LENGTH } })}
        maxLength={MAX_DISPLAY_MESSAGE_LENGTH}
        rows={3}
      />
      <SubmitButton>{_(TEXTS.setMessage)}</SubmitButton>
    </Form>
  );
}
