import {
  activeLocale,
  EmptyState,
  ErrorState,
  LANDING_READ_MAX_AGE_SECONDS,
  Link,
  Money,
  PATHS,
  readApiError,
  Skeleton,
  useLingui,
  type AdminOverview,
  FactList,
} from '@arcvest/shared';
import { formatDay, type Message } from '@arcvest/shared/rules';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useGetAdminOverviewQuery } from './api';
import { dailyFlowSummary, hasFlows } from './daily-flow-summary';
import { OVERVIEW_TEXTS as TEXTS, PENDING_TEXTS, TOTAL_TEXTS } from './messages';
import './admin-overview.css';

// Its own chunk: the charting library loads only when there is something to draw.
const DailyFlowChart = lazy(() => import('./daily-flow-chart'));

const PENDING: { key: keyof AdminOverview['pending']; label: Message; to: string }[] = [
  { key: 'deposits', label: PENDING_TEXTS.deposits, to: `${PATHS.manageDeposits}?status=pending` },
  { key: 'withdrawals', label: PENDING_TEXTS.withdrawals, to: PATHS.manageWithdrawals },
  { key: 'identity', label: PENDING_TEXTS.identity, to: PATHS.manageIdentityVerification },
  { key: 'payments', label: PENDING_TEXTS.payments, to: PATHS.chainPayments },
  { key: 'approvals', label: PENDING_TEXTS.approvals, to: PATHS.approvals },
];

const TOTALS: { key: keyof AdminOverview['totals']; label: Message; hint: Message }[] = [
  { key: 'deposits', label: TOTAL_TEXTS.deposits, hint: TOTAL_TEXTS.allTime },
  { key: 'withdrawals', label: TOTAL_TEXTS.withdrawals, hint: TOTAL_TEXTS.allTime },
  { key: 'earnings', label: TOTAL_TEXTS.earnings, hint: TOTAL_TEXTS.allTime },
  // What the platform owes counts plan capital too: it comes back to the users at maturity (docs/money.md#portfolio-value).
  { key: 'owed', label: TOTAL_TEXTS.owed, hint: TOTAL_TEXTS.owedHint },
  { key: 'wallets', label: TOTAL_TEXTS.wallets, hint: TOTAL_TEXTS.walletsHint },
  { key: 'capital', label: TOTAL_TEXTS.capital, hint: TOTAL_TEXTS.capitalHint },
];

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section className={`overview-section ${className ?? ''}`.trim()} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function DailyFlows({ daily }: { daily: AdminOverview['daily'] }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  if (!hasFlows(daily)) return <EmptyState>{dailyFlowSummary(daily, _, locale)}</EmptyState>;
  const activeDays = daily.filter((day) => day.deposits > 0 || day.withdrawals > 0);
  return (
    <>
      <p className="overview-summary">{dailyFlowSummary(daily, _, locale)}</p>
      <Suspense fallback={<Skeleton shape="card" label={_(TEXTS.loadingChart)} />}>
        <DailyFlowChart daily={daily} />
      </Suspense>
      <ul className="overview-legend" aria-hidden="true">
        <li className="overview-legend-deposits">{_(TEXTS.depositsBars)}</li>
        <li className="overview-legend-withdrawals">{_(TEXTS.withdrawalsLine)}</li>
      </ul>
      <details className="overview-table">
        <summary>{_(TEXTS.asTable)}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{_(TEXTS.dayUtc)}</th>
              <th scope="col">{_(TEXTS.deposits)}</th>
              <th scope="col">{_(TEXTS.withdrawals)}</th>
            </tr>
          </thead>
          <tbody>
            {activeDays.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatDay(day.date, locale)}</time>
                </th>
                <td>
                  <Money amount={day.deposits} />
                </td>
                <td>
                  <Money amount={day.withdrawals} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/** A figure still on its way: a block of its size, so the cards keep their shape. */
const FIGURE_ON_ITS_WAY = <span className="skeleton-block skeleton-figure" aria-hidden="true" />;

/**
 * The overview's sections, drawn at once with their cards' labels, the figures filled in when the
 * overview comes: the page's layout and words need no answer from the server.
 */
function OverviewSections({ overview }: { overview: AdminOverview | undefined }) {
  const { _ } = useLingui();
  return (
    <>
      <Section title={_(TEXTS.waiting)}>
        <ul className="overview-cards">
          {PENDING.map(({ key, label, to }) => (
            <li key={key}>
              <Link to={to} className="card overview-card overview-pending" data-testid={`pending-${key}`}>
                <span className="overview-label">{_(label)}</span>
                <span className="overview-figure">{overview ? overview.pending[key] : FIGURE_ON_ITS_WAY}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={_(TEXTS.totals)}>
        <FactList
          className="overview-cards"
          facts={TOTALS.map(({ key, label, hint }) => ({
            key,
            term: (
              <>
                {_(label)} <small>{_(hint)}</small>
              </>
            ),
            value: overview ? <Money fit amount={overview.totals[key]} /> : FIGURE_ON_ITS_WAY,
            row: { className: 'card overview-card', 'data-testid': `total-${key}` },
            termClassName: 'overview-label',
            valueClassName: 'overview-figure',
          }))}
        />
      </Section>
      <Section title={_(TEXTS.last30Days)} className="overview-flows">
        {overview ? <DailyFlows daily={overview.daily} /> : <Skeleton shape="card" label={_(TEXTS.loading)} />}
      </Section>
    </>
  );
}

/** /dashboard/admin: what waits for a decision, the money totals and the last 30 days. */
export default function AdminOverviewPage() {
  const { _ } = useLingui();
  // Fresh on every visit (the counts are a to-do list), without a second read of the figures the
  // console's routes started as they loaded.
  const { currentData: overview, isError, error, refetch } = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: LANDING_READ_MAX_AGE_SECONDS });

  return (
    <section className="admin-overview">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      {!overview && isError ? (
        <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />
      ) : (
        <OverviewSections overview={overview} />
      )}
    </section>
  );
}
