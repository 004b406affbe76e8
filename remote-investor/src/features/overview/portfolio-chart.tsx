import { formatUsd } from '@arcvest/shared/rules';
import { activeLocale, Trans, useColorScheme, useLingui, type PortfolioPoint } from '@arcvest/shared';
import { dashboardChartOptions, tokenColor } from '@arcvest/shared/dashboard-ui';
import { createChart, LineSeries } from 'lightweight-charts';
import { useEffect, useRef, type ReactNode } from 'react';
import { OVERVIEW_TEXTS as TEXTS } from './messages';

/** The chart's lines, in the site's colours (read from its CSS variables, so a theme change follows). */
export const PORTFOLIO_LINES = [
  { key: 'balance', title: TEXTS.balance, colorVariable: '--color-primary' },
  { key: 'earnings', title: TEXTS.earnings, colorVariable: '--color-success' },
] as const;

/** TradingView's name in the credit line, linked to its site (the message supplies the text). */
function TradingViewLink({ children }: { children?: ReactNode }) {
  return (
    <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer" translate="no">
      {children}
    </a>
  );
}

/**
 * Balance and cumulative earnings as two lines (lightweight-charts). Loaded lazily, in a chunk
 * of its own: the library is fetched only when there is something to draw. The canvas is hidden
 * from screen readers; the card's summary says what it shows.
 */
export default function PortfolioChart({ points }: { points: readonly PortfolioPoint[] }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const container = useRef<HTMLDivElement>(null);
  // Drawn again when the system's theme changes, in that theme's colours.
  const scheme = useColorScheme();

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const chart = createChart(host, {
      ...dashboardChartOptions(host),
      localization: { priceFormatter: (dollars: number) => formatUsd(Math.round(dollars * 100), locale) },
    });
    for (const line of PORTFOLIO_LINES) {
      const series = chart.addSeries(LineSeries, {
        color: tokenColor(host, line.colorVariable),
        lineWidth: 2,
        title: _(line.title),
        priceLineVisible: false,
        // A single day makes no line: its point is drawn instead.
        pointMarkersVisible: points.length === 1,
      });
      series.setData(points.map((point) => ({ time: point.date, value: point[line.key] / 100 })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, scheme, _, locale]);

  return (
    <>
      <div ref={container} className="portfolio-chart" aria-hidden="true" data-testid="portfolio-chart" />
      {/* The attribution the library's licence (NOTICE) asks for. */}
      <p className="portfolio-credit">
        <Trans {...TEXTS.chartCredit} components={{ 0: <TradingViewLink /> }} />
      </p>
    </>
  );
}
