import { formatUsdPrice, PAYMENT_COINS, stalePricesNote } from '@arcvest/shared/rules';
import { activeLocale, useGetCryptoPricesQuery, useLingui, Money } from '@arcvest/shared';
import { TradingViewWidget } from '@arcvest/shared/trading-view';
import { PRICE_TEXTS } from './content';

const TICKER_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js';
/** Its `locale` is the page's, which TradingViewWidget adds. */
const tickerConfig = (eurToUsd: string) => ({
  symbols: [
    { proName: 'FX_IDC:EURUSD', title: eurToUsd },
    { proName: 'BITSTAMP:BTCUSD', title: 'Bitcoin' },
    { proName: 'BITSTAMP:ETHUSD', title: 'Ethereum' },
    { proName: 'BITSTAMP:XRPUSD', title: 'XRP' },
    { proName: 'COINBASE:LTCUSD', title: 'Litecoin' },
    { proName: 'COINBASE:ADAUSD', title: 'Cardano' },
    { proName: 'COINBASE:SOLUSD', title: 'Solana' },
  ],
  showSymbolLogo: true,
  isTransparent: false,
  displayMode: 'adaptive',
});

/** Our own price strip, fed by GET /crypto-prices: what shows when the ticker widget cannot load. */
export function PriceStrip() {
  const { data: prices, isError } = useGetCryptoPricesQuery();
  const { _ } = useLingui();
  if (isError) return <p className="price-strip price-strip-note">{_(PRICE_TEXTS.unavailable)}</p>;
  if (!prices) return <p className="price-strip price-strip-note">{_(PRICE_TEXTS.loading)}</p>;
  const staleNote = stalePricesNote(prices, undefined, _, activeLocale());
  return (
    <div className="price-strip">
      {/* Focusable: on a phone the list scrolls sideways, and a keyboard must be able to scroll it too (axe's
          scrollable-region-focusable); a role that allows tabIndex would take the list's meaning away. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling list, see above */}
      <ul tabIndex={0} aria-label={_(PRICE_TEXTS.inDollars)}>
        {PAYMENT_COINS.map(({ coin, priceKey }) => (
          <li key={coin}>
            <span className="price-coin" translate="no">
              {coin}
            </span>{' '}
            <Money amount={formatUsdPrice(prices[priceKey].usd, activeLocale())} />
          </li>
        ))}
      </ul>
      {staleNote && <span className="price-strip-note">{staleNote}</span>}
    </div>
  );
}

/** The market ticker below the hero: TradingView's ticker tape, or our own prices. */
export function MarketTicker() {
  const { _ } = useLingui();
  return (
    <section className="market-ticker" aria-label={_(PRICE_TEXTS.marketPrices)}>
      <TradingViewWidget scriptSrc={TICKER_SCRIPT} config={tickerConfig(_(PRICE_TEXTS.eurToUsd))} fallback={<PriceStrip />} />
    </section>
  );
}
