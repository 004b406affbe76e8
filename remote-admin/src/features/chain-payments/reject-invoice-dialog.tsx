import { showApiError, useToast, type InvoiceException } from '@arcvest/shared';
import { ReviewFacts, UsdAndCoin } from '@arcvest/shared/dashboard-ui';
import { Form } from '@arcvest/shared/forms';
import { invoiceRejectionReasonError, MAX_INVOICE_REJECTION_REASON_LENGTH } from '@arcvest/shared/rules';
import {
  RejectionModal,
  RejectionReasonField,
  useRejectionReasonForm,
  type RejectionReason,
  type RejectionReasonRule,
} from '../../components/rejection-reason';
import { useDecideInvoiceMutation } from './api';
import { who } from './chain-payment-labels';
import { isChangedMeanwhile, REJECT_FAILED } from './decision-failures';

const INVOICE_REASON_RULE: RejectionReasonRule = { error: invoiceRejectionReasonError, maxLength: MAX_INVOICE_REJECTION_REASON_LENGTH };

/**
 * The confirm step of a rejection: what was paid and by whom, and the reason the user sees
 * (required). A refused reason shows under the field and the dialog stays; an invoice decided
 * meanwhile (409) closes it with a toast and the lists reload.
 */
export function RejectInvoiceDialog({ invoice, onClose }: { invoice: InvoiceException; onClose: () => void }) {
  const toast = useToast();
  const [decide] = useDecideInvoiceMutation();
  const form = useRejectionReasonForm(INVOICE_REASON_RULE);
  const busy = form.formState.isSubmitting;
  const formId = `reject-invoice-${invoice.id}`;

  const reject = async ({ reason }: RejectionReason) => {
    try {
      await decide({ id: invoice.id, action: 'reject', reason }).unwrap();
    } catch (failure) {
      if (!isChangedMeanwhile(failure)) throw failure;
      showApiError(toast, failure, REJECT_FAILED);
      onClose();
      return;
    }
    toast.success(`The payment of ${invoice.username} was rejected.`);
    onClose();
  };

  return (
    <RejectionModal title="Reject payment" formId={formId} busy={busy} onCancel={onClose}>
      <Form id={formId} form={form} onSubmit={reject} failureMessage={REJECT_FAILED} showFailure={{ underField: 'reason' }}>
        <p>
          Reject the payment of <strong>{who(invoice)}</strong> for invoice #{invoice.id}? Nothing is credited and no plan starts; send the coins back to them
          outside the platform. This cannot be undone.
        </p>
        <ReviewFacts
          facts={[
            { label: 'Paid', value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
            { label: 'Due', value: <UsdAndCoin cents={invoice.amount + invoice.fee} coin={invoice.coin} coinAmount={invoice.amount_due} /> },
          ]}
        />
        <RejectionReasonField readBy="The user sees this reason on their invoice." rule={INVOICE_REASON_RULE} />
      </Form>
    </RejectionModal>
  );
}
