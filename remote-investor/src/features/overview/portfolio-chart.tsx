import { formatUsd } from '@arcvest/shared/rules';
import { useColorScheme, type PortfolioPoint } from '@arcvest/shared';
import { dashboardChartOptions, tokenColor } from '@arcvest/shared/dashboard-ui';
import { createChart, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/** The chart's lines, in the site's colours (read from its CSS variables, so a theme change follows). */
export const PORTFOLIO_LINES = [
  { key: 'balance', title: 'Balance', colorVariable: '--color-primary' },
  { key: 'earnings', title: 'Earnings', colorVariable: '--color-success' },
] as const;

/**
 * Balance and cumulative earnings as two lines (lightweight-charts). Loaded lazily, in a chunk
 * of its own: the library is fetched only when there is something to draw. The canvas is hidden
 * from screen readers; the card's summary says what it shows.
 */
export default function PortfolioChart({ points }: { points: readonly PortfolioPoint[] }) {
  const container = useRef<HTMLDivElement>(null);
  // Drawn again when the system's theme changes, in that theme's colours.
  const scheme = useColorScheme();

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const chart = createChart(host, {
      ...dashboardChartOptions(host),
      localization: { priceFormatter: (dollars: number) => formatUsd(Math.round(dollars * 100)) },
    });
    for (const line of PORTFOLIO_LINES) {
      const series = chart.addSeries(LineSeries, {
        color: tokenColor(host, line.colorVariable),
        lineWidth: 2,
        title: line.title,
        priceLineVisible: false,
        // A single day makes no line: its point is drawn instead.
        pointMarkersVisible: points.length === 1,
      });
      series.setData(points.map((point) => ({ time: point.date, value: point[line.key] / 100 })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, scheme]);

  return (
    <>
      <div ref={container} className="portfolio-chart" aria-hidden="true" data-testid="portfolio-chart" />
      {/* The attribution the library's licence (NOTICE) asks for. */}
      <p className="portfolio-credit">
        Chart by{' '}
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView
        </a>{' '}
        Lightweight Charts
      </p>
    </>
  );
}
