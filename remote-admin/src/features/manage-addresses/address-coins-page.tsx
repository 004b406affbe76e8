import { coinAddressesPath, Link } from '@arcvest/shared';
import { PAYMENT_COINS } from '@arcvest/shared/rules';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import './manage-addresses.css';

/** /dashboard/admin/manage-address: one card per coin, each leading to its addresses. */
export default function AddressCoinsPage() {
  return (
    <section className="manage-addresses">
      <header className="page-title">
        <h1>Manage addresses</h1>
      </header>
      <p className="manage-addresses-intro">Choose a coin to see its deposit addresses, add a new one or delete old ones.</p>
      <ul className="card-grid address-coins">
        {PAYMENT_COINS.map((coin) => (
          <li key={coin.slug}>
            <Link to={coinAddressesPath(coin.slug)} className="card address-coin-card">
              <CoinIcon coin={coin.coin} size={40} />
              <span className="address-coin-name">{coin.name}</span>
              <span className="address-coin-hint">{coin.coin} deposit addresses</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
