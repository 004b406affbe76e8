import { Money, showApiError, Trans, useLingui, useToast, type Transaction } from '@arcvest/shared';
import type { ReactNode } from 'react';
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
import { REVIEW_PAGE_TEXTS as TEXTS } from './messages';
import type { ReviewLabels } from './review-labels';

interface RejectTransactionDialogProps {
  transaction: Transaction;
  labels: ReviewLabels;
  /** The owner as the details name them: 'erin (user #12)'. */
  who: ReactNode;
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
  const { _ } = useLingui();
  const toast = useToast();
  const [decide] = useDecideTransactionMutation();
  const form = useRejectionReasonForm(OPTIONAL_REJECTION_REASON_RULE);
  const busy = form.formState.isSubmitting;
  const formId = `reject-transaction-${transaction.id}`;
  const title = _(labels.rejectTitle);
  const failureMessage = _(labels.rejectFailed);

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
          <Trans
            {...labels.rejectQuestion}
            components={{
              0: (
                <strong>
                  <Money amount={transaction.amount} />
                </strong>
              ),
              1: <strong>{who}</strong>,
            }}
          />
        </p>
        <RejectionReasonField label={_(TEXTS.reasonLabel)} readBy={_(TEXTS.reasonReadBy)} rule={OPTIONAL_REJECTION_REASON_RULE} />
        <FormError />
      </Form>
    </RejectionModal>
  );
}
