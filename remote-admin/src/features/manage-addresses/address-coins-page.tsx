import { coinAddressesPath, Link, useLingui } from '@arcvest/shared';
import { PAYMENT_COINS } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { ADDRESS_COINS_TEXTS as TEXTS } from './messages';
import './manage-addresses.css';

/** /dashboard/admin/manage-address: one card per coin, each leading to its addresses. */
export default function AddressCoinsPage() {
  const { _ } = useLingui();
  return (
    <section className="manage-addresses">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <p className="manage-addresses-intro">{_(TEXTS.intro)}</p>
      <ul className="card-grid address-coins">
        {PAYMENT_COINS.map((coin) => (
          <li key={coin.slug}>
            <Link to={coinAddressesPath(coin.slug)} className="card address-coin-card">
              <CoinIcon coin={coin.coin} size={40} />
              <span className="address-coin-name" translate="no">
                {coin.name}
              </span>
              <span className="address-coin-hint">{_({ ...TEXTS.coinHint, values: { coin: coin.coin } })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
