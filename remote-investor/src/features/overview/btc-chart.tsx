import { useEffect, useRef, useState } from 'react';

export const CHART_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js';
/** Without a chart frame by then, the widget is taken as blocked or failed. */
export const CHART_TIMEOUT_MS = 8000;

const CHART_CONFIG = {
  autosize: true,
  symbol: 'BITSTAMP:BTCUSD',
  interval: '5',
  timezone: 'Etc/UTC',
  theme: 'light',
  style: '1',
  locale: 'en',
  allow_symbol_change: false,
  hide_side_toolbar: true,
  support_host: 'https://www.tradingview.com',
};

/**
 * TradingView's embeddable Advanced Chart (BTC/USD, 5-minute candles). The widget script is
 * put into the container once: a second run of the effect (StrictMode) finds it there.
 * A line in the card replaces it when the script fails or no chart frame shows up in time (not a notice box:
 * the page keeps one, the operator's message).
 */
export function BtcChart() {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let script = host.querySelector<HTMLScriptElement>('script[data-btc-chart]');
    if (!script) {
      script = document.createElement('script');
      script.type = 'text/javascript';
      script.src = CHART_SCRIPT;
      script.async = true;
      script.dataset.btcChart = '';
      script.text = JSON.stringify(CHART_CONFIG);
      host.appendChild(script);
    }
    const fail = () => setFailed(true);
    script.addEventListener('error', fail);
    const timer = window.setTimeout(() => {
      if (!host.querySelector('iframe')) setFailed(true);
    }, CHART_TIMEOUT_MS);
    return () => {
      script.removeEventListener('error', fail);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <section className="card overview-chart" aria-labelledby="chart-title">
      <h2 id="chart-title">BTC/USD</h2>
      {failed && (
        <p className="overview-chart-fallback">
          The price chart could not be loaded. It may be blocked by your browser or network; the rest of the dashboard works as usual.
        </p>
      )}
      <div ref={container} className="tradingview-widget-container overview-chart-frame" hidden={failed}>
        <div className="tradingview-widget-container__widget" />
      </div>
    </section>
  );
}
