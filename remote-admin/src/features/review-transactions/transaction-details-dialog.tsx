import {
  activeLocale,
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
  Trans,
  useLingui,
} from '@arcvest/shared';
import { approvalTarget, chainFacts, formatDateTime, formatUsd, paymentCoinByCoin, withdrawalNeedsApproval } from '@arcvest/shared/rules';
import { CopyButton, ExplorerLink, StaffRefusalNote, useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { coinName, STATUS_LABELS, type ReviewLabels } from './review-labels';
import { useRef, useState, type ReactNode } from 'react';
import { useDecideTransactionMutation } from './api';
import { isEntryChanged } from './entry-changed';
import { RejectTransactionDialog } from './reject-transaction-dialog';
import { useFourEyes, useWaitingApprovals } from '../../api/approvals';
import { NeedsApprovalNote, WaitingApprovals } from '../../components/four-eyes';
import { REVIEW_PAGE_TEXTS as TEXTS } from './messages';

/** 'erin (user #12)': who an entry belongs to, the name kept as written. */
export function Who({ transaction }: { transaction: Pick<Transaction, 'username' | 'user_id'> }) {
  const { _ } = useLingui();
  if (transaction.username === null) return <>{_({ ...TEXTS.whoUnknown, values: { id: transaction.user_id } })}</>;
  return <Trans {...TEXTS.who} values={{ name: transaction.username, id: transaction.user_id }} components={{ 0: <bdi dir="ltr" translate="no" /> }} />;
}

/** Every field of one entry; Reject and Confirm only while it is pending (docs/money.md#the-ledger). */
export function TransactionDetailsDialog({ transaction, labels, onClose }: { transaction: Transaction; labels: ReviewLabels; onClose: () => void }) {
  const { _ } = useLingui();
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
  const who = <Who transaction={transaction} />;

  // The chain to pay out (or in) on: USDT goes on TRC20.
  const network = paymentCoinByCoin(transaction.payment_method)?.network;

  // Both decisions move money and are final, so each takes a confirm step naming the user and amount (docs/admin-actions.md#confirm-steps).
  const askToConfirm = () => {
    const failureMessage = _(labels.confirmFailed);
    ask({
      title: _(labels.confirmTitle),
      confirmLabel: _(labels.confirmTitle),
      question: (
        <>
          <p>
            <Trans
              {...labels.confirmQuestion}
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
          <NeedsApprovalNote when={confirmWaits} />
          {payoutChecked && (
            <TextField
              label={_(TEXTS.payoutTxid)}
              hint={_({ ...TEXTS.payoutHint, values: { network: network ?? '' } })}
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
  // A plan's title is what an admin wrote: shown as written.
  const planName = plan
    ? _({ ...TEXTS.planNamed, values: { title: plan.title, id: plan.id } })
    : _({ ...TEXTS.planNumber, values: { id: transaction.plan_id ?? '' } });
  const locale = activeLocale();
  const reference = transaction.transaction_id;
  // Only the fields this entry has: a withdrawal has no reference or plan, a balance payment no network.
  const rows = (
    [
      [
        _(TEXTS.reference),
        reference && (
          <>
            <code className="review-details-code" dir="ltr" translate="no">
              {reference}
            </code>
            <ExplorerLink coin={transaction.payment_method} txid={reference} />
          </>
        ),
        'review-details-address',
      ],
      [_(TEXTS.entryId), `#${transaction.id}`],
      [_(TEXTS.user), who],
      [_(TEXTS.plan), transaction.plan_id === null ? null : planName],
      [_(TEXTS.coin), coinName(transaction.payment_method, _)],
      [_(TEXTS.network), network],
      [_(TEXTS.amount), formatUsd(transaction.amount, locale)],
      ...chainFacts(transaction, _),
      [_(TEXTS.status), _(STATUS_LABELS[transaction.status])],
      [_(TEXTS.created), <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at, undefined, locale)}</time>],
      [_(TEXTS.reason), transaction.reason],
    ] as [string, ReactNode, string?][]
  ).filter((row) => Boolean(row[1]));
  const { address } = transaction;

  return (
    <Modal
      title={_(labels.detailsTitle)}
      onClose={onClose}
      footer={
        decides ? (
          <>
            <Button variant="danger" onClick={() => setRejecting(true)}>
              {_(TEXTS.reject)}
            </Button>
            {/* Asked already: a second staff member confirms it from the approvals page. */}
            {waitingConfirmation.length === 0 && (
              <Button onClick={askToConfirm} disabled={!payoutKnown}>
                {_(TEXTS.confirm)}
              </Button>
            )}
          </>
        ) : (
          <Button variant="ghost" onClick={onClose}>
            {_(TEXTS.done)}
          </Button>
        )
      }
    >
      <FactList
        className="review-details"
        facts={[
          ...rows.map(([term, value, valueClassName]) => ({ term, value, valueClassName })),
          address && {
            term: _(TEXTS.address),
            value: (
              <>
                <code className="review-details-code" dir="ltr" translate="no">
                  {address}
                </code>
                <CopyButton text={address} label={_(TEXTS.copyAddress)} copiedMessage={_(TEXTS.addressCopied)} failedMessage={_(TEXTS.copyFailed)} />
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
