import {
  Button,
  MAX_REJECTION_REASON_LENGTH,
  Modal,
  readApiError,
  rejectionReasonError,
  TextAreaField,
  useToast,
  type User,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
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
  const [rejectIdentity, { isLoading }] = useRejectIdentityMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = `reject-identity-${user.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = rejectionReasonError(reason);
    if (problem) return setError(problem);
    try {
      const { message } = await rejectIdentity({ id: user.id, reason: reason.trim() }).unwrap();
      toast.success(message);
      onRejected();
    } catch (failure) {
      // docs/departures.md#defects-we-fix: a failed rejection is an error, never a success; a field error goes by the field.
      const reading = readApiError(failure, 'The identity could not be rejected. Please try again.');
      const fieldError = reading.fieldErrors.reason?.[0];
      if (fieldError) setError(fieldError);
      else toast.error(reading.message);
    }
  };

  return (
    <Modal
      title="Reject identity"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isLoading}>Cancel</Button>
          <Button variant="danger" type="submit" form={formId} busy={isLoading}>Reject identity</Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>
          Reject the identity documents of <strong>{user.username} (user #{user.id})</strong>? They are erased, the account stays at
          level 2 and the user may apply again.
        </p>
        <TextAreaField
          label="Reason"
          hint={`The user sees this reason. At most ${MAX_REJECTION_REASON_LENGTH} characters.`}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          maxLength={MAX_REJECTION_REASON_LENGTH}
          rows={4}
          required
          error={error}
        />
      </form>
    </Modal>
  );
}
