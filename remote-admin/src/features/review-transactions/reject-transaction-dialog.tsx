import { Money, showApiError, useToast, type Transaction } from '@arcvest/shared';
import { Form, FormError } from '@arcvest/shared/forms';
import { typedRejectionReason } from '@arcvest/shared/rules';
import {
  OPTIONAL_REJECTION_REASON_RULE,
  RejectionModal,
  RejectionReasonField,
  useRejectionReasonForm,
  type RejectionReason,
} from '../../components/rejection-reason';
import { useDecideTransactionMutation } from './api';
import { isEntryChanged } from './entry-changed';
import type { ReviewLabels } from './review-labels';

interface RejectTransactionDialogProps {
  transaction: Transaction;
  labels: ReviewLabels;
  /** The owner as the details name them: 'erin (user #12)'. */
  who: string;
  /** Cancel or Escape: back to the details. */
  onCancel: () => void;
  /** Rejected, or decided meanwhile: the details close too. */
  onClose: () => void;
}

/**
 * The confirm step of a rejection (docs/admin-actions.md#confirm-steps): who and how much, and an
 * optional reason the investor reads in their notice, email and history (docs/money.md#rejections).
 * A reason the server refuses shows under the field and the dialog stays; any other failure shows
 * in the dialog; an entry decided meanwhile or gone closes it with a toast.
 */
export function RejectTransactionDialog({ transaction, labels, who, onCancel, onClose }: RejectTransactionDialogProps) {
  const toast = useToast();
  const [decide] = useDecideTransactionMutation();
  const form = useRejectionReasonForm(OPTIONAL_REJECTION_REASON_RULE);
  const busy = form.formState.isSubmitting;
  const formId = `reject-transaction-${transaction.id}`;
  const title = `Reject ${labels.singular}`;
  const failureMessage = `The ${labels.singular} could not be rejected. Please try again.`;

  const reject = async ({ reason }: RejectionReason) => {
    let message: string;
    try {
      ({ message } = await decide({ id: transaction.id, decision: 'reject', reason: typedRejectionReason(reason) }).unwrap());
    } catch (failure) {
      if (!isEntryChanged(failure)) throw failure;
      showApiError(toast, failure, failureMessage);
      onClose();
      return;
    }
    toast.success(message);
    onClose();
  };

  return (
    <RejectionModal title={title} formId={formId} busy={busy} onCancel={onCancel}>
      <Form id={formId} form={form} onSubmit={reject} failureMessage={failureMessage} showFailure="inline">
        <p>
          Reject the {labels.singular} of{' '}
          <strong>
            <Money amount={transaction.amount} />
          </strong>{' '}
          by <strong>{who}</strong>? {labels.consequence.reject}
        </p>
        <RejectionReasonField
          label="Reason shown to the investor"
          readBy="They read it in their notification, email and history."
          rule={OPTIONAL_REJECTION_REASON_RULE}
        />
        <FormError />
      </Form>
    </RejectionModal>
  );
}
