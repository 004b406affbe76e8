import { PAYMENT_COINS } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';

/** The home page's strip of the five coins we accept. */
export function CoinStrip() {
  return (
    <section className="container home-section coin-strip" aria-labelledby="coins-heading">
      <h2 id="coins-heading" className="visually-hidden">
        Coins we accept
      </h2>
      <ul>
        {PAYMENT_COINS.map(({ coin, name }) => (
          <li key={coin}>
            <CoinIcon coin={coin} size={48} label={name} />
            <span aria-hidden="true">{name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
