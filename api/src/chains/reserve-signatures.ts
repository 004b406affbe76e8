import type { Message } from '@arcvest/shared/rules';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { Verifier } from 'bip322-js';
import { deriveAddress, verify as verifyXrp } from 'ripple-keypairs';
import type { Coin } from '@arcvest/shared/schemas';
import { concat, keccak256, recoverAddress, stringToBytes, verifyMessage, type Hex } from 'viem';
import { tronAddressFromHex } from './tron-address';

/** What a reserve address's owner gave: the signed text, the signature as the wallet wrote it, and XRP's key. */
export interface SignedReserveMessage {
  address: string;
  message: string;
  signature: string;
  publicKey?: string;
}

/** Which field is wrong and why; null when the signature checks. */
export type SignatureProblem = { field: 'signature' | 'public_key'; message: Message } | null;

export const SIGNATURE_TEXTS = {
  mismatch: /*i18n*/ {
    id: 'api.signature.mismatch',
    message: 'The signature does not check: it must be made with this address’s key over exactly the message given.',
  },
  format: /*i18n*/ { id: 'api.signature.format', message: 'This is not a {coin} signature: give it as {form}.' },
  publicKeyMissing: /*i18n*/ { id: 'api.signature.publicKeyMissing', message: 'An XRP signature needs the public key that made it (public_key, hex).' },
  publicKeyOther: /*i18n*/ { id: 'api.signature.publicKeyOther', message: 'This public key is not this address’s: its address is another one.' },
  publicKeyFormat: /*i18n*/ { id: 'api.signature.publicKeyFormat', message: 'This is not an XRP public key: give its 33 bytes in hex.' },
} satisfies Record<string, Message>;

/** TRON's signMessageV2 prefix (TIP-191): like EIP-191's, with TRON's name. */
const TRON_MESSAGE_PREFIX = '\x19TRON Signed Message:\n';
const HEX_SIGNATURE_65 = /^(0x)?[0-9a-fA-F]{130}$/;
const HEX_SIGNATURE_64 = /^[0-9a-fA-F]{128}$/;
const HEX_BYTES = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const mismatch: SignatureProblem = { field: 'signature', message: SIGNATURE_TEXTS.mismatch };
const badFormat = (coin: Coin, form: string): SignatureProblem => ({ field: 'signature', message: { ...SIGNATURE_TEXTS.format, values: { coin, form } } });
const badPublicKey: SignatureProblem = { field: 'public_key', message: SIGNATURE_TEXTS.publicKeyFormat };
const withHexPrefix = (hex: string): Hex => (hex.startsWith('0x') ? (hex as Hex) : `0x${hex}`);
const utf8Hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** EIP-191 personal_sign, as MetaMask, `cast wallet sign` and every Ethereum wallet make it. */
async function checkEthereum({ address, message, signature }: SignedReserveMessage): Promise<SignatureProblem> {
  if (!HEX_SIGNATURE_65.test(signature)) return badFormat('ETH', '65 bytes in hex (0x…)');
  const valid = await verifyMessage({ address: address as Hex, message, signature: withHexPrefix(signature) }).catch(() => false);
  return valid ? null : mismatch;
}

/** TRON's signMessageV2: keccak256 of the prefix, the message's length in bytes and the message; the key recovered names the address. */
async function checkTron({ address, message, signature }: SignedReserveMessage): Promise<SignatureProblem> {
  if (!HEX_SIGNATURE_65.test(signature)) return badFormat('USDT', 'TRON signMessageV2’s 65 bytes in hex');
  const bytes = stringToBytes(message);
  const hash = keccak256(concat([stringToBytes(`${TRON_MESSAGE_PREFIX}${bytes.length}`), bytes]));
  const signer = await recoverAddress({ hash, signature: withHexPrefix(signature) }).catch(() => null);
  return signer !== null && tronAddressFromHex(signer) === address ? null : mismatch;
}

/** BIP-322 (simple, the witness in base64) or Bitcoin Core's legacy `signmessage` (65 bytes in base64), both read by bip322-js. */
function checkBitcoin({ address, message, signature }: SignedReserveMessage): SignatureProblem {
  if (!BASE64.test(signature)) return badFormat('BTC', 'base64 (BIP-322 or Bitcoin Core’s signmessage)');
  try {
    return Verifier.verifySignature(address, message, signature) ? null : mismatch;
  } catch {
    // The library throws on a signature it cannot parse or a script it cannot sign for: nothing proven.
    return mismatch;
  }
}

/** XRP: ripple-keypairs' signature (hex) over the message's UTF-8 bytes, by `public_key`, whose address must be this one. */
function checkXrp({ address, message, signature, publicKey }: SignedReserveMessage): SignatureProblem {
  if (!publicKey) return { field: 'public_key', message: SIGNATURE_TEXTS.publicKeyMissing };
  if (!HEX_BYTES.test(publicKey) || publicKey.length !== 66) return badPublicKey;
  if (!HEX_BYTES.test(signature)) return badFormat('XRP', 'hex');
  let owner: string;
  try {
    owner = deriveAddress(publicKey);
  } catch {
    return badPublicKey;
  }
  if (owner !== address) return { field: 'public_key', message: SIGNATURE_TEXTS.publicKeyOther };
  try {
    return verifyXrp(utf8Hex(message), signature, publicKey) ? null : mismatch;
  } catch {
    return mismatch;
  }
}

/** SOL: an ed25519 signature (64 bytes in hex) over the message's UTF-8 bytes; the address is the public key. */
function checkSolana({ address, message, signature }: SignedReserveMessage): SignatureProblem {
  if (!HEX_SIGNATURE_64.test(signature)) return badFormat('SOL', '64 bytes in hex');
  try {
    return ed25519.verify(signature, Buffer.from(message, 'utf8'), base58.decode(address)) ? null : mismatch;
  } catch {
    return mismatch;
  }
}

const CHECKS: Record<Coin, (signed: SignedReserveMessage) => SignatureProblem | Promise<SignatureProblem>> = {
  ETH: checkEthereum,
  USDT: checkTron,
  BTC: checkBitcoin,
  XRP: checkXrp,
  SOL: checkSolana,
};

/**
 * Whether `signature` is the address's key's over `message`, in the chain's own scheme
 * (docs/proof-of-reserves.md#signature-schemes). The address must already be valid for the coin.
 */
export async function reserveSignatureProblem(coin: Coin, signed: SignedReserveMessage): Promise<SignatureProblem> {
  return CHECKS[coin](signed);
}
