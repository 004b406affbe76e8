import { Address, NETWORK, OutScript } from '@scure/btc-signer';
import type { Coin } from '@arcvest/shared/schemas';
import { bytesToHex } from '@noble/hashes/utils';

/**
 * What a chain source matches a payment by. Bitcoin: the output script in hex, the same on
 * mainnet and on a regtest node whose addresses have another prefix (so one code path serves
 * both); Ethereum: the address in lower case; TRON (USDT): the `T…` address as written. XRP and
 * SOL pay the operator's one address, so their key adds what tells invoices apart:
 * `<address>:<destination tag>` and `<address>:<Solana Pay reference>` (see `operatorWatchKey`).
 */
export function watchKeyOf(coin: Coin, address: string): string {
  switch (coin) {
    case 'BTC':
      return bytesToHex(OutScript.encode(Address(NETWORK).decode(address)));
    case 'ETH':
      return address.toLowerCase();
    default:
      return address;
  }
}

/** XRP's and SOL's key: the operator's address and the invoice's tag or reference (neither contains a colon). */
export function operatorWatchKey(address: string, mark: string | number): string {
  return `${address}:${mark}`;
}

/** The address and the tag or reference an XRP or SOL watch key holds. */
export function splitOperatorWatchKey(watchKey: string): { address: string; mark: string } {
  const at = watchKey.indexOf(':');
  return { address: watchKey.slice(0, at), mark: watchKey.slice(at + 1) };
}
