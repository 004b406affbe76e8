import {
  Button,
  ConfirmDialog,
  showApiError,
  formatDateTime,
  formatUsd,
  Modal,
  useGetPlansQuery,
  useToast,
  type Transaction,
} from '@arcvest/shared';
import { useState } from 'react';
import { coinName, STATUS_LABELS, type ReviewLabels } from './reviewLabels';
import { useDecideTransactionMutation, type Decision } from './transactionReviewApi';

/** The answers after which this entry is no longer pending (409) or no longer there (404). */
const ENTRY_CHANGED = new Set<unknown>([404, 409]);

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every field of one entry; Reject and Confirm only while it is pending (spec section 4). */
export function TransactionDetailsDialog({ transaction, labels, onClose }: { transaction: Transaction; labels: ReviewLabels; onClose: () => void }) {
  const toast = useToast();
  const { data: plans } = useGetPlansQuery(undefined, { skip: transaction.plan_id === null });
  const [decide] = useDecideTransactionMutation();
  const [pending, setPending] = useState<Decision | null>(null);
  // DESIGN.md section 4: a rejection is final, so it takes a confirm step naming the user and amount.
  const [confirmingReject, setConfirmingReject] = useState(false);
  const plan = plans?.find((entry) => entry.id === transaction.plan_id);

  const run = async (decision: Decision) => {
    setPending(decision);
    try {
      const { message } = await decide({ id: transaction.id, decision }).unwrap();
      toast.success(message);
      onClose();
    } catch (error) {
      // DESIGN.md section 4: a failed confirm or reject is an error, never a success.
      const fallback = `The ${labels.singular} could not be ${decision === 'confirm' ? 'confirmed' : 'rejected'}. Please try again.`;
      showApiError(toast, error, fallback);
      if (ENTRY_CHANGED.has((error as { status?: unknown }).status)) onClose();
      else {
        setPending(null);
        setConfirmingReject(false);
      }
    }
  };

  const who = `${transaction.username ?? 'Unknown'} (user #${transaction.user_id})`;
  if (confirmingReject) {
    return (
      <ConfirmDialog
        title={`Reject ${labels.singular}`}
        confirmLabel={`Reject ${labels.singular}`}
        busy={pending === 'reject'}
        onConfirm={() => run('reject')}
        onClose={() => setConfirmingReject(false)}
      >
        <p>
          Reject the {labels.singular} of <strong>{formatUsd(transaction.amount)}</strong> by <strong>{who}</strong>? This cannot be undone.
        </p>
      </ConfirmDialog>
    );
  }

  const isPending = transaction.status === 'pending';
  const rows: [string, string][] = [
    ['Reference', transaction.transaction_id ?? 'None'],
    ['Entry ID', `#${transaction.id}`],
    ['User', who],
    ['Plan', transaction.plan_id === null ? 'None' : plan ? `${plan.title} (plan #${plan.id})` : `Plan #${transaction.plan_id}`],
    ['Coin', coinName(transaction.payment_method)],
    ['Amount', formatUsd(transaction.amount)],
    ['Status', STATUS_LABELS[transaction.status]],
    ['Created', formatDateTime(transaction.created_at)],
  ];
  if (transaction.address) rows.push(['Address', transaction.address]);
  if (transaction.reason) rows.push(['Reason', transaction.reason]);

  return (
    <Modal
      title={`${capitalize(labels.singular)} details`}
      onClose={onClose}
      footer={
        isPending ? (
          <>
            <Button variant="danger" onClick={() => setConfirmingReject(true)} disabled={pending !== null}>Reject</Button>
            <Button onClick={() => run('confirm')} busy={pending === 'confirm'} disabled={pending !== null}>Confirm</Button>
          </>
        ) : (
          <Button variant="ghost" onClick={onClose}>Done</Button>
        )
      }
    >
      <dl className="review-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className={term === 'Reference' || term === 'Address' ? 'review-details-code' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
