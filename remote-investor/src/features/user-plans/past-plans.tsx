import { EmptyState, ErrorState, Money, readApiError, Skeleton, type PastUserPlan, FactList } from '@arcvest/shared';
import { formatDay } from '@arcvest/shared/rules';
import { useGetPastPlansQuery } from './api';

const ENDINGS: Record<PastUserPlan['status'], { label: string; endedOn: string }> = {
  completed: { label: 'Matured', endedOn: 'Matured on' },
  redeemed: { label: 'Redeemed early', endedOn: 'Redeemed on' },
};

/** The day of a moment (UTC, as the API's days are): an ended plan's dates need no time of day. */
const dayOf = (moment: string) => formatDay(moment.slice(0, 10));

function PastPlanCard({ plan }: { plan: PastUserPlan }) {
  const titleId = `past-plan-${plan.id}-title`;
  const ending = ENDINGS[plan.status];
  return (
    <article className="card past-plan" aria-labelledby={titleId}>
      <header className="past-plan-header">
        <h3 id={titleId} className="card-title">
          {plan.title} plan
        </h3>
        <p className="plan-status">{ending.label}</p>
      </header>
      <FactList
        className="fact-list"
        facts={[
          { term: 'Capital', value: <Money amount={plan.amount} /> },
          { term: 'Started', value: dayOf(plan.started_at) },
          { term: ending.endedOn, value: dayOf(plan.ended_at) },
          { term: 'Days paid', value: `${plan.days_paid} of ${plan.initial_duration}` },
          { term: 'Total earned', value: <Money amount={plan.earned} /> },
          plan.status === 'redeemed' && { term: 'Early redemption cost', value: <Money amount={plan.charges} /> },
        ]}
      />
    </article>
  );
}

/** The plans that ended, matured or redeemed early, with what each earned and, redeemed, what ending it early cost. */
export function PastPlans() {
  const { data: plans, isError, error, refetch } = useGetPastPlansQuery();
  let content;
  if (plans && plans.length === 0)
    content = (
      <EmptyState>
        <p>No past plans yet: a plan is listed here once it matures or is redeemed.</p>
      </EmptyState>
    );
  else if (plans) {
    content = (
      <ul className="card-grid past-plan-grid">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PastPlanCard plan={plan} />
          </li>
        ))}
      </ul>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, 'Your past plans could not be loaded.').message} onRetry={refetch} />;
  else content = <Skeleton shape="cards" label="Loading your past plans" />;

  return (
    <section className="past-plans" aria-labelledby="past-plans-heading">
      <h2 id="past-plans-heading">Past plans</h2>
      {content}
    </section>
  );
}
