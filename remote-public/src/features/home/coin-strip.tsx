import { PAYMENT_COINS, type Coin } from '@arcvest/shared';
// One module per logo: the package's index re-exports thousands of icons, which a test would load whole.
import TokenBTC from '@web3icons/react/icons/tokens/TokenBTC';
import TokenETH from '@web3icons/react/icons/tokens/TokenETH';
import TokenSOL from '@web3icons/react/icons/tokens/TokenSOL';
import TokenUSDT from '@web3icons/react/icons/tokens/TokenUSDT';
import TokenXRP from '@web3icons/react/icons/tokens/TokenXRP';

/** The logos stay here, out of the shared bundle; the coins themselves come from the catalogue. */
const LOGOS: Record<Coin, typeof TokenBTC> = { BTC: TokenBTC, ETH: TokenETH, XRP: TokenXRP, SOL: TokenSOL, USDT: TokenUSDT };

/** The home page's strip of the five coins we accept. */
export function CoinStrip() {
  return (
    <section className="container home-section coin-strip" aria-labelledby="coins-heading">
      <h2 id="coins-heading" className="visually-hidden">Coins we accept</h2>
      <ul>
        {PAYMENT_COINS.map(({ coin, name }) => {
          const Logo = LOGOS[coin];
          return (
            <li key={coin}>
              <Logo variant="background" size={48} role="img" aria-label={name} />
              <span aria-hidden="true">{name}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
