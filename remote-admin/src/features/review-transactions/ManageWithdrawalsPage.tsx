import { TransactionReviewPage } from './TransactionReviewPage';

/** /dashboard/admin/manage-withdrawals */
export default function ManageWithdrawalsPage() {
  return <TransactionReviewPage type="withdrawal" />;
}
