import { sha256 } from '@noble/hashes/sha256';
import { createBase58check } from '@scure/base';

/**
 * TRON's mainnet address: the byte 0x41 and an Ethereum-style 20-byte account, in base58check.
 * Event logs carry the 20 bytes in hex (docs/chain.md#usdt-on-tron); wallets show the T… form.
 */
const tronBase58 = createBase58check(sha256);

/** `T…` from the account's 20 bytes as hex (with or without 0x). */
export function tronAddressFromHex(accountHex: string): string {
  return tronBase58.encode(Uint8Array.from(Buffer.from(`41${accountHex.replace(/^0x/, '')}`, 'hex')));
}

/** The 20 bytes of a `T…` address as lower-case hex (no 0x, no 41): how a log names a contract. */
export function tronAddressToHex(address: string): string {
  return Buffer.from(tronBase58.decode(address).subarray(1)).toString('hex');
}
