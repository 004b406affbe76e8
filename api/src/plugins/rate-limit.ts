import type { Message } from '@arcvest/shared/rules';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../errors';
import type { Config } from '../config';

export const RATE_LIMITED_MESSAGE: Message = /*i18n*/ { id: 'api.rateLimited', message: 'Too many attempts. Please wait a minute and try again.' };

/**
 * Attempt limits, off by default: sign-in, sign-up and code routes opt in per route. With
 * REDIS_URL the counts live in Redis, so several servers behind a load balancer allow what one
 * server would in total; without it each server counts alone (fine for one server).
 */
export function registerRateLimits(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): void {
  // While Redis is away a request waits at most one reconnection (half a second) for it.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 50, 500), lazyConnect: true })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMITED_MESSAGE),
    ...(redis && {
      redis,
      nameSpace: 'arcvest-attempts-',
      // Redis down: requests go on, unlimited, with an error logged, rather than failing.
      skipOnError: true,
    }),
  });
}
