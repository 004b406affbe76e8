import { formatUsdPrice, stalePricesNote } from '@arcvest/shared/rules';
import { useColorScheme, useGetCryptoPricesQuery, useNearViewport, Money } from '@arcvest/shared';
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

/** What the card shows when TradingView cannot: Bitcoin's price from our own feed (GET /crypto-prices), said to be ours. */
function OwnBtcPrice() {
  const { data: prices, isError } = useGetCryptoPricesQuery();
  let figure;
  if (isError) figure = <p className="overview-chart-note">Our price feed is unavailable right now too.</p>;
  else if (!prices) figure = <p className="overview-chart-note">Loading the price…</p>;
  else {
    const staleNote = stalePricesNote(prices);
    figure = (
      <>
        <p className="overview-btc-price">
          <span className="overview-btc-label">1 BTC</span> <Money amount={formatUsdPrice(prices.bitcoin.usd)} />
        </p>
        {staleNote && <p className="overview-chart-note">{staleNote}</p>}
      </>
    );
  }
  return (
    <div className="overview-chart-fallback">
      <p className="overview-chart-note">The live chart could not be loaded, so here is Bitcoin's price from our own price feed.</p>
      {figure}
    </div>
  );
}

/**
 * TradingView's embeddable Advanced Chart (BTC/USD, 5-minute candles). The widget script is
 * put into the container once: a second run of the effect (StrictMode) finds it there.
 * Our own Bitcoin price replaces it when the script fails or no chart frame shows up in time.
 */
export function BtcChart() {
  const card = useRef<HTMLElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const theme = useColorScheme();
  // Below the fold on a phone: the widget's script is asked for only as the visitor scrolls to it.
  const near = useNearViewport(card);

  useEffect(() => {
    const host = container.current;
    if (!near || !host) return;
    let script = host.querySelector<HTMLScriptElement>('script[data-btc-chart]');
    if (!script) {
      script = document.createElement('script');
      script.type = 'text/javascript';
      script.src = CHART_SCRIPT;
      script.async = true;
      script.dataset.btcChart = '';
      // Its theme parameter follows the system's (the frame cannot read our tokens).
      script.text = JSON.stringify({ ...CHART_CONFIG, theme });
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
    // A theme change keeps the widget already put in (it would need a reload); the first theme is the page's.
  }, [near, theme]);

  return (
    <section ref={card} className="card overview-chart" aria-labelledby="chart-title">
      <h2 id="chart-title">BTC/USD</h2>
      {failed && <OwnBtcPrice />}
      <div ref={container} className="tradingview-widget-container overview-chart-frame" hidden={failed}>
        <div className="tradingview-widget-container__widget" />
      </div>
    </section>
  );
}
