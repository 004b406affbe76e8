import {
  PATHS,
  EmptyState,
  readApiError,
  ErrorState,
  formatUsd,
  planProgressPercent,
  Spinner,
  type UserPlan,
  Link,
} from '@arcvest/shared';
import { useGetOwnPlansQuery } from './api';
import './userPlans.css';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function UserPlanCard({ plan }: { plan: UserPlan }) {
  const percent = planProgressPercent(plan);
  const titleId = `user-plan-${plan.id}-title`;
  return (
    <article className="plan-card user-plan-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{plan.title} plan</h2>
      <p className="plan-roi"><strong>{plan.roi}%</strong> daily</p>
      <dl className="plan-facts">
        <div><dt>Duration</dt><dd>{days(plan.initial_duration)}</dd></div>
        <div><dt>Capital</dt><dd>{formatUsd(plan.amount)}</dd></div>
        <div><dt>Daily return</dt><dd>{formatUsd(plan.returns)}</dd></div>
        <div><dt>Total return</dt><dd>{formatUsd(plan.total_returns)}</dd></div>
        <div><dt>Days left</dt><dd>{days(plan.duration)}</dd></div>
      </dl>
      <div
        className="progress"
        role="progressbar"
        aria-label={`Time left on the ${plan.title} plan`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the term left`}
      >
        <span className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-caption">{percent}% of the term left</p>
    </article>
  );
}

/** /dashboard/user-plan: the investor's active plans (spec section 2, Active plans). */
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
    content = (
      <ul className="card-grid user-plan-grid">
        {plans.map((plan) => (
          <li key={plan.id}><UserPlanCard plan={plan} /></li>
        ))}
      </ul>
    );
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
