import { Button, Modal, useToast, type RejectIdentityBody, type User } from '@arcvest/shared';
import { Form } from '@arcvest/shared/forms';
import { RejectionReasonField, useRejectionReasonForm } from '../../components/rejection-reason';
import { useRejectIdentityMutation } from './api';

interface RejectIdentityDialogProps {
  user: User;
  onClose: () => void;
  /** After the server has rejected the submission. */
  onRejected: () => void;
}

/** Asks why (the user reads it and may apply again), then rejects; the reason is required. */
export function RejectIdentityDialog({ user, onClose, onRejected }: RejectIdentityDialogProps) {
  const toast = useToast();
  const [rejectIdentity] = useRejectIdentityMutation();
  const form = useRejectionReasonForm();
  const busy = form.formState.isSubmitting;
  const formId = `reject-identity-${user.id}`;

  // A failed rejection is an error, never a success (docs/departures.md#defects-we-fix); <Form> shows it.
  const reject = async ({ reason }: RejectIdentityBody) => {
    const { message } = await rejectIdentity({ id: user.id, reason }).unwrap();
    toast.success(message);
    onRejected();
  };

  return (
    <Modal
      title="Reject identity"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>
            Reject identity
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={reject} failureMessage="The identity could not be rejected. Please try again.">
        <p>
          Reject the identity documents of{' '}
          <strong>
            {user.username} (user #{user.id})
          </strong>
          ? They are erased, the account stays at level 2 and the user may apply again.
        </p>
        <RejectionReasonField readBy="The user sees this reason." rows={4} />
      </Form>
    </Modal>
  );
}
