/**
 * Whether a withdrawal address can receive the chosen coin, checked by each chain's own
 * format and checksum, so a mistyped address is refused before the money leaves the wallet.
 * Imported through the `@arcvest/shared/withdrawal-address` subpath (never the shared index),
 * so the visitor's home page does not carry these codecs.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha2';
import { base58, base58xrp, bech32, bech32m, createBase58check } from '@scure/base';
import type { Coin } from '../types';
import { paymentCoinByCoin } from './coins';
import { inEnglish, type Translate } from './messages';

const ADDRESS_TEXTS = {
  required: /*i18n*/ { id: 'rules.withdrawalAddress.required', message: 'Please enter the address to send the funds to.' },
  invalid: /*i18n*/ { id: 'rules.withdrawalAddress.invalid', message: 'This is not a valid {coin} address.' },
  invalidOnNetwork: /*i18n*/ { id: 'rules.withdrawalAddress.invalidOnNetwork', message: 'This is not a valid {coin} address {network}.' },
};

export const ADDRESS_REQUIRED_MESSAGE = inEnglish(ADDRESS_TEXTS.required);

/** Longer than any address of these coins; also bounds base58's quadratic decoding. */
const MAX_ADDRESS_LENGTH = 100;

const base58check = createBase58check(sha256);

/** The payload of a base58check string (version byte first), or null when the checksum fails. */
function decodeBase58check(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Legacy P2PKH (version 0x00, "1…") and P2SH (0x05, "3…") addresses. */
function isBase58Bitcoin(address: string): boolean {
  const payload = decodeBase58check(address);
  return payload !== null && payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
}

/** SegWit (BIP 173/350): v0 uses bech32 with a 20- or 32-byte program, v1+ uses bech32m. */
function isSegwitBitcoin(address: string): boolean {
  const v0 = bech32.decodeUnsafe(address);
  const v1plus = v0 ? undefined : bech32m.decodeUnsafe(address);
  const decoded = v0 ?? v1plus;
  if (!decoded || decoded.prefix !== 'bc' || decoded.words.length === 0) return false;
  const [version, ...programWords] = decoded.words;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40 || version > 16) return false;
  if (version === 0) return v0 !== undefined && (program.length === 20 || program.length === 32);
  return v1plus !== undefined;
}

/**
 * An Ethereum address (`0x` and 40 hex digits, in any case) with its EIP-55 checksum: each letter
 * upper case exactly when its nibble of keccak256(the lower-case hex) is 8 or more.
 */
export function checksummedEthereumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  // Hex digits are ASCII, so their bytes are their char codes (no TextEncoder needed, which jsdom lacks).
  const hash = keccak_256(Uint8Array.from(hex, (char) => char.charCodeAt(0)));
  const nibble = (index: number) => (hash[index >> 1] >> (index % 2 === 0 ? 4 : 0)) & 0x0f;
  return `0x${[...hex].map((char, index) => (nibble(index) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

/** EIP-55: an address in one case has no checksum; in mixed case, its letters' case is the checksum. */
function isEthereum(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return address === checksummedEthereumAddress(address);
}

/** Classic r-address: XRP's base58 alphabet, version 0x00, 20-byte account id, 4-byte double-SHA-256 checksum. */
function isXrp(address: string): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base58xrp.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== 25 || bytes[0] !== 0x00) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return sameBytes(checksum, bytes.subarray(21));
}

/** A Solana address is a base58 ed25519 public key: exactly 32 bytes, no checksum. */
function isSolana(address: string): boolean {
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** USDT is paid out on TRC20: a Tron T-address, base58check with version 0x41 and 21 bytes. */
function isTron(address: string): boolean {
  const payload = decodeBase58check(address);
  return payload !== null && payload.length === 21 && payload[0] === 0x41;
}

const IS_VALID: Record<Coin, (address: string) => boolean> = {
  BTC: (address) => isBase58Bitcoin(address) || isSegwitBitcoin(address),
  ETH: isEthereum,
  XRP: isXrp,
  SOL: isSolana,
  USDT: isTron,
};

/** "This is not a valid Bitcoin address."; USDT names its network too. */
export function invalidAddressMessage(coin: Coin, translate: Translate = inEnglish): string {
  const entry = paymentCoinByCoin(coin);
  const name = entry?.name ?? coin;
  if (entry?.networkNote) return translate({ ...ADDRESS_TEXTS.invalidOnNetwork, values: { coin: name, network: translate(entry.networkNote) } });
  return translate({ ...ADDRESS_TEXTS.invalid, values: { coin: name } });
}

/** The message for an address that cannot receive `coin`, or null when it can. Surrounding spaces are ignored. */
export function withdrawalAddressError(coin: Coin, address: string, translate: Translate = inEnglish): string | null {
  const trimmed = address.trim();
  if (!trimmed) return translate(ADDRESS_TEXTS.required);
  if (trimmed.length > MAX_ADDRESS_LENGTH || !IS_VALID[coin](trimmed)) return invalidAddressMessage(coin, translate);
  return null;
}
