import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withDocumentLanguage } from '../src/routes/web/document-language';
import { forEachDatabase } from './databases';

describe("a page's <html lang dir>", () => {
  it("replaces the built file's language, quoted or minified, with the page's and its direction", () => {
    expect(withDocumentLanguage('<!doctype html><html lang="en"><head></head></html>', 'es')).toBe(
      '<!doctype html><html lang="es" dir="ltr"><head></head></html>',
    );
    expect(withDocumentLanguage('<!doctype html><html lang=en><head>', 'ar')).toBe('<!doctype html><html lang="ar" dir="rtl"><head>');
    expect(withDocumentLanguage('<html><body>', 'pt-BR')).toBe('<html lang="pt-BR" dir="ltr"><body>');
  });

  it('keeps the tag’s other attributes and touches nothing after it', () => {
    const html = `<html class=app lang='en' data-lang=x dir=ltr><body><p lang="en">English</p><code><html lang="en"></code></body></html>`;
    expect(withDocumentLanguage(html, 'ar')).toBe(
      `<html class=app data-lang=x lang="ar" dir="rtl"><body><p lang="en">English</p><code><html lang="en"></code></body></html>`,
    );
  });
});

forEachDatabase((ctx) => {
  let root: string;
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-page-language-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="en"><head><title>Built</title></head><body></body></html>');
    await ctx().rebuild({ webRoot: root, i18nPseudo: false });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const page = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

  it('sends a public page to its URL in the language the browser asks for, and caches keep one copy per cookie and header', async () => {
    const redirected = await page('/about-us?ref=x', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/es/about-us?ref=x');
    expect(redirected.headers.vary).toBe('cookie, accept-language');
    const response = await page('/es/about-us', { 'accept-language': 'es-MX' });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toBe('<html lang="es" dir="ltr">');
    expect(response.headers.vary).toBe('accept-encoding, cookie, accept-language');
    expect(htmlTag((await page('/about-us', { 'accept-language': 'de' })).body)).toBe('<html lang="en" dir="ltr">');
    expect(htmlTag((await page('/about-us')).body)).toBe('<html lang="en" dir="ltr">');
  });

  it("is the URL's language before the cookie's, with the title, the description and the demo notice in it", async () => {
    await ctx().rebuild({ webRoot: root, demo: true });
    const response = await page('/pt-br/signup', { cookie: 'lang=ar' });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toBe('<html lang="pt-BR" dir="ltr">');
    expect(response.body).toContain(`<title>Crie sua conta · ${ctx().config.site.name}</title>`);
    expect(response.body).toContain('Cadastre-se em um minuto');
    expect(response.body).toContain('Site de demonstração: endereços de exemplo. Não envie fundos.');
    expect((await page('/ar', { cookie: 'lang=en' })).body).toContain('<html lang="ar" dir="rtl">');
  });

  it('names every language of an indexable page for search engines, and has no language for a signed-in page', async () => {
    await ctx().rebuild({ webRoot: root, publicUrl: 'https://invest.example' });
    const body = (await page('/es/login')).body;
    expect(body).toContain('<link rel="canonical" href="https://invest.example/es/login" />');
    for (const [hreflang, href] of [
      ['en', '/login'],
      ['es', '/es/login'],
      ['pt-BR', '/pt-br/login'],
      ['ar', '/ar/login'],
      ['x-default', '/login'],
    ]) {
      expect(body).toContain(`<link rel="alternate" hreflang="${hreflang}" href="https://invest.example${href}" />`);
    }
    expect((await page('/es/dashboard')).statusCode).toBe(404);
    expect((await page('/es/reset-password')).body).toContain('<meta name="robots" content="noindex" />');
  });

  it("is the lang cookie's before the header's, on every page, Arabic right to left", async () => {
    const response = await page('/dashboard', { cookie: 'arcvest_visitor=x; lang=ar', 'accept-language': 'es' });
    expect(htmlTag(response.body)).toBe('<html lang="ar" dir="rtl">');
    expect(htmlTag((await page('/no-such-page', { cookie: 'lang=pt-BR' })).body)).toBe('<html lang="pt-BR" dir="ltr">');
  });

  it('is the pseudo-locale only on a server started with I18N_PSEUDO=1', async () => {
    expect((await page('/', { cookie: 'lang=pseudo', 'accept-language': 'es' })).headers.location).toBe('/es');
    await ctx().rebuild({ i18nPseudo: true });
    expect(htmlTag((await page('/', { cookie: 'lang=pseudo', 'accept-language': 'es' })).body)).toBe('<html lang="pseudo" dir="ltr">');
  });
});
