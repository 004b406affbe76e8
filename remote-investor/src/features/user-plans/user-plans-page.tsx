import { PATHS, EmptyState, readApiError, ErrorState, Spinner, UserPlanGrid, Link } from '@arcvest/shared';
import { useGetOwnPlansQuery } from './api';

/** /dashboard/user-plan: the investor's active plans (docs/product.md#investor-dashboard). */
export default function UserPlansPage() {
  const { data: plans, isError, error, refetch } = useGetOwnPlansQuery();

  let content;
  if (plans && plans.length === 0) {
    content = (
      <EmptyState>
        <p>No active plans</p>
        <Link to={PATHS.buyPlan} className="btn btn-primary">Buy plan</Link>
      </EmptyState>
    );
  } else if (plans) {
    content = <UserPlanGrid plans={plans} />;
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'Your plans could not be loaded.').message} onRetry={refetch} />;
  } else {
    content = <Spinner label="Loading your plans" />;
  }

  return (
    <section className="user-plans">
      <header className="page-title"><h1>Active plans</h1></header>
      {content}
    </section>
  );
}
