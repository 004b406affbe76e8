import { Button, Modal, useToast, type Approval, type RejectApprovalBody } from '@arcvest/shared';
import { Form, FormTextAreaField, useRulesForm } from '@arcvest/shared/forms';
import { APPROVAL_KIND_LABELS, MAX_REJECTION_REASON_LENGTH, rejectionReasonError, type FieldErrors } from '@arcvest/shared/rules';
import { useRejectApprovalMutation } from './api';

interface Values {
  reason: string;
}

interface RejectApprovalDialogProps {
  approval: Approval;
  /** The requester withdrawing their own request: the same call, said as a withdrawal. */
  own: boolean;
  onClose: () => void;
  /** After the server has closed the request. */
  onRejected: () => void;
}

/** Asks why (the reason is kept with the request and in the audit log), then rejects: nothing changes. */
export function RejectApprovalDialog({ approval, own, onClose, onRejected }: RejectApprovalDialogProps) {
  const toast = useToast();
  const [rejectApproval] = useRejectApprovalMutation();
  const form = useRulesForm<Values, RejectApprovalBody>({
    defaultValues: { reason: '' },
    // The identity review's rule: a reason is required, and short.
    rules: ({ reason }): FieldErrors => {
      const problem = rejectionReasonError(reason);
      return problem ? { reason: [problem] } : {};
    },
    toPayload: ({ reason }) => ({ reason: reason.trim() }),
  });
  const busy = form.formState.isSubmitting;
  const formId = `reject-approval-${approval.id}`;
  const title = own ? 'Withdraw request' : 'Reject request';

  const reject = async ({ reason }: RejectApprovalBody) => {
    const { message } = await rejectApproval({ id: approval.id, reason }).unwrap();
    toast.success(message);
    onRejected();
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>{title}</Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={reject} failureMessage="The request could not be rejected. Please try again.">
        <p>
          {own ? 'Withdraw' : 'Reject'} request #{approval.id}, <strong>{APPROVAL_KIND_LABELS[approval.kind].toLowerCase()}</strong>: {approval.summary}{' '}
          Nothing changes.
        </p>
        <FormTextAreaField
          name="reason"
          label="Reason"
          hint={`Kept with the request and in the audit log. At most ${MAX_REJECTION_REASON_LENGTH} characters.`}
          maxLength={MAX_REJECTION_REASON_LENGTH}
          rows={3}
          required
        />
      </Form>
    </Modal>
  );
}
