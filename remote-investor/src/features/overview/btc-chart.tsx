import { formatUsdPrice, stalePricesNote } from '@arcvest/shared/rules';
import { activeLocale, useGetCryptoPricesQuery, useLingui, Money } from '@arcvest/shared';
import { TradingViewWidget } from '@arcvest/shared/trading-view';
import { OVERVIEW_TEXTS as TEXTS } from './messages';

/** Market symbols, not words: the same in every language. */
const ONE_BTC = '1 BTC';
const PAIR = 'BTC/USD';

export const CHART_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js';

const CHART_CONFIG = {
  autosize: true,
  symbol: 'BITSTAMP:BTCUSD',
  interval: '5',
  timezone: 'Etc/UTC',
  style: '1',
  allow_symbol_change: false,
  hide_side_toolbar: true,
  support_host: 'https://www.tradingview.com',
};

/** What the card shows when TradingView cannot: Bitcoin's price from our own feed (GET /crypto-prices), said to be ours. */
function OwnBtcPrice() {
  const { _ } = useLingui();
  const locale = activeLocale();
  const { data: prices, isError } = useGetCryptoPricesQuery();
  let figure;
  if (isError) figure = <p className="overview-chart-note">{_(TEXTS.priceFeedDown)}</p>;
  else if (!prices) figure = <p className="overview-chart-note">{_(TEXTS.loadingPrice)}</p>;
  else {
    const staleNote = stalePricesNote(prices, undefined, _, locale);
    figure = (
      <>
        <p className="overview-btc-price">
          <span className="overview-btc-label" dir="ltr" translate="no">
            {ONE_BTC}
          </span>{' '}
          <Money amount={formatUsdPrice(prices.bitcoin.usd, locale)} />
        </p>
        {staleNote && <p className="overview-chart-note">{staleNote}</p>}
      </>
    );
  }
  return (
    <div className="overview-chart-frame overview-chart-fallback">
      <p className="overview-chart-note">{_(TEXTS.ownPrice)}</p>
      {figure}
    </div>
  );
}

/**
 * TradingView's embeddable Advanced Chart (BTC/USD, 5-minute candles), asked for only as the
 * visitor scrolls near it (below the fold on a phone). Our own Bitcoin price replaces it when the
 * script fails or no chart frame shows up in time, in a box of the chart's height, so the page
 * below does not jump.
 */
export function BtcChart() {
  const { _ } = useLingui();
  return (
    <section className="card overview-chart" aria-labelledby="chart-title">
      <h2 id="chart-title">
        <span dir="ltr" translate="no">
          {PAIR}
        </span>
      </h2>
      <TradingViewWidget
        scriptSrc={CHART_SCRIPT}
        config={CHART_CONFIG}
        themeParameter="theme"
        lazy
        className="overview-chart-frame"
        placeholder={_(TEXTS.chartLoadsOnScroll)}
        fallback={<OwnBtcPrice />}
      />
    </section>
  );
}
