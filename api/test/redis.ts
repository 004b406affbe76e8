import { execFileSync } from 'node:child_process';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Synchronous so `describe` can decide at load time. */
function redisReachable(): boolean {
  const probe =
    "const { Redis } = require('ioredis');" +
    'const r = new Redis(process.env.PROBE_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });' +
    'r.connect().then(() => r.ping()).then(() => r.quit()).then(() => process.exit(0), () => process.exit(1));';
  try {
    execFileSync(process.execPath, ['-e', probe], { cwd: __dirname, env: { ...process.env, PROBE_URL: REDIS_URL }, stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export const redisAvailable = redisReachable();
if (!redisAvailable && process.env.CI) throw new Error(`Redis not reachable at ${REDIS_URL}: CI must test what several servers share.`);
if (!redisAvailable) console.warn(`Redis not reachable at ${REDIS_URL}: skipping the tests of what several servers share`);
