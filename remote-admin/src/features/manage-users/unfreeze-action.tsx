import { useId, useState } from 'react';
import { Button, Modal, type UnfreezeBody, type User, FactList } from '@arcvest/shared';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { failureOntoFields, Form, FormTextAreaField, useRulesForm } from '@arcvest/shared/forms';
import { UNFREEZE_TEXT_MAX_LENGTH, type FieldErrors } from '@arcvest/shared/rules';
import { useUnfreezeUserMutation } from './api';

type Values = { reason: string; identity_check: string };

const EMPTY: Values = { reason: '', identity_check: '' };

function unfreezeErrors(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.reason.trim()) errors.reason = ['Please give the reason.'];
  if (!values.identity_check.trim()) errors.identity_check = ['Please say how you checked their identity.'];
  return errors;
}

/**
 * Unfreezes a frozen account (or one whose second factor locked) after the admin has checked the
 * owner's identity (docs/security.md#account-protection): why, and how they were identified, both
 * written to the audit log; then a confirm step naming the user. A refusal is an error, never a success.
 */
export function UnfreezeAction({ user }: { user: User }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [unfreeze] = useUnfreezeUserMutation();
  // The confirm step takes the dialog's place while it is open; the typed text stays in the form.
  const { ask, dialog } = useConfirmedAction();
  const form = useRulesForm<Values, UnfreezeBody>({
    defaultValues: EMPTY,
    rules: unfreezeErrors,
    toPayload: (values) => ({ reason: values.reason.trim(), identity_check: values.identity_check.trim() }),
  });
  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const askToConfirm = (body: UnfreezeBody) =>
    ask({
      title: 'Unfreeze account',
      confirmLabel: 'Unfreeze',
      question: (
        <>
          <p>
            Unfreeze the account of <strong>{user.username}</strong>? They can sign in again, and their second factor is unlocked.
          </p>
          <FactList
            className="fact-list"
            facts={[
              { term: 'Reason', value: body.reason },
              { term: 'Identity check', value: body.identity_check },
            ]}
          />
        </>
      ),
      run: () => unfreeze({ id: user.id, ...body }).unwrap(),
      failureMessage: 'The account could not be unfrozen. Please try again.',
      // A refused field goes back under it in the form; anything else is said in the confirm step.
      onFailure: failureOntoFields(form),
      onSuccess: close,
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Unfreeze
      </Button>
      {dialog}
      {open && !dialog && (
        <Modal
          title={`Unfreeze ${user.username}`}
          onClose={close}
          footer={
            <>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" form={formId}>
                Continue
              </Button>
            </>
          }
        >
          <Form
            form={form}
            id={formId}
            onSubmit={askToConfirm}
            failureMessage="The account could not be unfrozen. Please try again."
            className="form"
            aria-label="Unfreeze account"
          >
            <p className="user-action-note">Only after you have checked it is really the owner asking. Both answers go to the audit log.</p>
            <FormTextAreaField name="reason" label="Reason" maxLength={UNFREEZE_TEXT_MAX_LENGTH} rows={3} required />
            <FormTextAreaField
              name="identity_check"
              label="How did you check their identity?"
              hint="For example: a video call with the ID document on file."
              maxLength={UNFREEZE_TEXT_MAX_LENGTH}
              rows={3}
              required
            />
          </Form>
        </Modal>
      )}
    </>
  );
}
