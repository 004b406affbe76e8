import { EmptyState, ErrorState, Link, manageUserBuyPlanPath, readApiError, Skeleton } from '@arcvest/shared';
import { approvalTarget } from '@arcvest/shared/rules';
import { UserPlanGrid } from '@arcvest/shared/dashboard-ui';
import { useGetManagedUserPlansQuery } from './api';
import { ForRouteUser, PlanHolderHeader } from './plan-holder';
import { useWaitingApprovals } from '../../api/approvals';
import { WaitingApprovals } from '../../components/four-eyes';

const title = (username?: string) => (username ? `Active plans of ${username}` : 'Active plans');

function ManagedUserPlans({ userId }: { userId: number }) {
  const { data: plans, isError, error, refetch } = useGetManagedUserPlansQuery(userId);
  // Plans bought for them that wait for a second staff member (four-eyes approval).
  const waiting = useWaitingApprovals(['plan.buy_for_user'], approvalTarget('user', userId));

  const active = plans?.filter((plan) => plan.status === 'active');
  const ended = plans?.filter((plan) => plan.status !== 'active') ?? [];

  let content;
  if (active && active.length === 0) {
    content = (
      <EmptyState>
        <p>No active plans</p>
        <Link to={manageUserBuyPlanPath(userId)} className="btn btn-primary">
          Buy plan
        </Link>
      </EmptyState>
    );
  } else if (active) {
    content = <UserPlanGrid plans={active} />;
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The plans could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="cards" label="Loading the plans" />;
  }

  return (
    <section className="user-plans">
      <PlanHolderHeader userId={userId} title={title} />
      <WaitingApprovals approvals={waiting} />
      {content}
      {ended.length > 0 && (
        <section className="ended-plans" aria-labelledby="ended-plans-title">
          <h2 id="ended-plans-title">Ended plans</h2>
          <UserPlanGrid plans={ended} />
        </section>
      )}
    </section>
  );
}

/** /dashboard/admin/manage-users/{id}/user-plans: a user's active plans, then the ended ones, redeemed early or completed (docs/product.md#admin-console). */
export default function ManagedUserPlansPage() {
  return <ForRouteUser>{(userId) => <ManagedUserPlans userId={userId} />}</ForRouteUser>;
}
