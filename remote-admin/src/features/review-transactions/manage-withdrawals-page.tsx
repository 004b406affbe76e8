import { TransactionReviewPage } from './transaction-review-page';

/** /dashboard/admin/manage-withdrawals */
export default function ManageWithdrawalsPage() {
  return <TransactionReviewPage type="withdrawal" />;
}
