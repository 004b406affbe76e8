import { Button, Link, Modal, newHelpRequestPath, useToast, Money, type Transaction, FactList } from '@arcvest/shared';
import { chainFacts, formatDateTime, formatHistoryAmount, paymentMethodLabel, TRANSACTION_STATUS_LABELS, transactionTypeLabel } from '@arcvest/shared/rules';
import { ExplorerLink } from '@arcvest/shared/dashboard-ui';

function coinName(method: Transaction['payment_method']): string | null {
  return method === null ? null : paymentMethodLabel(method);
}

/** Everything about one transaction, with the reference to copy. */
export function TransactionDetails({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const toast = useToast();
  const reference = transaction.transaction_id;

  const copy = async () => {
    if (!reference) return;
    try {
      await navigator.clipboard.writeText(reference);
      toast.success('Transaction reference copied.');
    } catch {
      toast.error('The reference could not be copied. Please select and copy it instead.');
    }
  };

  const optional: [string, string | null][] = [
    ['Coin', coinName(transaction.payment_method)],
    ['Plan reference', transaction.plan_reference],
    ['Address', transaction.address],
    ...chainFacts(transaction),
    ['Reason', transaction.reason],
  ];

  return (
    <Modal
      title="Transaction details"
      onClose={onClose}
      footer={
        <>
          <Link to={newHelpRequestPath({ type: 'transaction', id: transaction.id })} className="btn btn-secondary">
            Get help with this transaction
          </Link>
          <Button variant="ghost" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <FactList
        className="tx-details"
        facts={[
          {
            term: 'Reference',
            value: reference ? (
              <>
                <code>{reference}</code>
                <Button variant="secondary" onClick={copy} aria-label="Copy transaction reference">
                  Copy
                </Button>
                <ExplorerLink coin={transaction.payment_method} txid={reference} />
              </>
            ) : (
              'None'
            ),
            valueClassName: 'tx-reference',
          },
          { term: 'Type', value: transactionTypeLabel(transaction) },
          {
            term: 'Status',
            value: <span className={`tx-status tx-status-${transaction.status}`}>{TRANSACTION_STATUS_LABELS[transaction.status]}</span>,
          },
          { term: 'Amount', value: <Money amount={formatHistoryAmount(transaction)} /> },
          ...optional.map(([label, value]) => value && { term: label, value }),
          { term: 'Date', value: formatDateTime(transaction.created_at) },
        ]}
      />
    </Modal>
  );
}
