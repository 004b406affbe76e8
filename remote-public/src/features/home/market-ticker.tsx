import { formatUsdPrice, PAYMENT_COINS, stalePricesNote } from '@arcvest/shared/rules';
import { useGetCryptoPricesQuery, Money } from '@arcvest/shared';
import { TradingViewWidget } from '@arcvest/shared/trading-view';

const TICKER_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-ticker-tape.js';
const TICKER_CONFIG = {
  symbols: [
    { proName: 'FX_IDC:EURUSD', title: 'EUR to USD' },
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
  locale: 'en',
};

/** Our own price strip, fed by GET /crypto-prices: what shows when the ticker widget cannot load. */
export function PriceStrip() {
  const { data: prices, isError } = useGetCryptoPricesQuery();
  if (isError) return <p className="price-strip price-strip-note">Market prices are unavailable right now.</p>;
  if (!prices) return <p className="price-strip price-strip-note">Loading prices…</p>;
  const staleNote = stalePricesNote(prices);
  return (
    <div className="price-strip">
      {/* Focusable: on a phone the list scrolls sideways, and a keyboard must be able to scroll it too (axe's
          scrollable-region-focusable); a role that allows tabIndex would take the list's meaning away. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling list, see above */}
      <ul tabIndex={0} aria-label="Prices in US dollars">
        {PAYMENT_COINS.map(({ coin, priceKey }) => (
          <li key={coin}>
            <span className="price-coin">{coin}</span> <Money amount={formatUsdPrice(prices[priceKey].usd)} />
          </li>
        ))}
      </ul>
      {staleNote && <span className="price-strip-note">{staleNote}</span>}
    </div>
  );
}

/** The market ticker below the hero: TradingView's ticker tape, or our own prices. */
export function MarketTicker() {
  return (
    <section className="market-ticker" aria-label="Market prices">
      <TradingViewWidget scriptSrc={TICKER_SCRIPT} config={TICKER_CONFIG} fallback={<PriceStrip />} />
    </section>
  );
}
