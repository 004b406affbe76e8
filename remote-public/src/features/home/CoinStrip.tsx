import { TokenBTC, TokenETH, TokenSOL, TokenUSDT, TokenXRP } from '@web3icons/react';

const COINS = [
  { name: 'Bitcoin', Icon: TokenBTC },
  { name: 'Ethereum', Icon: TokenETH },
  { name: 'Ripple', Icon: TokenXRP },
  { name: 'USD Tether', Icon: TokenUSDT },
  { name: 'Solana', Icon: TokenSOL },
];

/** Section 7: the five coins we accept. */
export function CoinStrip() {
  return (
    <section className="container home-section coin-strip" aria-labelledby="coins-heading">
      <h2 id="coins-heading" className="visually-hidden">Coins we accept</h2>
      <ul>
        {COINS.map(({ name, Icon }) => (
          <li key={name}>
            <Icon variant="background" size={48} role="img" aria-label={name} />
            <span aria-hidden="true">{name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
