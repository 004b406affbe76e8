import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { readableLogStream } from '../src/log-format';
import { forEachDatabase } from './databases';

const SOURCE_ANSWER = {
  bitcoin: { usd: 65000.5 },
  ethereum: { usd: 3200.25 },
  ripple: { usd: 0.61 },
  solana: { usd: 170 },
  tether: { usd: 1.0002 },
};
const DEFAULTS = { bitcoin: { usd: 60000 }, ethereum: { usd: 3000 }, ripple: { usd: 0.5 }, solana: { usd: 150 }, tether: { usd: 1 } };
const START = '2026-06-01T12:00:00.000Z';

const answering = (body: unknown, status = 200) => jest.fn(async () => Response.json(body, { status }));
const failing = () =>
  jest.fn(async (): Promise<Response> => {
    throw new TypeError('fetch failed');
  });

forEachDatabase((ctx) => {
  const apps: FastifyInstance[] = [];
  /** Another API server on the same database and clock, asking the source through `fetchFake`. */
  const server = async (fetchFake: typeof fetch) => {
    const app = buildApp(ctx().config, { db: ctx().db, now: () => new Date(ctx().clock.now), fetch: fetchFake });
    await app.ready();
    apps.push(app);
    return app;
  };
  const prices = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/crypto-prices' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('serves fresh prices from the source', async () => {
    const fetchFake = answering(SOURCE_ANSWER);
    expect(await prices(await server(fetchFake))).toEqual({ ...SOURCE_ANSWER, stale: false, updated_at: START });
    expect(fetchFake).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFake.mock.calls[0] as unknown as [URL, RequestInit];
    expect(`${url.origin}${url.pathname}`).toBe('https://api.coingecko.com/api/v3/simple/price');
    expect(url.searchParams.get('ids')).toBe('bitcoin,ethereum,ripple,solana,tether');
    expect(url.searchParams.get('vs_currencies')).toBe('usd');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks the source again only after the TTL', async () => {
    const fetchFake = answering(SOURCE_ANSWER);
    const app = await server(fetchFake);
    await prices(app);
    ctx().clock.advance(59_000);
    await prices(app);
    expect(fetchFake).toHaveBeenCalledTimes(1);
    ctx().clock.advance(1_000);
    expect((await prices(app)).updated_at).toBe('2026-06-01T12:01:00.000Z');
    expect(fetchFake).toHaveBeenCalledTimes(2);
  });

  it('shares recent prices with other servers through the database', async () => {
    await prices(await server(answering(SOURCE_ANSWER)));
    ctx().clock.advance(30_000);
    const otherFetch = answering(SOURCE_ANSWER);
    expect(await prices(await server(otherFetch))).toEqual({ ...SOURCE_ANSWER, stale: false, updated_at: START });
    expect(otherFetch).not.toHaveBeenCalled();
  });

  it('serves the last good prices, marked stale, when the source fails', async () => {
    await prices(await server(answering(SOURCE_ANSWER)));
    ctx().clock.advance(61_000);
    const stale = { ...SOURCE_ANSWER, stale: true, updated_at: START };
    expect(await prices(await server(failing()))).toEqual(stale);
    // A restarted server has only the database.
    await Promise.all(apps.splice(0).map((app) => app.close()));
    expect(await prices(await server(failing()))).toEqual(stale);
  });

  it.each([
    ['an HTTP error', answering({ error: 'rate limited' }, 429)],
    ['a coin missing', answering({ ...SOURCE_ANSWER, solana: undefined })],
    ['a price that is not a positive number', answering({ ...SOURCE_ANSWER, ripple: { usd: '0.6' } })],
    ['no JSON', jest.fn(async () => new Response('<html>', { status: 200 }))],
  ])('refuses %s from the source and serves the defaults, marked stale, when nothing was ever fetched', async (_name, fetchFake) => {
    expect(await prices(await server(fetchFake))).toEqual({ ...DEFAULTS, stale: true, updated_at: null });
    expect(await ctx().db.selectFrom('price_snapshots').selectAll().execute()).toEqual([]);
  });

  it('logs an unreachable source as one warning line, without a stack, in either log format', async () => {
    // What Node's fetch throws when the host cannot be resolved (offline, a closed network).
    const unreachable = jest.fn(async (): Promise<Response> => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND api.coingecko.com'), { code: 'ENOTFOUND' }) });
    });
    const json: string[] = [];
    const readable: string[] = [];
    const toReadable = readableLogStream({ write: (text: string) => readable.push(text) });
    const stream = { write: (line: string) => (json.push(line), toReadable.write(line)) };
    const app = buildApp(ctx().config, { db: ctx().db, now: () => new Date(ctx().clock.now), fetch: unreachable, logger: { level: 'info', stream } });
    await app.ready();
    apps.push(app);
    expect(await prices(app)).toEqual({ ...DEFAULTS, stale: true, updated_at: null });

    // (The app's other lines say the empty web root has no build.)
    const about = json.map((line) => JSON.parse(line)).filter((record) => record.msg.startsWith('crypto prices'));
    expect(about).toEqual([
      expect.objectContaining({ level: 40, msg: 'crypto prices: source unavailable (fetch failed: ENOTFOUND), serving the last known prices' }),
    ]);
    expect(about[0]).not.toHaveProperty('err');
    expect(readable.filter((text) => text.includes('crypto prices'))).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d WARN {2}crypto prices: source unavailable \(fetch failed: ENOTFOUND\), serving the last known prices\n$/),
    ]);
  });

  it('makes one request to the source for concurrent requests', async () => {
    let answer: (response: Response) => void = () => {};
    let asked: () => void = () => {};
    const sourceAsked = new Promise<void>((resolve) => (asked = resolve));
    const fetchFake = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          asked();
        }),
    );
    const app = await server(fetchFake);
    const pending = Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/crypto-prices' }));
    // Answered once the source was asked (a fixed pause lost this race on a busy machine).
    await sourceAsked;
    answer(Response.json(SOURCE_ANSWER));
    const responses = await Promise.all(pending);
    expect(responses.map((response) => response.json())).toEqual(Array(5).fill({ ...SOURCE_ANSWER, stale: false, updated_at: START }));
    expect(fetchFake).toHaveBeenCalledTimes(1);
  });
});

describe('price settings', () => {
  it('defaults to CoinGecko, 60 seconds and the built-in prices', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ pricesUrl: 'https://api.coingecko.com/api/v3/simple/price', pricesTtlSeconds: 60, defaultPrices: DEFAULTS });
  });

  it('reads DEFAULT_PRICES over the built-in prices', () => {
    expect(loadConfig({ DEFAULT_PRICES: 'bitcoin=70000, ripple=0.4' }).defaultPrices).toEqual({
      ...DEFAULTS,
      bitcoin: { usd: 70000 },
      ripple: { usd: 0.4 },
    });
  });

  it('names each bad price setting', () => {
    expect(() => loadConfig({ DEFAULT_PRICES: 'dogecoin=1,bitcoin=-5', PRICES_TTL_SECONDS: '10', PRICES_URL: 'ftp://x' })).toThrow(
      /PRICES_URL must be a URL[\s\S]*PRICES_TTL_SECONDS must be a whole number from 60[\s\S]*"dogecoin=1"[\s\S]*"bitcoin=-5"/,
    );
  });
});
