import { Money, useLingui, type CoinReserves } from '@arcvest/shared';
import { CoinIcon } from '@arcvest/shared/coin-icon';
import { COIN_TABLE_TEXTS as TEXTS, RESERVES_TEXTS } from './messages';

/** Per coin: what was read on chain, at which price, its value and from how many addresses; a coin whose chain could not be read says so (it counts 0), a demo's sample holding is marked demo. */
export function CoinReservesTable({ coins }: { coins: readonly CoinReserves[] }) {
  const { _, i18n } = useLingui();
  const amount = _(TEXTS.amount);
  return (
    <table className="reserves-coins">
      <caption className="visually-hidden">{_(TEXTS.caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{_(TEXTS.coin)}</th>
          <th scope="col">{amount}</th>
          <th scope="col">{_(TEXTS.price)}</th>
          <th scope="col">{_(TEXTS.value)}</th>
          <th scope="col">{_(TEXTS.addresses)}</th>
        </tr>
      </thead>
      <tbody>
        {coins.map((coin) => (
          <tr key={coin.coin}>
            <th scope="row">
              <span className="coin-name">
                <CoinIcon coin={coin.coin} size={20} />
                <span translate="no">{coin.coin}</span>
                {coin.demo && <span className="demo-badge">{_(RESERVES_TEXTS.demo)}</span>}
              </span>
            </th>
            {coin.available ? (
              <td data-label={amount}>
                <Money amount={`${coin.amount} ${coin.coin}`} />
              </td>
            ) : (
              <td data-label={amount} className="reserves-unavailable">
                {_(TEXTS.unavailable)}
              </td>
            )}
            <td data-label={_(TEXTS.price)}>
              <Money amount={coin.price} />
            </td>
            <td data-label={_(TEXTS.value)}>
              <Money amount={coin.value} />
            </td>
            <td data-label={_(TEXTS.addresses)}>{coin.demo ? _(TEXTS.sample) : i18n.number(coin.addresses)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
