import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localePath, type Locale } from '@arcvest/shared/rules';
import { forEachDatabase } from './databases';

/** A fake shell build: an index.html with the build's own title. */
function fakeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-seo-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Built title</title></head><body></body></html>');
  return root;
}

const PUBLIC_PAGES = ['/', '/about-us', '/terms-and-conditions', '/privacy-policy', '/proof-of-reserves', '/signup', '/login', '/forgot-password'];

forEachDatabase((ctx) => {
  let webRoot: string;
  beforeEach(async () => {
    webRoot = fakeWebRoot();
    await ctx().rebuild({ webRoot, publicUrl: null });
  });
  afterEach(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  describe('robots.txt', () => {
    it("opens the public pages, closes the signed-in area and names the sitemap at the request's origin", async () => {
      const response = await get('/robots.txt', { host: 'invest.example:8080' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', 'Allow: /', 'Sitemap: http://invest.example:8080/sitemap.xml']));
    });

    it('names the sitemap at PUBLIC_URL when it is set', async () => {
      await ctx().rebuild({ publicUrl: 'https://invest.example.com' });
      const response = await get('/robots.txt', { host: 'internal:3000' });
      expect(response.body).toContain('Sitemap: https://invest.example.com/sitemap.xml');
      expect(response.body).not.toContain('internal');
    });
  });

  describe('sitemap.xml', () => {
    it('lists every public page search engines may show in every language, by absolute URL from PUBLIC_URL, and no signed-in page', async () => {
      await ctx().rebuild({ publicUrl: 'https://invest.example.com' });
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toEqual(
        PUBLIC_PAGES.flatMap((page) => ['en', 'es', 'pt-BR', 'ar'].map((locale) => `https://invest.example.com${localePath(page, locale as Locale)}`)),
      );
      expect(locations).toContain('https://invest.example.com/pt-br/about-us');
      // Each URL names the others: four languages and x-default.
      const signup = /<url><loc>https:\/\/invest.example.com\/ar\/signup<\/loc>(.*?)<\/url>/.exec(response.body)?.[1] ?? '';
      expect([...signup.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual([
        'en https://invest.example.com/signup',
        'es https://invest.example.com/es/signup',
        'pt-BR https://invest.example.com/pt-br/signup',
        'ar https://invest.example.com/ar/signup',
        'x-default https://invest.example.com/signup',
      ]);
    });

    it("uses the request's origin when PUBLIC_URL is unset", async () => {
      const response = await get('/sitemap.xml', { host: 'localhost:3000' });
      expect(response.body).toContain('<loc>http://localhost:3000/about-us</loc>');
    });
  });

  describe('the pages', () => {
    it('sends each public page with its own title and description, and each indexable', async () => {
      const heads = new Set<string>();
      for (const page of PUBLIC_PAGES) {
        const response = await get(page, { accept: 'text/html' });
        expect(response.statusCode).toBe(200);
        const title = /<title>([^<]+)<\/title>/.exec(response.body)?.[1];
        const description = /<meta name="description" content="([^"]+)" \/>/.exec(response.body)?.[1];
        expect(title).toContain(ctx().config.site.name);
        expect(description!.length).toBeGreaterThan(50);
        expect(response.body).not.toContain('Built title');
        expect(response.body).not.toContain('noindex');
        heads.add(title!).add(description!);
      }
      expect(heads.size).toBe(PUBLIC_PAGES.length * 2);
    });

    it('marks signed-in pages noindex, and answers a page that does not exist with 404 and the app', async () => {
      const dashboard = await get('/dashboard/transaction-history', { accept: 'text/html' });
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.body).toContain('<meta name="robots" content="noindex" />');

      const missing = await get('/no-such-page', { accept: 'text/html' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('<title>Page not found · ');
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    });

    it("writes a demo site's notice at the top of every page's body, and none on a real site", async () => {
      await ctx().rebuild({ demo: true });
      for (const page of ['/', '/login', '/dashboard', '/no-such-page']) {
        const response = await get(page, { accept: 'text/html' });
        expect(response.body).toContain(
          '<body><div id="demo-notice" class="demo-banner" role="note">Demo site: placeholder addresses. Send no funds.</div></body>',
        );
      }
      await ctx().rebuild({ demo: false });
      expect((await get('/login', { accept: 'text/html' })).body).not.toContain('Demo site');
    });

    it('escapes the site name in the head', async () => {
      await ctx().rebuild({ site: { ...ctx().config.site, name: 'A & B <Invest>' } });
      const response = await get('/about-us', { accept: 'text/html' });
      expect(response.body).toContain('<title>About us · A &amp; B &lt;Invest&gt;</title>');
    });
  });
});
