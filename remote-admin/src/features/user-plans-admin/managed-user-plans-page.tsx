import { EmptyState, ErrorState, Link, manageUserBuyPlanPath, readApiError, Skeleton, useLingui } from '@arcvest/shared';
import { approvalTarget } from '@arcvest/shared/rules';
import { UserPlanGrid } from '@arcvest/shared/dashboard-ui';
import { useGetManagedUserPlansQuery } from './api';
import { PLANS_TEXTS as TEXTS } from './messages';
import { ForRouteUser, PlanHolderHeader } from './plan-holder';
import { useWaitingApprovals } from '../../api/approvals';
import { WaitingApprovals } from '../../components/four-eyes';

function ManagedUserPlans({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const title = (username?: string) => (username ? _({ ...TEXTS.titleOf, values: { username } }) : _(TEXTS.title));
  const { data: plans, isError, error, refetch } = useGetManagedUserPlansQuery(userId);
  // Plans bought for them that wait for a second staff member (four-eyes approval).
  const waiting = useWaitingApprovals(['plan.buy_for_user'], approvalTarget('user', userId));

  const active = plans?.filter((plan) => plan.status === 'active');
  const ended = plans?.filter((plan) => plan.status !== 'active') ?? [];

  let content;
  if (active && active.length === 0) {
    content = (
      <EmptyState>
        <p>{_(TEXTS.empty)}</p>
        <Link to={manageUserBuyPlanPath(userId)} className="btn btn-primary">
          {_(TEXTS.buyPlan)}
        </Link>
      </EmptyState>
    );
  } else if (active) {
    content = <UserPlanGrid plans={active} />;
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="cards" label={_(TEXTS.loading)} />;
  }

  return (
    <section className="user-plans">
      <PlanHolderHeader userId={userId} title={title} />
      <WaitingApprovals approvals={waiting} />
      {content}
      {ended.length > 0 && (
        <section className="ended-plans" aria-labelledby="ended-plans-title">
          <h2 id="ended-plans-title">{_(TEXTS.ended)}</h2>
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
