import { PATHS, EmptyState, readApiError, ErrorState, Skeleton, Link, useLingui } from '@arcvest/shared';
import { UserPlanGrid, useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { useGetOwnPlansQuery } from './api';
import { PLANS_TEXTS as TEXTS } from './messages';
import { PastPlans } from './past-plans';
import { PlanActions } from './plan-actions';
import './user-plans.css';

/** /dashboard/user-plan: the investor's active plans and their choices, then the past ones (docs/product.md#investor-dashboard). */
export default function UserPlansPage() {
  const { _ } = useLingui();
  const { data: plans, isError, error, refetch } = useGetOwnPlansQuery();
  const { ask, dialog } = useConfirmedAction();

  let content;
  if (plans && plans.length === 0) {
    content = (
      <EmptyState>
        <p>{_(TEXTS.none)}</p>
        <Link to={PATHS.buyPlan} className="btn btn-primary">
          {_(TEXTS.buyPlan)}
        </Link>
      </EmptyState>
    );
  } else if (plans) {
    content = <UserPlanGrid plans={plans} actions={(plan) => <PlanActions plan={plan} ask={ask} />} />;
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={refetch} />;
  } else {
    content = <Skeleton shape="cards" label={_(TEXTS.loading)} />;
  }

  return (
    <section className="user-plans">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      {content}
      <PastPlans />
      {dialog}
    </section>
  );
}
