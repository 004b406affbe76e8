import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { runAccrualAndRenewals } from '../services/accrual';
import type { TimerJob } from './timer-job';

/**
 * Runs the accrual job (and then the daily proof of liabilities) now and then every `intervalSeconds`, never two runs of this server at
 * once (other servers may run theirs: the job is safe for that). A failed run is logged and
 * retried at the next tick.
 */
export function startAccrualTimer(deps: {
  db: Db;
  now: () => Date;
  intervalSeconds: number;
  /** Named in the email a plan that could not be renewed sends. */
  siteName: string;
  log: FastifyBaseLogger;
  /** Told of each run: its duration, the plan days it credited, whether it failed. */
  onRun?: (seconds: number, days: number, failed: boolean) => void;
  /** After each run: the daily proof of liabilities, taken when the latest is a day old; true when one was taken. */
  dailySnapshot?: () => Promise<boolean>;
}): TimerJob {
  const { db, now, intervalSeconds, siteName, log, onRun, dailySnapshot } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    running = runAccrualAndRenewals(db, now(), siteName)
      .then(({ days, renewed }) => {
        if (days > 0) log.info({ days, renewed }, 'accrual: plan days credited');
        onRun?.(seconds(), days, false);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'accrual run failed');
        onRun?.(seconds(), 0, true);
      })
      // After the run, so the snapshot counts the day's credits; its failure is its own, retried at the next tick.
      .then(() => dailySnapshot?.())
      .then((taken) => {
        if (taken) log.info('proof of liabilities: daily snapshot taken');
      })
      .catch((error: unknown) => log.error({ err: error }, 'proof of liabilities snapshot failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalSeconds * 1000);
      });
  };
  tick();

  return {
    firstPass: running,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
