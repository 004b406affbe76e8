import { loadConfig, type Config } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { offsetClock } from './domain/clock';
import { chooseLogFormat, readableLogStream } from './log-format';
import { startServer } from './start';

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
  const level = config.demo ? 'info' : 'warn';
  const logFormat = chooseLogFormat(config.logFormat, process.stdout.isTTY === true);
  // Both through process.stdout, so log lines and the banner come out in the order they were written.
  const logger = { level, stream: logFormat === 'pretty' ? readableLogStream(process.stdout) : process.stdout };
  const now = config.clockOffsetFile === null ? () => new Date() : offsetClock(config.clockOffsetFile);
  const server = await startServer(config, { db, logger, now, fetch, print: (text) => console.log(text) });

  const stop = async () => {
    await server.stop();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await server.bannerPrinted;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
