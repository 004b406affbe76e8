import { TransactionReviewPage } from './transaction-review-page';

/** /dashboard/admin/manage-deposits */
export default function ManageDepositsPage() {
  return <TransactionReviewPage type="deposit" />;
}
