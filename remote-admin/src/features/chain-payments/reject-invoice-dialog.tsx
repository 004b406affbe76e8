import { Button, Modal, showApiError, useToast, type InvoiceException } from '@arcvest/shared';
import { ReviewFacts, UsdAndCoin } from '@arcvest/shared/dashboard-ui';
import { Form, FormTextAreaField, useRulesForm } from '@arcvest/shared/forms';
import { type FieldErrors } from '@arcvest/shared/rules';
import { useDecideInvoiceMutation } from './api';
import { who } from './chain-payment-labels';
import { isChangedMeanwhile, REJECT_FAILED } from './decision-failures';

/** The API's limit on a decision's reason (InvoiceDecisionBody). */
const MAX_REASON_LENGTH = 500;
const REASON_REQUIRED = 'Give the reason the user will see.';

interface Values {
  reason: string;
}

/**
 * The confirm step of a rejection: what was paid and by whom, and the reason the user sees
 * (required). A refused reason shows under the field and the dialog stays; an invoice decided
 * meanwhile (409) closes it with a toast and the lists reload.
 */
export function RejectInvoiceDialog({ invoice, onClose }: { invoice: InvoiceException; onClose: () => void }) {
  const toast = useToast();
  const [decide] = useDecideInvoiceMutation();
  const form = useRulesForm<Values, { reason: string }>({
    defaultValues: { reason: '' },
    rules: ({ reason }): FieldErrors => (reason.trim() ? {} : { reason: [REASON_REQUIRED] }),
    toPayload: ({ reason }) => ({ reason: reason.trim() }),
  });
  const busy = form.formState.isSubmitting;
  const formId = `reject-invoice-${invoice.id}`;

  const reject = async ({ reason }: { reason: string }) => {
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
    <Modal
      title="Reject payment"
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>Reject payment</Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={reject} failureMessage={REJECT_FAILED} showFailure={{ underField: 'reason' }}>
        <p>
          Reject the payment of <strong>{who(invoice)}</strong> for invoice #{invoice.id}? Nothing is credited and no plan starts;
          send the coins back to them outside the platform. This cannot be undone.
        </p>
        <ReviewFacts
          facts={[
            { label: 'Paid', value: <UsdAndCoin cents={invoice.paid_cents} coin={invoice.coin} coinAmount={invoice.paid} /> },
            { label: 'Due', value: <UsdAndCoin cents={invoice.amount + invoice.fee} coin={invoice.coin} coinAmount={invoice.amount_due} /> },
          ]}
        />
        <FormTextAreaField
          name="reason"
          label="Reason"
          hint={`The user sees this reason on their invoice. At most ${MAX_REASON_LENGTH} characters.`}
          maxLength={MAX_REASON_LENGTH}
          rows={3}
          required
        />
      </Form>
    </Modal>
  );
}
