import { PAYMENT_COINS, type Coin } from '@arcvest/shared';
import { TokenBTC, TokenETH, TokenSOL, TokenUSDT, TokenXRP } from '@web3icons/react';

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
