import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './services/seed';
import { offsetClock } from './domain/clock';
import { startAccrualTimer } from './jobs/accrual-timer';
import { createProofOfLiabilitiesService } from './services/proof-of-liabilities';
import { createProofOfReservesService } from './services/proof-of-reserves';
import { createPriceService } from './services/prices';
import { startChainWatcher } from './jobs/chain-watcher';
import { createChainSources } from './chains/sources';
import { startupBanner } from './startup-banner';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const db = createDatabase(config);
  await migrateToLatest(db);
  const seed = await seedDatabase(db, config);
  const level = config.demo ? 'info' : 'warn';
  const logger =
    config.logFormat === 'pretty'
      ? { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : { level };
  const now = config.clockOffsetFile === null ? () => new Date() : offsetClock(config.clockOffsetFile);
  const app = buildApp(config, { db, logger, now });
  await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner(config, seed));
  const sources = createChainSources(config.chains);
  const prices = createPriceService({ db, config, now, fetch, log: app.log });
  const reserves = createProofOfReservesService({ db, now, sources, prices, platform: config.site.name, log: app.log });
  // Here rather than in buildApp, so tests drive the job themselves.
  const stopAccrual =
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
      : async () => {};

  const stopWatcher = startChainWatcher({ db, sources, now, intervalSeconds: config.chains.pollSeconds, log: app.log });

  const stop = async () => {
    await stopWatcher();
    await stopAccrual();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
