import {
  activeLocale,
  Button,
  ErrorState,
  LANDING_READ_MAX_AGE_SECONDS,
  Money,
  readApiError,
  useLingui,
  type Cents,
  type UserPlan,
  FactList,
} from '@arcvest/shared';
import { PlanProgress } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, formatUsd } from '@arcvest/shared/rules';
import { useAmountsShown } from './amounts-shown';
import { useGetPortfolioValueQuery } from './api';
import { OVERVIEW_TEXTS as TEXTS } from './messages';

/** One running plan: its capital, what it has earned, the days left and when it ends. */
function PlanHolding({ plan, shown }: { plan: UserPlan; shown: boolean }) {
  const { _ } = useLingui();
  const titleId = `holding-${plan.id}-title`;
  return (
    <li className="portfolio-holding" aria-labelledby={titleId}>
      <h4 id={titleId}>{_({ ...TEXTS.planTitle, values: { title: plan.title } })}</h4>
      <p className="portfolio-holding-figure">
        <Money fit amount={plan.amount} hidden={!shown} />
      </p>
      <FactList
        className="plan-facts"
        facts={[
          { term: _(TEXTS.earnedSoFar), value: <Money amount={plan.earned} hidden={!shown} /> },
          { term: _(TEXTS.daysLeft), value: _({ ...TEXTS.days, values: { count: plan.duration } }) },
          { term: _(TEXTS.ends), value: <time dateTime={plan.ends_at}>{formatDateTime(plan.ends_at, undefined, activeLocale())}</time> },
        ]}
      />
      <PlanProgress plan={plan} />
    </li>
  );
}

/**
 * The dashboard's headline (docs/money.md#portfolio-value): the total value (balance plus the
 * capital in active plans, as the API's shared `portfolioValue` computes it), earnings to date and
 * today, then where the money is: cash and each plan. Amounts show as **** until asked for; its
 * button shows or hides every amount on the dashboard (`useAmountsShown`).
 */
export function PortfolioValueCard() {
  // Fresh on every visit (earnings are credited by the server's timer, not by anything on this
  // page), without a second read of the figures the dashboard's routes started as they loaded.
  const { currentData: value, isError, error, refetch } = useGetPortfolioValueQuery(undefined, { refetchOnMountOrArgChange: LANDING_READ_MAX_AGE_SECONDS });
  const { shown, toggle } = useAmountsShown();
  const { _ } = useLingui();

  if (isError && !value) {
    return (
      <section className="card overview-card portfolio-value" aria-labelledby="value-title">
        <h2 id="value-title">{_(TEXTS.totalValue)}</h2>
        <ErrorState message={readApiError(error, _(TEXTS.portfolioFailed)).message} onRetry={() => void refetch()} />
      </section>
    );
  }
  // While it loads, the card keeps the loaded card's layout with a block in place of each figure,
  // so nothing below it moves when the figures arrive.
  const figure = (amount: Cents | string | undefined, fit?: boolean) =>
    amount === undefined ? <span className="skeleton-block portfolio-pending" aria-hidden="true" /> : <Money fit={fit} amount={amount} hidden={!shown} />;
  return (
    <section className="card overview-card portfolio-value" aria-labelledby="value-title" aria-busy={!value}>
      <h2 id="value-title">{_(TEXTS.totalValue)}</h2>
      {!value && (
        <p className="visually-hidden" role="status">
          {_(TEXTS.loadingValue)}
        </p>
      )}
      <p className="portfolio-total" aria-live="polite">
        {figure(value?.total, true)}
      </p>
      <FactList
        className="portfolio-changes"
        facts={[
          { term: _(TEXTS.earnedToDate), value: figure(value?.earned) },
          { term: _(TEXTS.today), value: figure(value && (value.today > 0 ? `+${formatUsd(value.today, activeLocale())}` : value.today)) },
        ]}
      />
      <Button variant="ghost" aria-pressed={shown} onClick={toggle}>
        {shown ? _(TEXTS.hideAmounts) : _(TEXTS.showAmounts)}
      </Button>
      <h3 className="portfolio-holdings-title">{_(TEXTS.whereItIs)}</h3>
      <ul className="portfolio-holdings">
        <li className="portfolio-holding" aria-labelledby="holding-cash-title">
          <h4 id="holding-cash-title">{_(TEXTS.cash)}</h4>
          <p className="portfolio-holding-figure">{figure(value?.balance, true)}</p>
          <p className="overview-meta">{_(TEXTS.cashMeta)}</p>
        </li>
        {value?.plans.map((plan) => (
          <PlanHolding key={plan.id} plan={plan} shown={shown} />
        ))}
      </ul>
    </section>
  );
}
