import { ed25519 } from '@noble/curves/ed25519';
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { base58 } from '@scure/base';
import { p2pkh, p2wpkh, WIF } from '@scure/btc-signer';
import { Signer } from 'bip322-js';
import { deriveAddress, deriveKeypair, generateSeed, sign as signXrp } from 'ripple-keypairs';
import { privateKeyToAccount } from 'viem/accounts';
import { tronAddressFromHex } from '../src/chains/tron-address';

/**
 * Keys that sign reserve addresses' messages in the tests, each chain's way, made with libraries
 * (docs/proof-of-reserves.md#signature-schemes): never with the server's own verifying code.
 */

/** anvil's second and third funded accounts (its documented keys). */
export const ANVIL_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const ANVIL_KEY_2 = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

/** A private key of 32 equal bytes: a different key for each byte. */
export const fixedKey = (byte: number) => new Uint8Array(32).fill(byte);
export const utf8 = (text: string) => new TextEncoder().encode(text);
export const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** An Ethereum account (viem) of a fixed key. */
export const ethereumKey = (privateKey: Uint8Array) => privateKeyToAccount(`0x${hex(privateKey)}`);

/** TRON's signMessageV2 made with noble and keccak (not the server's viem): 65 bytes r ‖ s ‖ 27 + recovery, in hex. */
export function tronSign(message: string, privateKey: Uint8Array): string {
  const bytes = utf8(message);
  const hash = keccak_256(new Uint8Array([...utf8(`\x19TRON Signed Message:\n${bytes.length}`), ...bytes]));
  const signature = secp256k1.sign(hash, privateKey);
  return `0x${signature.toCompactHex()}${(27 + signature.recovery).toString(16)}`;
}

/** A TRON address from its private key: keccak256 of the uncompressed public key, its last 20 bytes. */
export function tronAddressOf(privateKey: Uint8Array): string {
  return tronAddressFromHex(hex(keccak_256(secp256k1.getPublicKey(privateKey, false).subarray(1)).subarray(12)));
}

/** A Bitcoin key: its native SegWit (bc1q…) and legacy (1…) addresses, and a signer (bip322-js: BIP-322 for bc1q, signmessage's form for 1…). */
export function bitcoinKey(privateKey: Uint8Array) {
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const wif = WIF().encode(privateKey);
  return {
    segwit: p2wpkh(publicKey).address!,
    legacy: p2pkh(publicKey).address!,
    sign: (address: string, message: string) => String(Signer.sign(wif, address, message)),
  };
}

/** An XRP key from fixed entropy: its address, public key, and its signature (hex) over a message's UTF-8 bytes. */
export function xrpKey(byte: number, algorithm: 'ecdsa-secp256k1' | 'ed25519') {
  const pair = deriveKeypair(generateSeed({ entropy: new Uint8Array(16).fill(byte), algorithm }));
  return { address: deriveAddress(pair.publicKey), publicKey: pair.publicKey, sign: (message: string) => signXrp(hex(utf8(message)), pair.privateKey) };
}

/** A Solana key: its address (the public key in base58) and its ed25519 signature over a message's UTF-8 bytes, in hex. */
export function solanaKey(privateKey: Uint8Array) {
  return { address: base58.encode(ed25519.getPublicKey(privateKey)), sign: (message: string) => hex(ed25519.sign(utf8(message), privateKey)) };
}
