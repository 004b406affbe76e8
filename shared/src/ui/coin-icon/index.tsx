/**
 * The five coins' logos. Imported through `@arcvest/shared/coin-icon`, never the shared index, so
 * the logos are bundled only into the remotes that show them, and only these five (the package's
 * own index re-exports thousands of icons).
 */
import TokenBTC from '@web3icons/react/icons/tokens/TokenBTC';
import TokenETH from '@web3icons/react/icons/tokens/TokenETH';
import TokenSOL from '@web3icons/react/icons/tokens/TokenSOL';
import TokenUSDT from '@web3icons/react/icons/tokens/TokenUSDT';
import TokenXRP from '@web3icons/react/icons/tokens/TokenXRP';
import { paymentCoinByCoin } from '../../rules/coins';
import type { Coin } from '../../schemas/common';

const LOGOS: Readonly<Record<Coin, typeof TokenBTC>> = { BTC: TokenBTC, ETH: TokenETH, XRP: TokenXRP, SOL: TokenSOL, USDT: TokenUSDT };

export interface CoinIconProps {
  /** A coin, or any payment method (BALANCE, none): those draw nothing. */
  coin: string | null | undefined;
  size?: number;
  /** The coin's name for a logo that stands alone; without it the logo is decorative, beside the name. */
  label?: string;
}

/** A coin's round logo. */
export function CoinIcon({ coin, size = 24, label }: CoinIconProps) {
  const known = paymentCoinByCoin(coin);
  if (!known) return null;
  const Logo = LOGOS[known.coin];
  return label ? (
    <Logo variant="background" size={size} className="coin-icon" role="img" aria-label={label} />
  ) : (
    <Logo variant="background" size={size} className="coin-icon" aria-hidden="true" focusable="false" />
  );
}
