import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { forEachDatabase } from './databases';
import { buildApp } from '../src/app';
import { PAINT_FIRST_HASH } from '../src/routes/web/after-paint';
import { EARLY_SESSION_HASH } from '../src/routes/web/early-session';

/** A fake build: the shell and the public remote, with hashed, pre-compressed and plain files. */
function fakeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-built-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>Shell</title>');
  write('shell/dist/main.0123456789.js', 'console.log("plain")');
  write('shell/dist/main.0123456789.js.br', Buffer.from('brotli bytes'));
  write('remote-public/dist/remoteEntry.js', 'var remote;');
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

forEachDatabase((ctx) => {
  describe('request log', () => {
    it('writes one line per request, when it is answered, with the method, path, client, status and time', async () => {
      const lines: Record<string, unknown>[] = [];
      const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
      const app = buildApp(ctx().config, { db: ctx().db, logger: { level: 'info', stream } });
      await app.ready();
      try {
        await app.inject({ method: 'GET', url: '/api/plans', remoteAddress: '203.0.113.7' });
        await app.inject({ method: 'GET', url: '/api/no-such-thing', remoteAddress: '203.0.113.7' });
      } finally {
        await app.close();
      }
      const requestLines = lines.filter((line) => 'req' in line);
      expect(requestLines).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ method: 'GET', url: '/api/plans', remoteAddress: '203.0.113.7' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
        expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/api/no-such-thing' }), res: { statusCode: 404 } }),
      ]);
    });
  });

  describe('errors', () => {
    it('answers unknown API routes with a JSON 404', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx().app.inject({ method, url: '/api/no-such-thing', headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.', code: 'api.notFound' });
      }
    });

    it('hides unexpected errors behind a plain 500', async () => {
      const broken = buildApp(ctx().config, { db: ctx().db });
      broken.get('/api/boom', { config: { access: 'visitor' } }, async () => {
        throw new Error('secret detail at /srv/app.ts:12');
      });
      const response = await broken.inject({ method: 'GET', url: '/api/boom' });
      await broken.close();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'api.serverError' });
      expect(response.body).not.toMatch(/secret|stack|\.ts/);
    });

    it('refuses a body that is not JSON', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request could not be read. Send valid JSON.', code: 'api.request.unreadable' });
    });
  });

  describe('web', () => {
    it('serves the runtime config, never cached', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        apiBaseUrl: '/api',
        // No deploy pointer yet: the plain build's manifests.
        remotes: {
          public: '/remotes/public/mf-manifest.json',
          investor: '/remotes/investor/mf-manifest.json',
          admin: '/remotes/admin/mf-manifest.json',
        },
        site: {
          name: 'Arcvest',
          supportEmail: 'support@example.com',
          phone: '+1 555 010 0100',
          postalAddress: '100 Example Street, Springfield, USA',
          certificateUrl: '/certificate',
        },
        demo: true,
        serverVersion: '1.0.0',
        explorerTxUrls: expect.objectContaining({ BTC: 'https://mempool.space/tx/{txid}', ETH: 'https://etherscan.io/tx/{txid}' }),
      });
      const production = await ctx().rebuild({ demo: false, remotes: { public: 'https://cdn.example.com/p/mf-manifest.json', investor: null, admin: null } });
      const body = (await production.inject({ method: 'GET', url: '/config.json' })).json();
      expect(body.demo).toBe(false);
      expect(body.remotes.public).toBe('https://cdn.example.com/p/mf-manifest.json');
    });

    it('downloads the sample certificate', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/certificate' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="sample-certificate.pdf"');
      expect(response.body.startsWith('%PDF-')).toBe(true);
      expect(response.body).toContain('SAMPLE');
      expect(response.body).toContain('not an official document');

      const missing = await ctx().rebuild({ certificateFile: '/nonexistent/certificate.pdf' });
      expect((await missing.inject({ method: 'GET', url: '/certificate' })).statusCode).toBe(404);
    });

    it('runs without a front-end build and says so on page requests', async () => {
      expect((await ctx().app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
      const page = await ctx().app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
    });

    describe('with a build', () => {
      let webRoot: string;
      beforeEach(async () => {
        webRoot = fakeWebRoot();
        await ctx().rebuild({ webRoot });
      });
      afterEach(() => fs.rmSync(webRoot, { recursive: true, force: true }));
      const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

      it('serves the shell, revalidating index.html', async () => {
        const response = await get('/', { accept: 'text/html' });
        expect(response.statusCode).toBe(200);
        // The build's index.html, titled for the page (api/test/search-engines.test.ts).
        expect(response.body).toContain(`<title>${ctx().config.site.name}: `);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      });

      it('serves hashed files for a year, pre-compressed when the client accepts it', async () => {
        const compressed = await get('/main.0123456789.js', { 'accept-encoding': 'br, gzip' });
        expect(compressed.statusCode).toBe(200);
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(compressed.body).toBe('brotli bytes');
        expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const plain = await get('/main.0123456789.js', { 'accept-encoding': 'identity' });
        expect(plain.body).toBe('console.log("plain")');
        expect(plain.headers['content-encoding']).toBeUndefined();
      });

      it("sends a built file the headers a file needs, without the pages' own; an SVG, which can be opened as a page, keeps them", async () => {
        const script = await get('/main.0123456789.js');
        expect(script.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
          'referrer-policy': 'no-referrer',
        });
        for (const pageOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
          expect(script.headers[pageOnly]).toBeUndefined();
        }
        expect((await get('/remotes/public/remoteEntry.js')).headers['content-security-policy']).toBeUndefined();
        expect((await get('/favicon.svg')).headers['content-security-policy']).toContain("script-src 'self'");
        expect((await get('/about-us', { accept: 'text/html' })).headers['content-security-policy']).toContain("script-src 'self'");
      });

      it('serves remotes to any origin and revalidates their entry file', async () => {
        const response = await get('/remotes/public/remoteEntry.js', { origin: 'https://elsewhere.example' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers['cache-control']).toBe('no-cache');
        const missing = await get('/remotes/public/nothing.js', { accept: 'text/html' });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Not found.', code: 'api.notFound' });
      });

      it('answers client-side routes with the shell, and other misses with JSON', async () => {
        const page = await get('/dashboard/buy-plan?plan=2', { accept: 'text/html,application/xhtml+xml' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain(`<title>${ctx().config.site.name}</title>`);
        expect(page.headers['content-security-policy']).toContain('https://s3.tradingview.com');

        const data = await get('/dashboard', { accept: 'application/json' });
        expect(data.statusCode).toBe(404);
        expect(data.json()).toEqual({ message: 'Not found.', code: 'api.notFound' });
      });

      it('compresses a page as the client accepts, brotli first, and says the answer varies with it', async () => {
        const plain = await get('/about-us', { accept: 'text/html' });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toContain('accept-encoding');
        const brotli = await get('/about-us', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotli.headers.vary).toContain('accept-encoding');
        expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
        const gzip = await get('/about-us', { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
        expect((await get('/about-us', { accept: 'text/html', 'accept-encoding': 'identity' })).body).toBe(plain.body);
      });

      it('answers a page to clients that take anything (curl, monitors, link previews), and a missing file with JSON', async () => {
        for (const headers of [{ accept: '*/*' }, {}] as Record<string, string>[]) {
          const home = await get('/', headers);
          expect([home.statusCode, home.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
        }
        expect((await get('/login', { accept: '*/*' })).statusCode).toBe(200);
        expect((await get('/no-such-page', { accept: '*/*' })).statusCode).toBe(404);
        expect((await get('/no-such-page', { accept: '*/*' })).headers['content-type']).toBe('text/html; charset=utf-8');
        const script = await get('/main.missing.js', { accept: '*/*' });
        expect([script.statusCode, script.json()]).toEqual([404, { message: 'Not found.', code: 'api.notFound' }]);
        expect((await get('/api/no-such-thing', { accept: '*/*' })).json()).toEqual({ message: 'Not found.', code: 'api.notFound' });
      });
    });
  });

  describe('security and docs', () => {
    it("sends pages a CSP that allows only this origin, the TradingView widgets and the pages' two inline scripts", async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/dashboard' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${PAINT_FIRST_HASH} ${EARLY_SESSION_HASH} https://s3.tradingview.com https://*.tradingview.com`);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it("sends API answers a policy that loads nothing and may not be framed, and the API documentation the pages' policy", async () => {
      const answer = await ctx().app.inject({ method: 'GET', url: '/api/plans' });
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(answer.headers['x-xss-protection']).toBeUndefined();
      const docs = await ctx().app.inject({ method: 'GET', url: '/api/docs/' });
      expect(String(docs.headers['content-security-policy'])).toContain("default-src 'self'");
    });

    it('allows CORS only for the configured origins', async () => {
      const app = await ctx().rebuild({ corsOrigins: ['https://app.example.com'] });
      const allowed = await app.inject({ method: 'GET', url: '/api/plans', headers: { origin: 'https://app.example.com' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
      const other = await app.inject({ method: 'GET', url: '/api/plans', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/login',
        headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
    });

    it('sends no CORS header by default', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/plans', headers: { origin: 'https://app.example.com' } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves the OpenAPI document and its UI at /api/docs', async () => {
      const ui = await ctx().app.inject({ method: 'GET', url: '/api/docs' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
      const spec = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(spec.openapi).toMatch(/^3\./);
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining([
          '/api/signup',
          '/api/login',
          '/api/logout',
          '/api/me',
          '/api/plans',
          '/api/create-plan',
          '/api/edit-plan/{id}',
          '/api/delete-plan/{id}',
          '/config.json',
        ]),
      );
      expect(spec.paths['/api/create-plan'].post.tags).toEqual(['plans']);
      expect(spec.paths['/api/login'].post.tags).toEqual(['auth']);
      const script = await ctx().app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
      expect(script.statusCode).toBe(200);
    });
  });
});
