import ecc from '@bitcoinerlab/secp256k1';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { BIP32Factory } from 'bip32';
import { networks, payments } from 'bitcoinjs-lib';
import { decodeBase58, getBytes, HDNodeWallet, sha256, toBeHex } from 'ethers';
import { EXTENDED_KEY_TEXTS, inEnglish } from '@arcvest/shared/rules';
import { deriveAddress, parseExtendedKey, type ExtendedKey } from '../src/chains/extended-keys';

/** BIP 32 test vector 1 (https://github.com/bitcoin/bips/blob/master/bip-0032.mediawiki#test-vector-1). */
const VECTOR_1 = {
  masterPrivate: 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi',
  m0h: 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw',
  m0h1: 'xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ',
  m0h12h: 'xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5',
  m0h12h2: 'xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV',
  m0h12h21000000000: 'xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy',
};

/** The well-known test wallet "abandon × 11, about", whose account keys wallets and BIP 84 publish. */
const SEED = mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
/** BIP 84's own test vector (https://github.com/bitcoin/bips/blob/master/bip-0084.mediawiki#test-vectors). */
const BIP84_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

const VERSIONS = { xpub: 0x0488b21e, ypub: 0x049d7cb2, zpub: 0x04b24746 } as const;
/** The account key a wallet exports for `path`, written with the prefix's version bytes. */
function accountKey(path: string, prefix: keyof typeof VERSIONS): string {
  const account = HDKey.fromMasterSeed(SEED).derive(path);
  return new HDKey({
    versions: { public: VERSIONS[prefix], private: 0 },
    publicKey: account.publicKey!,
    chainCode: account.chainCode!,
    depth: account.depth,
    index: account.index,
    parentFingerprint: account.parentFingerprint,
  }).publicExtendedKey;
}

function parsed(coin: 'btc' | 'eth' | 'usdt', text: string): ExtendedKey {
  const key = parseExtendedKey(coin, text);
  if ('error' in key) throw new Error(inEnglish(key.error));
  return key;
}

/** The second library: bitcoinjs's bip32 and payments. */
const bip32 = BIP32Factory(ecc);
function bitcoinjsAddress(text: string, prefix: keyof typeof VERSIONS, index: number): string {
  const network = { ...networks.bitcoin, bip32: { public: VERSIONS[prefix], private: 0 } };
  const pubkey = Buffer.from(bip32.fromBase58(text, network).derive(0).derive(index).publicKey);
  if (prefix === 'zpub') return payments.p2wpkh({ pubkey }).address!;
  if (prefix === 'ypub') return payments.p2sh({ redeem: payments.p2wpkh({ pubkey }) }).address!;
  return payments.p2pkh({ pubkey }).address!;
}

describe('BIP 32 test vector 1, derived from public keys only', () => {
  it.each([
    ['m/1', VECTOR_1.m0h, VECTOR_1.m0h1],
    ['m/2/1000000000', VECTOR_1.m0h12h, VECTOR_1.m0h12h21000000000],
    ['m/2', VECTOR_1.m0h12h, VECTOR_1.m0h12h2],
  ])('%s of a public key gives the vector’s key', (path, parent, child) => {
    expect(parsed('btc', parent).hd.derive(path).publicExtendedKey).toBe(child);
  });
});

describe('addresses from the keys wallets export', () => {
  it('a zpub gives native-segwit bc1q addresses: BIP 84’s vectors', () => {
    const key = parsed('btc', BIP84_ZPUB);
    expect(key.kind).toBe('p2wpkh');
    expect(accountKey("m/84'/0'/0'", 'zpub')).toBe(BIP84_ZPUB);
    expect(deriveAddress(key, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveAddress(key, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it.each([
    ['xpub', "m/44'/0'/0'", 'p2pkh', '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA'],
    ['ypub', "m/49'/0'/0'", 'p2sh-p2wpkh', '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf'],
    ['zpub', "m/84'/0'/0'", 'p2wpkh', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'],
  ] as const)('a BTC %s (%s) gives %s addresses, the same as bitcoinjs gives', (prefix, path, kind, first) => {
    const text = accountKey(path, prefix);
    const key = parsed('btc', text);
    expect(key.kind).toBe(kind);
    expect(deriveAddress(key, 0)).toBe(first);
    for (const index of [0, 1, 7, 19, 2 ** 31 - 1]) expect(deriveAddress(key, index)).toBe(bitcoinjsAddress(text, prefix, index));
  });

  it('an ETH xpub gives checksummed addresses, the same as ethers gives', () => {
    const text = accountKey("m/44'/60'/0'", 'xpub');
    const key = parsed('eth', text);
    expect(deriveAddress(key, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    const ethers = HDNodeWallet.fromExtendedKey(text);
    for (const index of [0, 1, 19]) expect(deriveAddress(key, index)).toBe(ethers.deriveChild(0).deriveChild(index).address);
  });

  it('a USDT (TRON) xpub gives base58 T addresses holding the same 20 bytes as ethers’ address, with their checksum', () => {
    const text = accountKey("m/44'/195'/0'", 'xpub');
    const key = parsed('usdt', text);
    expect(deriveAddress(key, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    const ethers = HDNodeWallet.fromExtendedKey(text);
    for (const index of [0, 1, 19]) {
      const decoded = getBytes(toBeHex(decodeBase58(deriveAddress(key, index)), 25));
      const payload = decoded.slice(0, 21);
      expect(Buffer.from(payload).toString('hex')).toBe(`41${ethers.deriveChild(0).deriveChild(index).address.slice(2).toLowerCase()}`);
      expect(Buffer.from(decoded.slice(21)).toString('hex')).toBe(sha256(sha256(payload)).slice(2, 10));
    }
  });
});

describe('keys that are refused, with a message', () => {
  const tpub = new HDKey({
    versions: { public: 0x043587cf, private: 0 },
    publicKey: parsed('btc', BIP84_ZPUB).hd.publicKey!,
    chainCode: parsed('btc', BIP84_ZPUB).hd.chainCode!,
  }).publicExtendedKey;
  it.each([
    ['an xprv', 'btc', VECTOR_1.masterPrivate, EXTENDED_KEY_TEXTS.privateKey],
    ['an xprv for ETH', 'eth', VECTOR_1.masterPrivate, EXTENDED_KEY_TEXTS.privateKey],
    [
      'a zprv',
      'btc',
      'zprvAWgYBBk7JR8Gjrh4UJQ2uJdG1r3WNRRfURiABBE3RvMXYSrRJL62XuezvGdPvG6GFBZduosCc1YP5wixPox7zhZLfiUm8aunE96BBa4Kei5',
      EXTENDED_KEY_TEXTS.privateKey,
    ],
    ['blanks', 'btc', '   ', EXTENDED_KEY_TEXTS.required],
    ['a testnet tpub', 'btc', tpub, EXTENDED_KEY_TEXTS.btcPrefix],
    ['a zpub for ETH', 'eth', BIP84_ZPUB, EXTENDED_KEY_TEXTS.xpubOnly],
    ['a zpub for USDT', 'usdt', BIP84_ZPUB, EXTENDED_KEY_TEXTS.xpubOnly],
    ['a mistyped last character (checksum)', 'btc', `${BIP84_ZPUB.slice(0, -1)}t`, EXTENDED_KEY_TEXTS.invalid],
    ['a key cut short', 'btc', BIP84_ZPUB.slice(0, 60), EXTENDED_KEY_TEXTS.invalid],
  ] as const)('%s', (_label, coin, text, message) => {
    expect(parseExtendedKey(coin, text)).toEqual({ error: message });
  });
});
