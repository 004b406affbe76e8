import { useToast, type Approval, type RejectApprovalBody } from '@arcvest/shared';
import { Form } from '@arcvest/shared/forms';
import { APPROVAL_KIND_LABELS } from '@arcvest/shared/rules';
import { RejectionModal, RejectionReasonField, useRejectionReasonForm } from '../../components/rejection-reason';
import { useRejectApprovalMutation } from './api';

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
  // The identity review's rule: a reason is required, and short.
  const form = useRejectionReasonForm();
  const busy = form.formState.isSubmitting;
  const formId = `reject-approval-${approval.id}`;
  const title = own ? 'Withdraw request' : 'Reject request';

  const reject = async ({ reason }: RejectApprovalBody) => {
    const { message } = await rejectApproval({ id: approval.id, reason }).unwrap();
    toast.success(message);
    onRejected();
  };

  return (
    <RejectionModal title={title} formId={formId} busy={busy} onCancel={onClose}>
      <Form id={formId} form={form} onSubmit={reject} failureMessage="The request could not be rejected. Please try again.">
        <p>
          {own ? 'Withdraw' : 'Reject'} request #{approval.id}, <strong>{APPROVAL_KIND_LABELS[approval.kind].toLowerCase()}</strong>: {approval.summary} Nothing
          changes.
        </p>
        <RejectionReasonField readBy="Kept with the request and in the audit log." />
      </Form>
    </RejectionModal>
  );
}
