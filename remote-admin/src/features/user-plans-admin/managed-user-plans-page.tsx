import { EmptyState, ErrorState, Link, manageUserBuyPlanPath, readApiError, Spinner, UserPlanGrid } from '@arcvest/shared';
import { useGetManagedUserPlansQuery } from './api';
import { ForRouteUser, PlanHolderHeader } from './plan-holder';

const title = (username?: string) => (username ? `Active plans of ${username}` : 'Active plans');

function ManagedUserPlans({ userId }: { userId: number }) {
  const { data: plans, isError, error, refetch } = useGetManagedUserPlansQuery(userId);

  let content;
  if (plans && plans.length === 0) {
    content = (
      <EmptyState>
        <p>No active plans</p>
        <Link to={manageUserBuyPlanPath(userId)} className="btn btn-primary">Buy Plan</Link>
      </EmptyState>
    );
  } else if (plans) {
    content = <UserPlanGrid plans={plans} />;
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The plans could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Spinner label="Loading the plans" />;
  }

  return (
    <section className="user-plans">
      <PlanHolderHeader userId={userId} title={title} />
      {content}
    </section>
  );
}

/** /dashboard/admin/manage-users/{id}/user-plans: a user's active plans (docs/product.md#admin-console). */
export default function ManagedUserPlansPage() {
  return <ForRouteUser>{(userId) => <ManagedUserPlans userId={userId} />}</ForRouteUser>;
}
