import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';
import { countUnsentNotifications } from '../db/repositories/notifications';
import { earliestDueAccrualMs, latestPriceFetch } from '../db/repositories/operations';
import type { HashPool } from '../services/hash-pool';

export interface Metrics {
  /** The Prometheus text of every metric, read now. */
  exposition(): Promise<string>;
  readonly contentType: string;
  /** Called by the accrual timer after each run. */
  recordAccrualRun(seconds: number, days: number, failed: boolean): void;
  /** A page that showed this version of a remote's area (POST /api/remote-loads). */
  recordRemoteLoad(remote: string, version: string): void;
  /** An error report counted for this version of a remote (POST /api/client-errors). */
  recordClientError(remote: string, version: string, kind: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null unless METRICS_TOKEN is set: nothing is measured that nobody can read. */
    metrics: Metrics | null;
  }
}

/**
 * Prometheus metrics of one server: requests by route (rate and latency), accrual runs, and,
 * read from the database at each scrape so every server reports the same truth, the accrual
 * lag, the emails waiting and the age of the coin prices.
 */
export function installMetrics(app: FastifyInstance, deps: { db: Db; now: () => Date; hashPool: HashPool; enabled: boolean }): void {
  if (!deps.enabled) {
    app.decorate('metrics', null);
    return;
  }
  const { db, now, hashPool } = deps;
  const register = new Registry();
  collectDefaultMetrics({ register });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [register],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  const accrualRuns = new Counter({
    name: 'arcvest_accrual_runs_total',
    help: 'Accrual runs of this server, by outcome',
    labelNames: ['outcome'],
    registers: [register],
  });
  const accrualDays = new Counter({ name: 'arcvest_accrual_days_credited_total', help: 'Plan days credited by this server', registers: [register] });
  const accrualSeconds = new Histogram({
    name: 'arcvest_accrual_run_duration_seconds',
    help: 'Duration of accrual runs',
    buckets: [0.1, 0.5, 1, 5, 15, 60],
    registers: [register],
  });
  new Gauge({
    name: 'arcvest_accrual_lag_seconds',
    help: 'How long the earliest plan day still to credit has been due (0 when none is due)',
    registers: [register],
    async collect() {
      const due = await earliestDueAccrualMs(db);
      this.set(due === null ? 0 : Math.max(0, (now().getTime() - due) / 1000));
    },
  });
  new Gauge({
    name: 'arcvest_emails_queued',
    help: 'Notifications waiting to be sent',
    registers: [register],
    async collect() {
      this.set(await countUnsentNotifications(db));
    },
  });
  new Gauge({
    name: 'arcvest_prices_age_seconds',
    help: 'Age of the last coin prices from the source (-1 if it never answered)',
    registers: [register],
    async collect() {
      const at = await latestPriceFetch(db);
      this.set(at === null ? -1 : (now().getTime() - Date.parse(at)) / 1000);
    },
  });

  new Gauge({
    name: 'arcvest_password_hashes',
    help: 'Password hashes of this server: running, queued, and the limits of each (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const { running, queued, concurrency, queueLimit } = hashPool.stats();
      this.set({ state: 'running' }, running);
      this.set({ state: 'queued' }, queued);
      this.set({ state: 'running_limit' }, concurrency);
      this.set({ state: 'queued_limit' }, queueLimit);
    },
  });
  new Counter({
    name: 'arcvest_password_hashes_refused_total',
    help: 'Password checks answered 503 because the hash queue was full',
    registers: [register],
    collect() {
      this.reset();
      this.inc(hashPool.stats().refused);
    },
  });

  // Per server, like the request counters: sum them across servers. The automatic rollback reads
  // the database's counts instead, which every server shares.
  const remoteLoads = new Counter({
    name: 'arcvest_remote_page_loads_total',
    help: 'Page loads that showed each remote version',
    labelNames: ['remote', 'version'],
    registers: [register],
  });
  const clientErrors = new Counter({
    name: 'arcvest_client_errors_total',
    help: 'Error reports from browsers, by remote, version and kind (load, render, unhandled)',
    labelNames: ['remote', 'version', 'kind'],
    registers: [register],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the URL: /user/:id is one series, not one per user.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.decorate('metrics', {
    exposition: () => register.metrics(),
    contentType: register.contentType,
    recordAccrualRun(seconds: number, days: number, failed: boolean) {
      accrualRuns.inc({ outcome: failed ? 'failed' : 'ok' });
      accrualSeconds.observe(seconds);
      accrualDays.inc(days);
    },
    recordRemoteLoad: (remote, version) => remoteLoads.inc({ remote, version }),
    recordClientError: (remote, version, kind) => clientErrors.inc({ remote, version, kind }),
  });
}
