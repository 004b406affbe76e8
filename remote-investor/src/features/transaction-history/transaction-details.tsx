import { activeLocale, Button, Link, Modal, newHelpRequestPath, useLingui, useToast, Money, type Transaction, FactList } from '@arcvest/shared';
import {
  chainFacts,
  formatDateTime,
  formatHistoryAmount,
  paymentMethodLabel,
  TRANSACTION_STATUS_TEXTS,
  transactionTypeLabel,
  type Translate,
} from '@arcvest/shared/rules';
import { ExplorerLink } from '@arcvest/shared/dashboard-ui';
import type { ReactElement } from 'react';
import { DETAILS_TEXTS as TEXTS } from './messages';

function coinName(method: Transaction['payment_method'], translate: Translate): string | null {
  return method === null ? null : paymentMethodLabel(method, translate);
}

/** Everything about one transaction, with the reference to copy. */
export function TransactionDetails({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const toast = useToast();
  const reference = transaction.transaction_id;

  const copy = async () => {
    if (!reference) return;
    try {
      await navigator.clipboard.writeText(reference);
      toast.success(_(TEXTS.copied));
    } catch {
      toast.error(_(TEXTS.copyFailed));
    }
  };

  const optional: [string, ReactElement | string | null][] = [
    [_(TEXTS.coin), coinName(transaction.payment_method, _)],
    [_(TEXTS.planReference), transaction.plan_reference],
    [
      _(TEXTS.address),
      transaction.address && (
        <bdi dir="ltr" translate="no">
          {transaction.address}
        </bdi>
      ),
    ],
    ...chainFacts(transaction, _),
    [_(TEXTS.reason), transaction.reason],
  ];

  return (
    <Modal
      title={_(TEXTS.title)}
      onClose={onClose}
      footer={
        <>
          <Link to={newHelpRequestPath({ type: 'transaction', id: transaction.id })} className="btn btn-secondary">
            {_(TEXTS.getHelp)}
          </Link>
          <Button variant="ghost" onClick={onClose}>
            {_(TEXTS.done)}
          </Button>
        </>
      }
    >
      <FactList
        className="tx-details"
        facts={[
          {
            term: _(TEXTS.reference),
            value: reference ? (
              <>
                <code dir="ltr" translate="no">
                  {reference}
                </code>
                <Button variant="secondary" onClick={copy} aria-label={_(TEXTS.copyLabel)}>
                  {_(TEXTS.copy)}
                </Button>
                <ExplorerLink coin={transaction.payment_method} txid={reference} />
              </>
            ) : (
              _(TEXTS.none)
            ),
            valueClassName: 'tx-reference',
          },
          { term: _(TEXTS.type), value: transactionTypeLabel(transaction, _) },
          {
            term: _(TEXTS.status),
            value: <span className={`tx-status tx-status-${transaction.status}`}>{_(TRANSACTION_STATUS_TEXTS[transaction.status])}</span>,
          },
          { term: _(TEXTS.amount), value: <Money amount={formatHistoryAmount(transaction, locale)} /> },
          ...optional.map(([label, value]) => value && { term: label, value }),
          { term: _(TEXTS.date), value: formatDateTime(transaction.created_at, undefined, locale) },
        ]}
      />
    </Modal>
  );
}
