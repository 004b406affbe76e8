import { formatUsdPrice } from '@arcvest/shared/rules';
import { useActiveLocale, useColorScheme, type DailyFlow } from '@arcvest/shared';
import { dashboardChartOptions, tokenColor } from '@arcvest/shared/dashboard-ui';
import { createChart, HistogramSeries, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/**
 * Confirmed deposits (bars) and withdrawals (a line) per day, in dollars. Loaded on its own
 * (React.lazy): lightweight-charts is a large library that only this page needs. The canvas is
 * hidden from assistive technology; the page gives the same figures in words and as a table.
 */
export default function DailyFlowChart({ daily }: { daily: readonly DailyFlow[] }) {
  const container = useRef<HTMLDivElement>(null);
  // Drawn again when the system's theme changes, in that theme's colours.
  const scheme = useColorScheme();
  // The price scale's dollars in the reader's language.
  const locale = useActiveLocale();

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const chart = createChart(element, {
      ...dashboardChartOptions(element),
      localization: { priceFormatter: (price: number) => formatUsdPrice(price, locale) },
    });
    const deposits = chart.addSeries(HistogramSeries, { color: tokenColor(element, '--color-success'), priceLineVisible: false, lastValueVisible: false });
    const withdrawals = chart.addSeries(LineSeries, {
      color: tokenColor(element, '--color-danger'),
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
    });
    deposits.setData(daily.map((day) => ({ time: day.date, value: day.deposits / 100 })));
    withdrawals.setData(daily.map((day) => ({ time: day.date, value: day.withdrawals / 100 })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [daily, scheme, locale]);

  return <div ref={container} className="overview-chart" aria-hidden="true" data-testid="daily-flow-chart" />;
}
