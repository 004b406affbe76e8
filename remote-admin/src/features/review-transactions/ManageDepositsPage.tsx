import { TransactionReviewPage } from './TransactionReviewPage';

/** /dashboard/admin/manage-deposits */
export default function ManageDepositsPage() {
  return <TransactionReviewPage type="deposit" />;
}
