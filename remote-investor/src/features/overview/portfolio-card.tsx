import { EmptyState, ErrorState, readApiError, Skeleton } from '@arcvest/shared';
import { portfolioSummary } from '@arcvest/shared/rules';
import { useAmountsShown } from './amounts-shown';
import { useGetPortfolioQuery } from './api';
import { LazyPortfolioChart } from './lazy-portfolio-chart';

const LEGEND = [
  { title: 'Balance', className: 'portfolio-key-balance' },
  { title: 'Earnings so far', className: 'portfolio-key-earnings' },
];

/** The dashboard's Portfolio card: balance and cumulative earnings per day, as a sentence and a chart. */
export function PortfolioCard() {
  const { data: points, isError, error, refetch } = useGetPortfolioQuery();
  const { shown } = useAmountsShown();
  let content;
  if (isError) content = <ErrorState message={readApiError(error, 'Your portfolio could not be loaded.').message} onRetry={refetch} />;
  else if (!points) content = <Skeleton shape="lines" label="Loading your portfolio" />;
  else if (points.length === 0) content = <EmptyState>Your balance and earnings will appear here after your first deposit.</EmptyState>;
  // Its sentence and its chart are amounts: hidden with the others, and the chart not even loaded.
  else if (!shown) content = <p className="portfolio-summary">Your balance and earnings are hidden. Choose Show amounts to see them.</p>;
  else {
    content = (
      <>
        <p className="portfolio-summary">{portfolioSummary(points)}</p>
        <ul className="portfolio-legend" aria-hidden="true">
          {LEGEND.map((entry) => (
            <li key={entry.title} className={entry.className}>
              {entry.title}
            </li>
          ))}
        </ul>
        <LazyPortfolioChart points={points} />
      </>
    );
  }
  return (
    <section className="card overview-card portfolio-card" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">Portfolio</h2>
      {content}
    </section>
  );
}
