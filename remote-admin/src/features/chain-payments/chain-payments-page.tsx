import { useLingui } from '@arcvest/shared';
import { ExceptionQueue } from './exception-queue';
import { CHAIN_PAYMENTS_TEXTS as TEXTS } from './messages';
import { Reconciliation } from './reconciliation';
import { SingleApproverNotice } from '../../components/four-eyes';
import './chain-payments.css';

/** /dashboard/admin/chain-payments: invoices waiting for an admin's decision, and the chain against the ledger (docs/chain.md#exceptions). */
export default function ChainPaymentsPage() {
  const { _ } = useLingui();
  return (
    <section className="chain-payments">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <SingleApproverNotice />
      <ExceptionQueue />
      <Reconciliation />
    </section>
  );
}
