import { activeLocale, EmptyState, ErrorState, readApiError, Skeleton, useLingui } from '@arcvest/shared';
import { portfolioSummary } from '@arcvest/shared/rules';
import { useAmountsShown } from './amounts-shown';
import { useGetPortfolioQuery } from './api';
import { LazyPortfolioChart } from './lazy-portfolio-chart';
import { OVERVIEW_TEXTS as TEXTS } from './messages';

const LEGEND = [
  { title: TEXTS.balance, className: 'portfolio-key-balance' },
  { title: TEXTS.earningsSoFar, className: 'portfolio-key-earnings' },
];

/** The dashboard's Portfolio card: balance and cumulative earnings per day, as a sentence and a chart. */
export function PortfolioCard() {
  const { _ } = useLingui();
  const { data: points, isError, error, refetch } = useGetPortfolioQuery();
  const { shown } = useAmountsShown();
  let content;
  if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.portfolioFailed)).message} onRetry={refetch} />;
  else if (!points) content = <Skeleton shape="lines" label={_(TEXTS.loadingPortfolio)} />;
  else if (points.length === 0) content = <EmptyState>{_(TEXTS.portfolioEmpty)}</EmptyState>;
  // Its sentence and its chart are amounts: hidden with the others, and the chart not even loaded.
  else if (!shown) content = <p className="portfolio-summary">{_(TEXTS.portfolioHidden)}</p>;
  else {
    content = (
      <>
        <p className="portfolio-summary">{portfolioSummary(points, _, activeLocale())}</p>
        <ul className="portfolio-legend" aria-hidden="true">
          {LEGEND.map((entry) => (
            <li key={entry.className} className={entry.className}>
              {_(entry.title)}
            </li>
          ))}
        </ul>
        <LazyPortfolioChart points={points} />
      </>
    );
  }
  return (
    <section className="card overview-card portfolio-card" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title">{_(TEXTS.portfolio)}</h2>
      {content}
    </section>
  );
}
