import { formatUsdPrice } from '@arcvest/shared/rules';
import { useColorScheme, type DailyFlow } from '@arcvest/shared';
import { createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/** A colour of the design tokens (the chart draws on a canvas, which cannot read CSS itself). */
function token(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * Confirmed deposits (bars) and withdrawals (a line) per day, in dollars. Loaded on its own
 * (React.lazy): lightweight-charts is a large library that only this page needs. The canvas is
 * hidden from assistive technology; the page gives the same figures in words and as a table.
 */
export default function DailyFlowChart({ daily }: { daily: readonly DailyFlow[] }) {
  const container = useRef<HTMLDivElement>(null);
  // Drawn again when the system's theme changes, in that theme's colours.
  const scheme = useColorScheme();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: token(element, '--color-muted', '#5a6478'), attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: token(element, '--color-border', '#d8dde8') } },
      localization: { priceFormatter: formatUsdPrice },
      timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
      rightPriceScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
    });
    const deposits = chart.addSeries(HistogramSeries, { color: token(element, '--color-success', '#0b7a5f'), priceLineVisible: false, lastValueVisible: false });
    const withdrawals = chart.addSeries(LineSeries, { color: token(element, '--color-danger', '#c62d3a'), lineWidth: 2, priceLineVisible: false, lastValueVisible: false });
    deposits.setData(daily.map((day) => ({ time: day.date, value: day.deposits / 100 })));
    withdrawals.setData(daily.map((day) => ({ time: day.date, value: day.withdrawals / 100 })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [daily, scheme]);

  return <div ref={container} className="overview-chart" aria-hidden="true" data-testid="daily-flow-chart" />;
}
