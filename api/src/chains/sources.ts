import type { Coin } from '@arcvest/shared/schemas';
import type { ChainSettings } from '../config';
import { bitcoinSource } from './bitcoin';
import { ethereumSource } from './ethereum';
import { solanaSource } from './solana';
import type { ChainSource } from './source';
import { tronSource } from './tron';
import { xrpSource } from './xrp';

export type ChainSources = Partial<Record<Coin, ChainSource>>;

/** A source for each chain whose node is configured (docs/chain.md#chain-sources). */
export function createChainSources(chains: ChainSettings): ChainSources {
  return {
    ...(chains.btc && { BTC: bitcoinSource({ url: chains.btc.url, requiredConfirmations: chains.btc.confirmations }) }),
    ...(chains.eth && { ETH: ethereumSource({ url: chains.eth.url, requiredConfirmations: chains.eth.confirmations }) }),
    ...(chains.tron && { USDT: tronSource({ ...chains.tron, requiredConfirmations: chains.tron.confirmations }) }),
    ...(chains.xrp && { XRP: xrpSource(chains.xrp) }),
    ...(chains.sol && { SOL: solanaSource(chains.sol) }),
  };
}
