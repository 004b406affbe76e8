import {
  Button,
  readApiError,
  Modal,
  TextField,
  transactionIdError,
  type PaymentCoin,
} from '@arcvest/shared';
import { useState, type FormEvent } from 'react';

export interface ConfirmTransactionModalProps {
  coin: PaymentCoin;
  busy: boolean;
  onClose: () => void;
  /** Sends the transaction id; resolves when done, rejects with the API error (this modal shows it, once). */
  onConfirm: (transactionId: string) => Promise<unknown>;
}

/** 'Confirm transaction': the id of the coin transaction the user paid with (docs/money.md#deposits). */
export function ConfirmTransactionModal({ coin, busy, onClose, onConfirm }: ConfirmTransactionModalProps) {
  const [transactionId, setTransactionId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  // The format the server will check, said up front (the rule's message for an empty id is exactly the hint).
  // An error replaces it, so a refused format is not said twice.
  const hint = transactionIdError(coin.coin, '') ?? undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!transactionId.trim()) {
      setFieldError('Please enter the transaction ID.');
      return;
    }
    setFieldError(undefined);
    try {
      await onConfirm(transactionId.trim());
    } catch (failure) {
      const { message, fieldErrors } = readApiError(failure, 'The payment could not be submitted. Please try again.');
      if (fieldErrors.transaction_id) setFieldError(fieldErrors.transaction_id.join(' '));
      else setFormError(message);
    }
  };

  return (
    <Modal
      title="Confirm transaction"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" form="confirm-transaction" busy={busy}>Submit</Button>
        </>
      }
    >
      <form id="confirm-transaction" className="form" onSubmit={onSubmit} noValidate>
        <p>Enter the ID of the {coin.name} transaction you sent. Your plan starts once we have confirmed the payment.</p>
        <TextField
          label="Transaction ID"
          name="transaction_id"
          autoComplete="off"
          spellCheck={false}
          value={transactionId}
          onChange={(event) => setTransactionId(event.target.value)}
          hint={fieldError ? undefined : hint}
          error={fieldError}
        />
        {formError && <p className="form-error" role="alert">{formError}</p>}
      </form>
    </Modal>
  );
}
