import {
  Button,
  showApiError,
  Modal,
  useGetPaymentOptionsQuery,
  useGetPlansQuery,
  TextField,
  useToast,
  Money,
  type Transaction,
  FactList,
} from '@arcvest/shared';
import { approvalTarget, chainFacts, formatDateTime, formatUsd, paymentCoinByCoin, withdrawalNeedsApproval } from '@arcvest/shared/rules';
import { CopyButton, ExplorerLink, StaffRefusalNote, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { coinName, STATUS_LABELS, type ReviewLabels } from './review-labels';
import { useRef, useState } from 'react';
import { useDecideTransactionMutation } from './api';
import { isEntryChanged } from './entry-changed';
import { RejectTransactionDialog } from './reject-transaction-dialog';
import { useFourEyes, useWaitingApprovals } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every field of one entry; Reject and Confirm only while it is pending (docs/money.md#the-ledger). */
export function TransactionDetailsDialog({ transaction, labels, onClose }: { transaction: Transaction; labels: ReviewLabels; onClose: () => void }) {
  const toast = useToast();
  const { data: plans } = useGetPlansQuery(undefined, { skip: transaction.plan_id === null });
  const [decide] = useDecideTransactionMutation();
  // Deciding is for finance and owners; the other roles read the entry only.
  const mayDecide = useStaffCan('money.decide');
  const { ask, dialog: confirmStep } = useConfirmedAction();
  // Rejecting asks for an optional reason in its own confirm step, which takes the details' place too.
  const [rejecting, setRejecting] = useState(false);
  const isPendingWithdrawal = transaction.type === 'withdrawal' && transaction.status === 'pending';
  const { data: paymentOptions, isError: optionsFailed } = useGetPaymentOptionsQuery(undefined, { skip: !isPendingWithdrawal });
  // Confirm waits until it is known whether the payout's id is needed; unknown (the call failed), the field is offered.
  const payoutKnown = !isPendingWithdrawal || paymentOptions !== undefined || optionsFailed;
  // A withdrawal of a coin whose chain the server reads is confirmed with its payout, checked on chain (docs/chain.md#payouts).
  const payoutChecked =
    isPendingWithdrawal && (optionsFailed || paymentOptions?.find((option) => option.coin === transaction.payment_method)?.payout_check === true);
  const payoutTxid = useRef('');
  // Four-eyes approval: a large withdrawal's confirmation waits for a second staff member.
  const { withdrawalThreshold } = useFourEyes();
  const confirmWaits =
    transaction.type === 'withdrawal' && withdrawalThreshold !== undefined && withdrawalNeedsApproval(transaction.amount, withdrawalThreshold);
  const waitingConfirmation = useWaitingApprovals(['withdrawal.confirm'], approvalTarget('transaction', transaction.id));
  const plan = plans?.find((entry) => entry.id === transaction.plan_id);
  const who = `${transaction.username ?? 'Unknown'} (user #${transaction.user_id})`;

  // The chain to pay out (or in) on: USDT goes on TRC20.
  const network = paymentCoinByCoin(transaction.payment_method)?.network;

  // Both decisions move money and are final, so each takes a confirm step naming the user and amount (docs/admin-actions.md#confirm-steps).
  const askToConfirm = () => {
    const failureMessage = `The ${labels.singular} could not be confirmed. Please try again.`;
    ask({
      title: `Confirm ${labels.singular}`,
      confirmLabel: `Confirm ${labels.singular}`,
      question: (
        <>
          <p>
            Confirm the {labels.singular} of{' '}
            <strong>
              <Money amount={transaction.amount} />
            </strong>{' '}
            by <strong>{who}</strong>? {labels.consequence.confirm}
          </p>
          <NeedsApprovalNote when={confirmWaits} />
          {payoutChecked && (
            <TextField
              label="Payout transaction ID"
              hint={`The transaction that paid this withdrawal on the ${network} network. It is checked on chain: in a block, paying this address the amount.`}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                payoutTxid.current = event.target.value;
              }}
            />
          )}
        </>
      ),
      run: () => decide({ id: transaction.id, decision: 'confirm', ...(payoutChecked && { payoutTxid: payoutTxid.current }) }).unwrap(),
      failureMessage,
      onSuccess: onClose,
      // Decided by someone else, or gone: nothing is left to retry here.
      onFailure: (failure) => {
        if (!isEntryChanged(failure)) return false;
        showApiError(toast, failure, failureMessage);
        onClose();
        return true;
      },
    });
  };

  // The confirm step takes the details' place; Cancel returns to them.
  if (confirmStep) return confirmStep;
  if (rejecting) return <RejectTransactionDialog transaction={transaction} labels={labels} who={who} onCancel={() => setRejecting(false)} onClose={onClose} />;

  const isPending = transaction.status === 'pending';
  const decides = isPending && mayDecide;
  const planName = plan ? `${plan.title} (plan #${plan.id})` : `Plan #${transaction.plan_id}`;
  // Only the fields this entry has: a withdrawal has no reference or plan, a balance payment no network.
  const rows = (
    [
      ['Reference', transaction.transaction_id],
      ['Entry ID', `#${transaction.id}`],
      ['User', who],
      ['Plan', transaction.plan_id === null ? null : planName],
      ['Coin', coinName(transaction.payment_method)],
      ['Network', network],
      ['Amount', formatUsd(transaction.amount)],
      ...chainFacts(transaction),
      ['Status', STATUS_LABELS[transaction.status]],
      ['Created', formatDateTime(transaction.created_at)],
      ['Reason', transaction.reason],
    ] satisfies [string, string | null | undefined][]
  ).filter((row): row is [string, string] => Boolean(row[1]));
  const { address } = transaction;

  return (
    <Modal
      title={`${capitalize(labels.singular)} details`}
      onClose={onClose}
      footer={
        decides ? (
          <>
            <Button variant="danger" onClick={() => setRejecting(true)}>
              Reject
            </Button>
            {/* Asked already: a second staff member confirms it from the approvals page. */}
            {waitingConfirmation.length === 0 && (
              <Button onClick={askToConfirm} disabled={!payoutKnown}>
                Confirm
              </Button>
            )}
          </>
        ) : (
          <Button variant="ghost" onClick={onClose}>
            Done
          </Button>
        )
      }
    >
      <FactList
        className="review-details"
        facts={[
          ...rows.map(([term, value]) =>
            term === 'Reference'
              ? {
                  term,
                  value: (
                    <>
                      <code className="review-details-code">{value}</code>
                      <ExplorerLink coin={transaction.payment_method} txid={value} />
                    </>
                  ),
                  valueClassName: 'review-details-address',
                }
              : { term, value },
          ),
          address && {
            term: 'Address',
            value: (
              <>
                <code className="review-details-code">{address}</code>
                <CopyButton
                  text={address}
                  label="Copy address"
                  copiedMessage="Address copied."
                  failedMessage="The address could not be copied. Please select and copy it instead."
                />
              </>
            ),
            valueClassName: 'review-details-address',
          },
        ]}
      />
      {isPending && <WaitingApprovals approvals={waitingConfirmation} />}
      {isPending && !mayDecide && <StaffRefusalNote permission="money.decide" />}
    </Modal>
  );
}
