import { EmptyState, ErrorState, Link, Money, PATHS, readApiError, Skeleton, type AdminOverview, FactList } from '@arcvest/shared';
import { formatDay } from '@arcvest/shared/rules';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useGetAdminOverviewQuery } from './api';
import { dailyFlowSummary, hasFlows } from './daily-flow-summary';
import './admin-overview.css';

// Its own chunk: the charting library loads only when there is something to draw.
const DailyFlowChart = lazy(() => import('./daily-flow-chart'));

const PENDING: { key: keyof AdminOverview['pending']; label: string; to: string }[] = [
  { key: 'deposits', label: 'Pending deposits', to: `${PATHS.manageDeposits}?status=pending` },
  { key: 'withdrawals', label: 'Pending withdrawals', to: PATHS.manageWithdrawals },
  { key: 'identity', label: 'Identity reviews', to: PATHS.manageIdentityVerification },
  { key: 'payments', label: 'Chain payments to decide', to: PATHS.chainPayments },
  { key: 'approvals', label: 'Waiting for approval', to: PATHS.approvals },
];

const TOTALS: { key: keyof AdminOverview['totals']; label: string; hint: string }[] = [
  { key: 'deposits', label: 'Confirmed deposits', hint: 'All time' },
  { key: 'withdrawals', label: 'Confirmed withdrawals', hint: 'All time' },
  { key: 'earnings', label: 'Earnings paid', hint: 'All time' },
  // What the platform owes counts plan capital too: it comes back to the users at maturity (docs/money.md#portfolio-value).
  { key: 'owed', label: 'Owed to users', hint: 'Balances plus capital in active plans' },
  { key: 'wallets', label: 'User balances', hint: 'Every wallet together' },
  { key: 'capital', label: 'Capital in active plans', hint: 'Returned at maturity' },
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
  if (!hasFlows(daily)) return <EmptyState>{dailyFlowSummary(daily)}</EmptyState>;
  const activeDays = daily.filter((day) => day.deposits > 0 || day.withdrawals > 0);
  return (
    <>
      <p className="overview-summary">{dailyFlowSummary(daily)}</p>
      <Suspense fallback={<Skeleton shape="card" label="Loading the chart" />}>
        <DailyFlowChart daily={daily} />
      </Suspense>
      <ul className="overview-legend" aria-hidden="true">
        <li className="overview-legend-deposits">Deposits (bars)</li>
        <li className="overview-legend-withdrawals">Withdrawals (line)</li>
      </ul>
      <details className="overview-table">
        <summary>The days as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Deposits</th>
              <th scope="col">Withdrawals</th>
            </tr>
          </thead>
          <tbody>
            {activeDays.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
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
  return (
    <>
      <Section title="Waiting for a decision">
        <ul className="overview-cards">
          {PENDING.map(({ key, label, to }) => (
            <li key={key}>
              <Link to={to} className="card overview-card overview-pending" data-testid={`pending-${key}`}>
                <span className="overview-label">{label}</span>
                <span className="overview-figure">{overview ? overview.pending[key] : FIGURE_ON_ITS_WAY}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Totals">
        <FactList
          className="overview-cards"
          facts={TOTALS.map(({ key, label, hint }) => ({
            key,
            term: (
              <>
                {label} <small>{hint}</small>
              </>
            ),
            value: overview ? <Money fit amount={overview.totals[key]} /> : FIGURE_ON_ITS_WAY,
            row: { className: 'card overview-card', 'data-testid': `total-${key}` },
            termClassName: 'overview-label',
            valueClassName: 'overview-figure',
          }))}
        />
      </Section>
      <Section title="Last 30 days" className="overview-flows">
        {overview ? <DailyFlows daily={overview.daily} /> : <Skeleton shape="card" label="Loading the overview" />}
      </Section>
    </>
  );
}

/** /dashboard/admin: what waits for a decision, the money totals and the last 30 days. */
export default function AdminOverviewPage() {
  // Fresh on every visit: the counts are a to-do list.
  const { currentData: overview, isError, error, refetch } = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <section className="admin-overview">
      <header className="page-title">
        <h1>Overview</h1>
      </header>
      {!overview && isError ? (
        <ErrorState message={readApiError(error, 'The overview could not be loaded.').message} onRetry={() => void refetch()} />
      ) : (
        <OverviewSections overview={overview} />
      )}
    </section>
  );
}
