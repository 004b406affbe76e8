import { TradingViewWidget } from '../../components/TradingViewWidget';

const SCREENER_SCRIPT = 'https://s3.tradingview.com/external-embedding/embed-widget-screener.js';
const SCREENER_CONFIG = {
  width: '100%',
  height: 580,
  defaultColumn: 'overview',
  defaultScreen: 'general',
  market: 'crypto',
  screener_type: 'crypto_mkt',
  displayCurrency: 'USD',
  colorTheme: 'light',
  locale: 'en',
  isTransparent: false,
};

/** Section 4: the crypto market screener (580 px high), or a notice when it cannot load. */
export function Screener() {
  return (
    <section className="container home-section" aria-labelledby="screener-heading">
      <h2 id="screener-heading">Crypto market screener</h2>
      <div className="screener-box">
        <TradingViewWidget
          scriptSrc={SCREENER_SCRIPT}
          config={SCREENER_CONFIG}
          fallback={
            <p className="widget-notice">
              The live market screener could not be loaded. Prices above come from our own feed.
            </p>
          }
        />
      </div>
    </section>
  );
}
