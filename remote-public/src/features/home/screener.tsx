import { coinLabel, formatUsdPrice, PAYMENT_COINS, stalePricesNote } from '@arcvest/shared/rules';
import { activeLocale, useGetCryptoPricesQuery, useLingui, Money } from '@arcvest/shared';
import { TradingViewWidget } from '@arcvest/shared/trading-view';
import { PRICE_TEXTS } from './content';

const SCREENER_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-screener.js';
/** Its `locale` is the page's, which TradingViewWidget adds. */
const SCREENER_CONFIG = {
  width: '100%',
  height: 580,
  defaultColumn: 'overview',
  defaultScreen: 'general',
  market: 'crypto',
  screener_type: 'crypto_mkt',
  displayCurrency: 'USD',
  isTransparent: false,
};

/** When TradingView cannot load: the supported coins' prices from our own feed (GET /crypto-prices), said to be ours. */
function OwnPricesTable() {
  const { data: prices, isError } = useGetCryptoPricesQuery();
  const { _ } = useLingui();
  let body;
  if (isError) body = <p className="widget-notice">{_(PRICE_TEXTS.screenerUnavailable)}</p>;
  else if (!prices) body = <p className="widget-notice">{_(PRICE_TEXTS.loading)}</p>;
  else {
    body = (
      <>
        <table className="own-prices">
          <thead>
            <tr>
              <th scope="col">{_(PRICE_TEXTS.coin)}</th>
              <th scope="col">{_(PRICE_TEXTS.price)}</th>
            </tr>
          </thead>
          <tbody>
            {PAYMENT_COINS.map((coin) => (
              <tr key={coin.slug}>
                <th scope="row" translate="no">
                  {coinLabel(coin)}
                </th>
                <td>
                  <Money amount={formatUsdPrice(prices[coin.priceKey].usd, activeLocale())} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {prices.stale && <p className="own-prices-stale">{stalePricesNote(prices, undefined, _, activeLocale())}</p>}
      </>
    );
  }
  return (
    <div className="screener-fallback">
      <p className="own-prices-source">{_(PRICE_TEXTS.screenerFallback)}</p>
      {body}
    </div>
  );
}

/** The home page's crypto market screener (580 px high), or our own price table when it cannot load. */
export function Screener() {
  const { _ } = useLingui();
  return (
    <section className="container home-section" aria-labelledby="screener-heading">
      <h2 id="screener-heading">{_(PRICE_TEXTS.screenerHeading)}</h2>
      <div className="screener-box">
        <TradingViewWidget scriptSrc={SCREENER_SCRIPT} config={SCREENER_CONFIG} fallback={<OwnPricesTable />} />
      </div>
    </section>
  );
}
