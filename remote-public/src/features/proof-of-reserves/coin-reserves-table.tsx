import { Money, type CoinReserves } from '@arcvest/shared';
import { CoinIcon } from '@arcvest/shared/coin-icon';

/** Per coin: what was read on chain, at which price, its value and from how many addresses; a coin whose chain could not be read says so (it counts 0), a demo's sample holding is marked demo. */
export function CoinReservesTable({ coins }: { coins: readonly CoinReserves[] }) {
  return (
    <table className="reserves-coins">
      <caption className="visually-hidden">Reserves per coin</caption>
      <thead>
        <tr>
          <th scope="col">Coin</th>
          <th scope="col">Amount</th>
          <th scope="col">Price</th>
          <th scope="col">Value</th>
          <th scope="col">Addresses read</th>
        </tr>
      </thead>
      <tbody>
        {coins.map((coin) => (
          <tr key={coin.coin}>
            <th scope="row">
              <span className="coin-name">
                <CoinIcon coin={coin.coin} size={20} />
                {coin.coin}
                {coin.demo && <span className="demo-badge">Demo</span>}
              </span>
            </th>
            {coin.available ? (
              <td data-label="Amount">
                <Money amount={`${coin.amount} ${coin.coin}`} />
              </td>
            ) : (
              <td data-label="Amount" className="reserves-unavailable">
                Could not be read: counted as 0
              </td>
            )}
            <td data-label="Price">
              <Money amount={coin.price} />
            </td>
            <td data-label="Value">
              <Money amount={coin.value} />
            </td>
            <td data-label="Addresses read">{coin.demo ? 'None: sample holdings' : coin.addresses}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
