import { Button, formatUsd, MAX_ADJUSTMENT_REASON_LENGTH, readAdjustmentAmount, readApiError, TextField, type User } from '@arcvest/shared';
import { useState, type FormEvent } from 'react';
import { useChargeFeeMutation, useGiveBonusMutation } from './api';
import type { AskToConfirm } from './use-confirm-step';

/** Money the admin adds (a bonus) or takes (a fee, at most the balance), in dollars, with a reason the user sees. */
export function AdjustmentCard({ kind, user, ask }: { kind: 'bonus' | 'fee'; user: User; ask: AskToConfirm }) {
  const [giveBonus] = useGiveBonusMutation();
  const [chargeFee] = useChargeFeeMutation();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const isBonus = kind === 'bonus';
  const label = isBonus ? 'Give bonus' : 'Charge fee';
  const headingId = `user-${kind}-heading`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAdjustmentAmount(amount, isBonus ? {} : { wallet: user.wallet });
    if ('error' in read) return setErrors({ amount: read.error });
    const cents = read.cents;
    const why = reason.trim() || undefined;
    const dollars = <strong>{formatUsd(cents)}</strong>;
    const name = <strong>{user.username}</strong>;
    ask({
      title: label,
      confirmLabel: label,
      question: (
        <p>
          {isBonus ? <>Give {dollars} bonus to {name}?</> : <>Charge {dollars} fee to {name}?</>}
          {why ? <> They will see the reason “{why}” in their history.</> : null}
        </p>
      ),
      run: () => (isBonus ? giveBonus({ id: user.id, bonus: cents, reason: why }).unwrap() : chargeFee({ id: user.id, fee: cents, reason: why }).unwrap()),
      failureMessage: isBonus ? 'The bonus could not be given. Please try again.' : 'The fee could not be charged. Please try again.',
      onSuccess: () => {
        setAmount('');
        setReason('');
      },
      onFailure: (failure) => {
        const { fieldErrors } = readApiError(failure, '');
        const placed = { amount: fieldErrors[kind]?.[0], reason: fieldErrors.reason?.[0] };
        setErrors(placed);
        return Boolean(placed.amount || placed.reason);
      },
    });
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      <form className="user-adjust-form" onSubmit={submit} noValidate>
        <TextField
          label={isBonus ? 'Bonus in dollars' : 'Fee in dollars'}
          hint={isBonus ? undefined : `At most the balance of ${formatUsd(user.wallet)}.`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors({});
          }}
          error={errors.amount}
        />
        <TextField
          label="Reason (optional)"
          hint="The user sees it in their history."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors({});
          }}
          maxLength={MAX_ADJUSTMENT_REASON_LENGTH}
          error={errors.reason}
        />
        <Button type="submit" variant={isBonus ? 'primary' : 'danger'}>{label}</Button>
      </form>
    </section>
  );
}
