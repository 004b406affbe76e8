import { performance } from 'node:perf_hooks';
import { Client } from 'undici';

/** One request of a connection's script; `kind` groups its latency with others of the same kind. */
export interface Step<Context> {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: (context: Context) => Record<string, string>;
  body?: (context: Context) => string;
  onResponse?: (status: number, body: string, context: Context) => void;
}

export interface Connection<Context> {
  script: Step<Context>[];
  context: Context;
  /** The loopback address the connection comes from (127.x.y.z), as if from another client. */
  localAddress?: string;
}

export interface KindResult {
  requests: number;
  /** Requests per second over the run. */
  rate: number;
  p50: number;
  p99: number;
  /** Answers by status (0: no answer: the connection failed). */
  statuses: Record<number, number>;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/**
 * Each connection runs its script over and over for `durationMs`, one request at a time, on a
 * keep-alive connection of its own. Latency is measured per request kind, from sending to the
 * whole body read, so a kind that waits is told apart from one that does not.
 */
export async function runLoad<Context>(origin: string, connections: Connection<Context>[], durationMs: number): Promise<Record<string, KindResult>> {
  const latencies: Record<string, number[]> = {};
  const statuses: Record<string, Record<number, number>> = {};
  const deadline = performance.now() + durationMs;
  const count = (kind: string, status: number, ms: number) => {
    (latencies[kind] ??= []).push(ms);
    const byStatus = (statuses[kind] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  };
  await Promise.all(
    connections.map(async ({ script, context, localAddress }) => {
      const client = new Client(origin, { pipelining: 1, ...(localAddress && { localAddress }) });
      try {
        for (let index = 0; performance.now() < deadline; index = (index + 1) % script.length) {
          const step = script[index];
          const started = performance.now();
          try {
            const response = await client.request({ method: step.method, path: step.path, headers: step.headers?.(context), body: step.body?.(context) });
            const text = await response.body.text();
            count(step.kind, response.statusCode, performance.now() - started);
            step.onResponse?.(response.statusCode, text, context);
          } catch {
            count(step.kind, 0, performance.now() - started);
          }
        }
      } finally {
        await client.close();
      }
    }),
  );
  const seconds = durationMs / 1000;
  return Object.fromEntries(
    Object.entries(latencies).map(([kind, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [
        kind,
        { requests: sorted.length, rate: sorted.length / seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), statuses: statuses[kind] },
      ];
    }),
  );
}
