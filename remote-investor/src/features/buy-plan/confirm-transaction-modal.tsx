import { Button, Modal, useLingui } from '@arcvest/shared';
import { ReviewFacts, type ReviewFact } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormTextField, useRulesForm } from '@arcvest/shared/forms';
import { transactionIdError, type FieldErrors, type PaymentCoin, type Translate } from '@arcvest/shared/rules';
import { BUY_PLAN_TEXTS as TEXTS } from './messages';

const FORM_ID = 'confirm-transaction';

interface TransactionValues {
  transaction_id: string;
}

/** Its format is the server's to judge (said in the hint); an empty id is asked for here. */
const missingId = ({ transaction_id }: TransactionValues, _: Translate): FieldErrors =>
  transaction_id.trim() ? {} : { transaction_id: [_(TEXTS.enterTransactionId)] };

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
  const { _ } = useLingui();
  const form = useRulesForm<TransactionValues>({
    defaultValues: { transaction_id: '' },
    rules: (values) => missingId(values, _),
    toPayload: ({ transaction_id }) => ({ transaction_id: transaction_id.trim() }),
  });
  const { isSubmitting, errors } = form.formState;
  // The format the server will check, said up front (the rule's message for an empty id is exactly the hint).
  // An error replaces it, so a refused format is not said twice.
  const hint = errors.transaction_id ? undefined : (transactionIdError(coin.coin, '', _) ?? undefined);

  return (
    <Modal
      title={_(TEXTS.confirmTransaction)}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            {_(TEXTS.cancel)}
          </Button>
          <Button type="submit" form={FORM_ID} busy={isSubmitting}>
            {_(TEXTS.submit)}
          </Button>
        </>
      }
    >
      {/* In the dialog, where the user is looking: a failure is said here, not as a toast. */}
      <Form
        form={form}
        onSubmit={({ transaction_id }) => onConfirm(transaction_id)}
        failureMessage={_(TEXTS.submitFailed)}
        showFailure="inline"
        id={FORM_ID}
        className="form"
      >
        {/* The one thing to type first, with its error beside it: in view at 375 px and 1280x800 without scrolling. */}
        <p>{_({ ...TEXTS.idOfTransaction, values: { coin: coin.name } })}</p>
        <FormTextField label={_(TEXTS.transactionId)} name="transaction_id" autoComplete="off" spellCheck={false} hint={hint} />
        <FormError />
        <ReviewFacts
          facts={[
            ...facts,
            {
              label: _(TEXTS.whatNext),
              kind: 'note',
              value: _(TEXTS.manualNext),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
