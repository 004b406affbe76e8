import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

const DURATION_MS = 3000;
const CONCURRENCY = 16;

/** Requests per second against `url` from CONCURRENCY loops for DURATION_MS (bounded in time). */
async function throughput(url: string, headers: Record<string, string> = {}): Promise<number> {
  const deadline = Date.now() + DURATION_MS;
  let completed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        completed += 1;
      }
    }),
  );
  return completed / (DURATION_MS / 1000);
}

/** A bare Fastify route answering the same JSON: the ceiling our API is compared with. */
async function startBareServer(body: unknown) {
  const bare = Fastify();
  bare.get('/bare', async () => body);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`, close: () => bare.close() };
}

export async function measureApiThroughput(baseURL: string) {
  const plansUrl = `${baseURL}/api/plans`;
  const plans = await (await fetch(plansUrl)).json();
  const bare = await startBareServer(plans);
  try {
    await throughput(bare.url); // warm-up of both sides' JIT
    await throughput(plansUrl);
    const bareRate = await throughput(bare.url);
    const plansRate = await throughput(plansUrl);
    console.log('API reads (same machine, same run)');
    console.log(`  bare Fastify route: ${bareRate.toFixed(0)} req/s`);
    console.log(`  GET /api/plans:     ${plansRate.toFixed(0)} req/s; ratio ${(plansRate / bareRate).toFixed(2)} of bare (budget ≥ 0.50)`);
  } finally {
    await bare.close();
  }
}
