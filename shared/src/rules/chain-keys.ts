import { englishTexts, type Message } from './messages';

/** The coins whose deposits get an address of their own from the operator's extended public key (docs/chain.md#extended-keys), as the API's paths spell them. */
export const CHAIN_KEY_COINS = ['btc', 'eth', 'usdt'] as const;
export type ChainKeyCoin = (typeof CHAIN_KEY_COINS)[number];

export function isChainKeyCoin(code: string): code is ChainKeyCoin {
  return (CHAIN_KEY_COINS as readonly string[]).includes(code);
}

/** Why an extended public key is refused: the API's check, and the admin's form (which checks only that one was entered), for each reader to read in their language. */
export const EXTENDED_KEY_TEXTS = {
  required: /*i18n*/ { id: 'rules.extendedKey.required', message: 'Enter the extended public key.' },
  privateKey: /*i18n*/ {
    id: 'rules.extendedKey.privateKey',
    message: 'This is a private key. Enter the extended public key (xpub): a private key must never leave your wallet.',
  },
  btcPrefix: /*i18n*/ { id: 'rules.extendedKey.btcPrefix', message: 'Enter a Bitcoin mainnet extended public key: xpub, ypub or zpub.' },
  xpubOnly: /*i18n*/ { id: 'rules.extendedKey.xpubOnly', message: 'Enter the account’s extended public key; it starts with xpub.' },
  invalid: /*i18n*/ { id: 'rules.extendedKey.invalid', message: 'This is not a valid extended public key: check that it was copied whole.' },
} satisfies Record<string, Message>;

/** The same in English, for the form that still says them as plain strings. */
export const EXTENDED_KEY_MESSAGES = englishTexts(EXTENDED_KEY_TEXTS);

/** Wallets stop looking for payments this many unused addresses past the last used one (BIP 44's gap limit). */
export const WALLET_GAP_LIMIT = 20;

/** Unused addresses given out after the last used one, from the highest index given and the highest index paid. */
export function addressGap(highestIndex: number | null, highestPaidIndex: number | null): number {
  if (highestIndex === null) return 0;
  return highestIndex - (highestPaidIndex ?? -1);
}
