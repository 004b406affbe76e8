import type { Coin } from '@arcvest/shared/schemas';
import type { ChainSettings } from '../config';
import { bitcoinSource } from './bitcoin';
import { ethereumSource } from './ethereum';
import type { ChainSource } from './source';

export type ChainSources = Partial<Record<Coin, ChainSource>>;

/** A source for each chain whose node is configured (docs/chain.md#chain-sources). */
export function createChainSources(chains: ChainSettings): ChainSources {
  return {
    ...(chains.btc && { BTC: bitcoinSource({ url: chains.btc.url, requiredConfirmations: chains.btc.confirmations }) }),
    ...(chains.eth && { ETH: ethereumSource({ url: chains.eth.url, requiredConfirmations: chains.eth.confirmations }) }),
  };
}
