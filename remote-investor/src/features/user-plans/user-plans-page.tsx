import { PATHS, EmptyState, readApiError, ErrorState, Skeleton, Link } from '@arcvest/shared';
import { UserPlanGrid, useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { useGetOwnPlansQuery } from './api';
import { PastPlans } from './past-plans';
import { PlanActions } from './plan-actions';
import './user-plans.css';

/** /dashboard/user-plan: the investor's active plans and their choices, then the past ones (docs/product.md#investor-dashboard). */
export default function UserPlansPage() {
  const { data: plans, isError, error, refetch } = useGetOwnPlansQuery();
  const { ask, dialog } = useConfirmedAction();

  let content;
  if (plans && plans.length === 0) {
    content = (
      <EmptyState>
        <p>No active plans</p>
        <Link to={PATHS.buyPlan} className="btn btn-primary">
          Buy plan
        </Link>
      </EmptyState>
    );
  } else if (plans) {
    content = <UserPlanGrid plans={plans} actions={(plan) => <PlanActions plan={plan} ask={ask} />} />;
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'Your plans could not be loaded.').message} onRetry={refetch} />;
  } else {
    content = <Skeleton shape="cards" label="Loading your plans" />;
  }

  return (
    <section className="user-plans">
      <header className="page-title">
        <h1>Active plans</h1>
      </header>
      {content}
      <PastPlans />
      {dialog}
    </section>
  );
}
