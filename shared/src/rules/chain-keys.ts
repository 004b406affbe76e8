/** The coins whose deposits get an address of their own from the operator's extended public key (docs/chain.md#extended-keys), as the API's paths spell them. */
export const CHAIN_KEY_COINS = ['btc', 'eth', 'usdt'] as const;
export type ChainKeyCoin = (typeof CHAIN_KEY_COINS)[number];

export function isChainKeyCoin(code: string): code is ChainKeyCoin {
  return (CHAIN_KEY_COINS as readonly string[]).includes(code);
}
