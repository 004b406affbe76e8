import { activeLocale, Trans, useLingui, useToast, type Approval, type RejectApprovalBody } from '@arcvest/shared';
import { Form } from '@arcvest/shared/forms';
import { APPROVAL_KIND_TEXTS, MAX_REJECTION_REASON_LENGTH, rejectionReasonError } from '@arcvest/shared/rules';
import { RejectionModal, RejectionReasonField, useRejectionReasonForm } from '../../components/rejection-reason';
import { useRejectApprovalMutation } from './api';
import { lowerFirst } from './lower-first';
import { REJECT_APPROVAL_TEXTS as TEXTS } from './messages';

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
  const { _ } = useLingui();
  const toast = useToast();
  const [rejectApproval] = useRejectApprovalMutation();
  // The identity review's rule: a reason is required, and short.
  const rule = { error: (reason: string) => rejectionReasonError(reason, _), maxLength: MAX_REJECTION_REASON_LENGTH };
  const form = useRejectionReasonForm(rule);
  const busy = form.formState.isSubmitting;
  const formId = `reject-approval-${approval.id}`;
  const title = _(own ? TEXTS.withdrawTitle : TEXTS.rejectTitle);

  const reject = async ({ reason }: RejectApprovalBody) => {
    const { message } = await rejectApproval({ id: approval.id, reason }).unwrap();
    toast.success(message);
    onRejected();
  };

  return (
    <RejectionModal title={title} formId={formId} busy={busy} onCancel={onClose}>
      <Form id={formId} form={form} onSubmit={reject} failureMessage={_(TEXTS.failed)}>
        <p>
          <Trans
            {...(own ? TEXTS.withdrawQuestion : TEXTS.rejectQuestion)}
            values={{ id: approval.id, kind: lowerFirst(_(APPROVAL_KIND_TEXTS[approval.kind]), activeLocale()), summary: approval.summary }}
            components={{ 0: <strong /> }}
          />
        </p>
        <RejectionReasonField label={_(TEXTS.reason)} readBy={_(TEXTS.readBy)} rule={rule} />
      </Form>
    </RejectionModal>
  );
}
