import { coinLabel, formatUsdPrice, PAYMENT_COINS, stalePricesNote } from '@arcvest/shared/rules';
import { useGetCryptoPricesQuery, Money } from '@arcvest/shared';
import { TradingViewWidget } from '@arcvest/shared/trading-view';

const SCREENER_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-screener.js';
const SCREENER_CONFIG = {
  width: '100%',
  height: 580,
  defaultColumn: 'overview',
  defaultScreen: 'general',
  market: 'crypto',
  screener_type: 'crypto_mkt',
  displayCurrency: 'USD',
  locale: 'en',
  isTransparent: false,
};

/** When TradingView cannot load: the supported coins' prices from our own feed (GET /crypto-prices), said to be ours. */
function OwnPricesTable() {
  const { data: prices, isError } = useGetCryptoPricesQuery();
  let body;
  if (isError) body = <p className="widget-notice">Prices are unavailable right now.</p>;
  else if (!prices) body = <p className="widget-notice">Loading prices…</p>;
  else {
    body = (
      <>
        <table className="own-prices">
          <thead>
            <tr>
              <th scope="col">Coin</th>
              <th scope="col">Price (USD)</th>
            </tr>
          </thead>
          <tbody>
            {PAYMENT_COINS.map((coin) => (
              <tr key={coin.slug}>
                <th scope="row">{coinLabel(coin)}</th>
                <td>
                  <Money amount={formatUsdPrice(prices[coin.priceKey].usd)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {prices.stale && <p className="own-prices-stale">{stalePricesNote(prices)}</p>}
      </>
    );
  }
  return (
    <div className="screener-fallback">
      <p className="own-prices-source">
        The live market screener could not be loaded. Below are the coins we accept, priced by our own feed (not live market data).
      </p>
      {body}
    </div>
  );
}

/** The home page's crypto market screener (580 px high), or our own price table when it cannot load. */
export function Screener() {
  return (
    <section className="container home-section" aria-labelledby="screener-heading">
      <h2 id="screener-heading">Crypto market screener</h2>
      <div className="screener-box">
        <TradingViewWidget scriptSrc={SCREENER_SCRIPT} config={SCREENER_CONFIG} fallback={<OwnPricesTable />} />
      </div>
    </section>
  );
}
