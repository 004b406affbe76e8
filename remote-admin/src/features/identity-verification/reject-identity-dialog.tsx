import { Button, Modal, Trans, useLingui, useToast, type RejectIdentityBody, type User } from '@arcvest/shared';
import { MAX_REJECTION_REASON_LENGTH, rejectionReasonError } from '@arcvest/shared/rules';
import { Form } from '@arcvest/shared/forms';
import { RejectionReasonField, useRejectionReasonForm } from '../../components/rejection-reason';
import { useRejectIdentityMutation } from './api';
import { REJECT_IDENTITY_TEXTS as TEXTS } from './messages';

interface RejectIdentityDialogProps {
  user: User;
  onClose: () => void;
  /** After the server has rejected the submission. */
  onRejected: () => void;
}

/** Asks why (the user reads it and may apply again), then rejects; the reason is required. */
export function RejectIdentityDialog({ user, onClose, onRejected }: RejectIdentityDialogProps) {
  const { _ } = useLingui();
  const toast = useToast();
  const [rejectIdentity] = useRejectIdentityMutation();
  const rule = { error: (reason: string) => rejectionReasonError(reason, _), maxLength: MAX_REJECTION_REASON_LENGTH };
  const form = useRejectionReasonForm(rule);
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
      title={_(TEXTS.title)}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {_(TEXTS.cancel)}
          </Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>
            {_(TEXTS.submit)}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={reject} failureMessage={_(TEXTS.failed)}>
        <p>
          <Trans {...TEXTS.question} values={{ username: user.username, id: user.id }} components={{ 0: <strong /> }} />
        </p>
        <RejectionReasonField label={_(TEXTS.reason)} readBy={_(TEXTS.readBy)} rule={rule} rows={4} />
      </Form>
    </Modal>
  );
}
