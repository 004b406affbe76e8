import { PAYMENT_COINS } from '@arcvest/shared/rules';
import { useLingui } from '@arcvest/shared';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { HOME_HEADINGS } from './content';

/** The home page's strip of the five coins we accept. */
export function CoinStrip() {
  const { _ } = useLingui();
  return (
    <section className="container home-section coin-strip" aria-labelledby="coins-heading">
      <h2 id="coins-heading" className="visually-hidden">
        {_(HOME_HEADINGS.coins)}
      </h2>
      <ul>
        {PAYMENT_COINS.map(({ coin, name }) => (
          <li key={coin} translate="no">
            <CoinIcon coin={coin} size={48} label={name} />
            <span aria-hidden="true">{name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
