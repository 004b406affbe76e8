import { showApiError, Trans, useLingui, useToast, type InvoiceException } from '@arcvest/shared';
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
import { Who } from './chain-payment-labels';
import { isChangedMeanwhile, REJECT_FAILED } from './decision-failures';
import { EXCEPTION_TEXTS, REJECT_INVOICE_TEXTS as TEXTS } from './messages';

const INVOICE_REASON_RULE: RejectionReasonRule = { error: invoiceRejectionReasonError, maxLength: MAX_INVOICE_REJECTION_REASON_LENGTH };

/**
 * The confirm step of a rejection: what was paid and by whom, and the reason the user sees
 * (required). A refused reason shows under the field and the dialog stays; an invoice decided
 * meanwhile (409) closes it with a toast and the lists reload.
 */
export function RejectInvoiceDialog({ invoice, onClose }: { invoice: InvoiceException; onClose: () => void }) {
  const { _ } = useLingui();
  const toast = useToast();
  const failureMessage = _(REJECT_FAILED);
  const [decide] = useDecideInvoiceMutation();
  const form = useRejectionReasonForm(INVOICE_REASON_RULE);
  const busy = form.formState.isSubmitting;
  const formId = `reject-invoice-${invoice.id}`;

  const reject = async ({ reason }: RejectionReason) => {
    try {
      await decide({ id: invoice.id, action: 'reject', reason }).unwrap();
    } catch (failure) {
      if (!isChangedMeanwhile(failure)) throw failure;
      showApiError(toast, failure, failureMessage);
      onClose();
      return;
    }
    toast.success(_({ ...TEXTS.rejected, values: { name: invoice.username } }));
    onClose();
  };

  return (
    <RejectionModal title={_(TEXTS.title)} formId={formId} busy={busy} onCancel={onClose}>
      <Form id={formId} form={form} onSubmit={reject} failureMessage={failureMessage} showFailure={{ underField: 'reason' }}>
        <p>
          <Trans
            {...TEXTS.question}
            values={{ id: invoice.id }}
            components={{
              0: (
                <strong>
                  <Who invoice={invoice} />
                </strong>
              ),
            }}
          />
        </p>
        <ReviewFacts
          facts={[
            { label: _(EXCEPTION_TEXTS.paid), value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
            { label: _(EXCEPTION_TEXTS.due), value: <UsdAndCoin cents={invoice.amount + invoice.fee} coin={invoice.coin} coinAmount={invoice.amount_due} /> },
          ]}
        />
        <RejectionReasonField readBy={_(TEXTS.readBy)} rule={INVOICE_REASON_RULE} />
      </Form>
    </RejectionModal>
  );
}
