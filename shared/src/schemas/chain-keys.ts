import { Type, type Static } from '@sinclair/typebox';
import { orPending } from './approvals';
import { CHAIN_KEY_COINS } from '../rules/chain-keys';
import { errorResponses, NullableInteger, StringEnum } from './common';

export const ChainKeyCoin = StringEnum(CHAIN_KEY_COINS, { description: 'btc, eth, or usdt (TRC-20 on TRON)' });
export type ChainKeyCoin = Static<typeof ChainKeyCoin>;

/** The kind of address a key gives: BTC's by the key's prefix (xpub, ypub, zpub), an Ethereum address, or a TRON one. */
export const CHAIN_KEY_KINDS = ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'evm', 'tron'] as const;
export const ChainKeyKind = StringEnum(CHAIN_KEY_KINDS);
export type ChainKeyKind = Static<typeof ChainKeyKind>;

export const ChainKey = Type.Object({
  coin: ChainKeyCoin,
  xpub: Type.String({ description: 'The extended public key as entered' }),
  kind: ChainKeyKind,
  derivation: Type.String({ description: 'Where each payment’s address comes from: <key>/0/<index>' }),
  first_address: Type.String({ description: 'The address at index 0, to compare with the wallet’s first receiving address' }),
  highest_index: NullableInteger({ description: 'The highest index given out so far; null: none yet' }),
  gap: Type.Integer({
    description: 'Addresses given out after the last one that received a payment (all of them when none did): wallets stop looking 20 past the last used one',
  }),
  created_at: Type.String(),
});
export type ChainKey = Static<typeof ChainKey>;

export const ChainKeyBody = Type.Object({
  xpub: Type.String({ maxLength: 200, description: 'An extended public key: xpub, ypub or zpub for btc; xpub for eth and usdt. Private keys are refused.' }),
});
export type ChainKeyBody = Static<typeof ChainKeyBody>;

const chain = { tags: ['chain'] };

export const listChainKeysSchema = {
  ...chain,
  summary: 'The watch-only extended public keys, each with its first address (admin)',
  response: { 200: Type.Array(ChainKey) },
};

export const saveChainKeySchema = {
  ...chain,
  summary: 'Set or replace a coin’s watch-only extended public key (admin, audited)',
  params: Type.Object({ coin: ChainKeyCoin }),
  body: ChainKeyBody,
  response: orPending({ 200: ChainKey, ...errorResponses(422) }),
};
