import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { Db } from './db/database';
import { startAccrualTimer } from './jobs/accrual-timer';
import { startChainWatcher } from './jobs/chain-watcher';
import { createChainSources } from './chains/sources';
import { createProofOfLiabilitiesService } from './services/proof-of-liabilities';
import { createProofOfReservesService } from './services/proof-of-reserves';
import { createPriceService } from './services/prices';
import { seedDatabase } from './services/seed';
import { startupBanner } from './startup-banner';

export interface StartDeps {
  /** Migrated; the caller destroys it after `stop`. */
  db: Db;
  logger: FastifyServerOptions['logger'];
  now: () => Date;
  fetch: typeof fetch;
  /** Where the banner goes: the same stream as the log, so they come out in the order written. */
  print: (text: string) => void;
}

export interface StartedServer {
  app: FastifyInstance;
  /** Resolves once everything the start logs is logged and the sign-in banner printed after it. */
  bannerPrinted: Promise<void>;
  /** Stops the timers and the server, waiting for the work in progress. */
  stop: () => Promise<void>;
}

/** Seeds, listens and starts the timers; resolves once listening, with the banner still to come (`bannerPrinted`). */
export async function startServer(config: Config, { db, logger, now, fetch, print }: StartDeps): Promise<StartedServer> {
  const app = buildApp(config, { db, logger, now });
  // Before listening, so the first page shown has the demo's data; with the app's logger, which the demo's story uses.
  const seed = await seedDatabase(db, config, app.log, now);
  await app.listen({ port: config.port, host: config.host });
  const sources = createChainSources(config.chains);
  const prices = createPriceService({ db, config, now, fetch, log: app.log });
  const reserves = createProofOfReservesService({ db, now, sources, prices, platform: config.site.name, log: app.log });
  // Here rather than in buildApp, so tests drive the job themselves.
  const accrual =
    config.accrualIntervalSeconds > 0
      ? startAccrualTimer({
          db,
          now,
          intervalSeconds: config.accrualIntervalSeconds,
          siteName: config.site.name,
          log: app.log,
          onRun: app.metrics?.recordAccrualRun,
          dailySnapshot: createProofOfLiabilitiesService({ db, now, reserves }).takeDailyIfDue,
        })
      : null;
  const watcher = startChainWatcher({ db, sources, now, intervalSeconds: config.chains.pollSeconds, log: app.log });

  // The start's first passes log what they find (a price source out of reach, say), then the
  // emails queued so far (the demo story's, and any a pass queued) are sent and logged, all before
  // the banner, so the sign-in details are the last lines and stay in view.
  const bannerPrinted = Promise.all([accrual?.firstPass, watcher.firstPass])
    .then(() => app.emailsSettled())
    .then(() => print(startupBanner(config, seed)));

  const stop = async () => {
    await watcher.stop();
    await accrual?.stop();
    await app.close();
  };
  return { app, bannerPrinted, stop };
}
