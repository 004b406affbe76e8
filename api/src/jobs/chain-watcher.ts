import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainSources } from '../chains/sources';
import type { Db } from '../db/database';
import { watchChain } from '../services/chain-watch';
import type { TimerJob } from './timer-job';

/**
 * Reads every configured chain now and then every `intervalSeconds` (docs/chain.md#the-watcher).
 * Every server runs one; a lease per chain lets one read it at a time, and crediting is safe
 * anyway. A chain that cannot be read is logged, shown on its invoices and tried again next pass.
 */
export function startChainWatcher(deps: { db: Db; sources: ChainSources; now: () => Date; intervalSeconds: number; log: FastifyBaseLogger }): TimerJob {
  const { db, sources, now, intervalSeconds, log } = deps;
  const owner = randomUUID();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const pass = async () => {
    for (const source of Object.values(sources)) {
      const outcome = await watchChain({ db, source, now, owner });
      if (outcome.error) log.warn({ coin: outcome.coin, error: outcome.error }, 'chain watcher: the chain could not be read; trying again next pass');
      if (outcome.failed.count > 0)
        log.error({ coin: outcome.coin, ...outcome.failed }, 'chain watcher: invoices could not be credited; trying again next pass');
      if (outcome.settled > 0) log.info({ coin: outcome.coin, settled: outcome.settled }, 'chain watcher: invoices settled');
    }
  };
  const tick = () => {
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'chain watcher pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalSeconds * 1000);
      });
  };
  if (Object.keys(sources).length > 0) tick();

  return {
    firstPass: running,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
