import { activeLocale, EmptyState, ErrorState, Money, readApiError, Skeleton, Trans, useLingui, type PastUserPlan, FactList } from '@arcvest/shared';
import { formatDay } from '@arcvest/shared/rules';
import { useGetPastPlansQuery } from './api';
import { PAST_PLANS_TEXTS as TEXTS } from './messages';

const ENDINGS: Record<PastUserPlan['status'], Record<'label' | 'endedOn', typeof TEXTS.matured>> = {
  completed: { label: TEXTS.matured, endedOn: TEXTS.maturedOn },
  redeemed: { label: TEXTS.redeemed, endedOn: TEXTS.redeemedOn },
};

/** The day of a moment (UTC, as the API's days are): an ended plan's dates need no time of day. */
const dayOf = (moment: string) => <time dateTime={moment}>{formatDay(moment.slice(0, 10), activeLocale())}</time>;

function PastPlanCard({ plan }: { plan: PastUserPlan }) {
  const { _ } = useLingui();
  const titleId = `past-plan-${plan.id}-title`;
  const ending = ENDINGS[plan.status];
  return (
    <article className="card past-plan" aria-labelledby={titleId}>
      <header className="past-plan-header">
        <h3 id={titleId} className="card-title">
          <Trans {...TEXTS.planTitle} values={{ title: plan.title }} />
        </h3>
        <p className="plan-status">{_(ending.label)}</p>
      </header>
      <FactList
        className="fact-list"
        facts={[
          { term: _(TEXTS.capital), value: <Money amount={plan.amount} /> },
          { term: _(TEXTS.started), value: dayOf(plan.started_at) },
          { term: _(ending.endedOn), value: dayOf(plan.ended_at) },
          { term: _(TEXTS.daysPaid), value: _({ ...TEXTS.daysPaidValue, values: { paid: plan.days_paid, days: plan.initial_duration } }) },
          { term: _(TEXTS.totalEarned), value: <Money amount={plan.earned} /> },
          plan.status === 'redeemed' && { term: _(TEXTS.redemptionCost), value: <Money amount={plan.charges} /> },
        ]}
      />
    </article>
  );
}

/** The plans that ended, matured or redeemed early, with what each earned and, redeemed, what ending it early cost. */
export function PastPlans() {
  const { _ } = useLingui();
  const { data: plans, isError, error, refetch } = useGetPastPlansQuery();
  let content;
  if (plans && plans.length === 0)
    content = (
      <EmptyState>
        <p>{_(TEXTS.none)}</p>
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
  } else if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={refetch} />;
  else content = <Skeleton shape="cards" label={_(TEXTS.loading)} />;

  return (
    <section className="past-plans" aria-labelledby="past-plans-heading">
      <h2 id="past-plans-heading">{_(TEXTS.title)}</h2>
      {content}
    </section>
  );
}
