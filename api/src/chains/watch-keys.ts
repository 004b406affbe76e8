import { Address, NETWORK, OutScript } from '@scure/btc-signer';
import type { Coin } from '@arcvest/shared/schemas';
import { bytesToHex } from 'viem/utils';

/**
 * What a chain source matches a payment by. Bitcoin: the output script in hex, the same on
 * mainnet and on a regtest node whose addresses have another prefix (so one code path serves
 * both); Ethereum: the address in lower case; other chains: the address as written.
 */
export function watchKeyOf(coin: Coin, address: string): string {
  switch (coin) {
    case 'BTC':
      return bytesToHex(OutScript.encode(Address(NETWORK).decode(address))).slice(2);
    case 'ETH':
      return address.toLowerCase();
    default:
      return address;
  }
}
