import { Button, Modal } from '@arcvest/shared';
import { ReviewFacts, type ReviewFact } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormTextField, useRulesForm } from '@arcvest/shared/forms';
import { transactionIdError, type FieldErrors, type PaymentCoin } from '@arcvest/shared/rules';

const FORM_ID = 'confirm-transaction';

interface TransactionValues {
  transaction_id: string;
}

/** Its format is the server's to judge (said in the hint); an empty id is asked for here. */
const missingId = ({ transaction_id }: TransactionValues): FieldErrors =>
  transaction_id.trim() ? {} : { transaction_id: ['Please enter the transaction ID.'] };

export interface ConfirmTransactionModalProps {
  coin: PaymentCoin;
  /** The payment under review: amount, fee and total in dollars and the coin, network, address. */
  facts: readonly ReviewFact[];
  onClose: () => void;
  /** Sends the transaction id; resolves when done, rejects with the API error (this modal shows it, once). */
  onConfirm: (transactionId: string) => Promise<unknown>;
}

/**
 * 'Confirm transaction', the buy's review sheet: the id of the coin transaction the user paid with,
 * then what was to be sent and where, and what happens next (docs/money.md#deposits).
 */
export function ConfirmTransactionModal({ coin, facts, onClose, onConfirm }: ConfirmTransactionModalProps) {
  const form = useRulesForm<TransactionValues>({
    defaultValues: { transaction_id: '' },
    rules: missingId,
    toPayload: ({ transaction_id }) => ({ transaction_id: transaction_id.trim() }),
  });
  const { isSubmitting, errors } = form.formState;
  // The format the server will check, said up front (the rule's message for an empty id is exactly the hint).
  // An error replaces it, so a refused format is not said twice.
  const hint = errors.transaction_id ? undefined : (transactionIdError(coin.coin, '') ?? undefined);

  return (
    <Modal
      title="Confirm transaction"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={isSubmitting}>
            Submit
          </Button>
        </>
      }
    >
      {/* In the dialog, where the user is looking: a failure is said here, not as a toast. */}
      <Form
        form={form}
        onSubmit={({ transaction_id }) => onConfirm(transaction_id)}
        failureMessage="The payment could not be submitted. Please try again."
        showFailure="inline"
        id={FORM_ID}
        className="form"
      >
        {/* The one thing to type first, with its error beside it: in view at 375 px and 1280x800 without scrolling. */}
        <p>Enter the ID of the {coin.name} transaction you sent.</p>
        <FormTextField label="Transaction ID" name="transaction_id" autoComplete="off" spellCheck={false} hint={hint} />
        <FormError />
        <ReviewFacts
          facts={[
            ...facts,
            {
              label: 'What happens next',
              kind: 'note',
              value:
                'An admin checks your transaction on the network and confirms the deposit; the plan starts then and its first earnings come 24 hours later. If the payment cannot be found, the deposit is marked failed.',
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
