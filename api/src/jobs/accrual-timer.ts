import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { runAccrual } from '../services/accrual';

/**
 * Runs the accrual job now and then every `intervalSeconds`, never two runs of this server at
 * once (other servers may run theirs: the job is safe for that). A failed run is logged and
 * retried at the next tick. Returns a stop function that waits for a run in progress.
 */
export function startAccrualTimer(deps: { db: Db; now: () => Date; intervalSeconds: number; log: FastifyBaseLogger }): () => Promise<void> {
  const { db, now, intervalSeconds, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = runAccrual(db, now())
      .then(({ days }) => {
        if (days > 0) log.info({ days }, 'accrual: plan days credited');
      })
      .catch((error: unknown) => log.error({ err: error }, 'accrual run failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalSeconds * 1000);
      });
  };
  tick();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
