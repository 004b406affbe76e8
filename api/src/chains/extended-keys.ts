import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { HDKey, type Versions } from '@scure/bip32';
import { NETWORK, p2pkh, p2sh, p2wpkh } from '@scure/btc-signer';
import { EXTENDED_KEY_TEXTS, type Message } from '@arcvest/shared/rules';
import type { ChainKeyCoin, ChainKeyKind } from '@arcvest/shared/schemas';
import { checksummedEthereumAddress } from '@arcvest/shared/withdrawal-address';
import { tronAddressFromHex } from './tron-address';

/**
 * Watch-only extended public keys (docs/chain.md#extended-keys): which keys each coin takes,
 * the address kind each gives, and the address at `<key>/0/<index>`. Keys, derivation and address
 * encodings come from the libraries (@scure/bip32, @scure/btc-signer, @noble's keccak for Ethereum's); only TRON's
 * base58check of an Ethereum-style address is put together (in tron-address.ts), as no small library has it.
 */

/** SLIP-132 version bytes: the public ones a wallet exports, and the private ones we refuse to keep. */
const PUBLIC_VERSIONS = { xpub: 0x0488b21e, ypub: 0x049d7cb2, zpub: 0x04b24746 } as const;
const PRIVATE_VERSIONS = { xpub: 0x0488ade4, ypub: 0x049d7878, zpub: 0x04b2430c } as const;
type Prefix = keyof typeof PUBLIC_VERSIONS;

/** What each prefix gives for BTC (BIP 44, 49 and 84); ETH and TRON keys are plain xpubs. */
const BTC_KIND_OF: Record<Prefix, ChainKeyKind> = { xpub: 'p2pkh', ypub: 'p2sh-p2wpkh', zpub: 'p2wpkh' };
const ACCEPTED_PREFIXES: Record<ChainKeyCoin, readonly Prefix[]> = { btc: ['xpub', 'ypub', 'zpub'], eth: ['xpub'], usdt: ['xpub'] };

export interface ExtendedKey {
  coin: ChainKeyCoin;
  kind: ChainKeyKind;
  /** The key as entered (trimmed). */
  text: string;
  hd: HDKey;
}

const versionsOf = (prefix: Prefix): Versions => ({ public: PUBLIC_VERSIONS[prefix], private: PRIVATE_VERSIONS[prefix] });

/** The key a wallet exported, or the message saying why it is refused. Private keys are recognised only to be refused. */
export function parseExtendedKey(coin: ChainKeyCoin, input: string): ExtendedKey | { error: Message } {
  const text = input.trim();
  if (!text) return { error: EXTENDED_KEY_TEXTS.required };
  if (/^[xyztuv]prv/.test(text)) return { error: EXTENDED_KEY_TEXTS.privateKey };
  const prefix = ACCEPTED_PREFIXES[coin].find((accepted) => text.startsWith(accepted));
  if (!prefix) return { error: coin === 'btc' ? EXTENDED_KEY_TEXTS.btcPrefix : EXTENDED_KEY_TEXTS.xpubOnly };
  let hd: HDKey;
  try {
    hd = HDKey.fromExtendedKey(text, versionsOf(prefix));
  } catch {
    return { error: EXTENDED_KEY_TEXTS.invalid };
  }
  if (hd.privateKey) return { error: EXTENDED_KEY_TEXTS.privateKey };
  const kind = coin === 'btc' ? BTC_KIND_OF[prefix] : coin === 'eth' ? 'evm' : 'tron';
  return { coin, kind, text, hd };
}

/** The mainnet address at `<key>/0/<index>` (whatever node is watched, addresses are shown in their mainnet form). */
export function deriveAddress(key: ExtendedKey, index: number): string {
  const child = key.hd.derive(`m/0/${index}`);
  const publicKey = child.publicKey!;
  switch (key.kind) {
    case 'p2pkh':
      return p2pkh(publicKey, NETWORK).address!;
    case 'p2sh-p2wpkh':
      return p2sh(p2wpkh(publicKey, NETWORK), NETWORK).address!;
    case 'p2wpkh':
      return p2wpkh(publicKey, NETWORK).address!;
    case 'evm':
    case 'tron': {
      // Ethereum's address: the last 20 bytes of keccak256 of the public key's x and y (no 0x04 prefix).
      const uncompressed = secp256k1.ProjectivePoint.fromHex(publicKey).toRawBytes(false);
      const address = checksummedEthereumAddress(`0x${bytesToHex(keccak_256(uncompressed.subarray(1))).slice(-40)}`);
      return key.kind === 'evm' ? address : tronAddressFromHex(address);
    }
  }
}
