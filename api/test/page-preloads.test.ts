import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forEachDatabase } from './databases';
import { publish, publishCanary } from '../src/deployments/releases';
import { CHUNK_FILES_FILE, EARLY_READS_KEY, INLINE_CONFIG_ID } from '@arcvest/shared/rules';
import { EARLY_SESSION_HASH } from '../src/routes/web/early-session';
import { catalogueTags } from '../src/routes/web/preload';
import { VISITOR_COOKIE } from '../src/routes/web/visitor';

/** A remote's build as webpack writes it: the manifest names the entry and the `./routes` module's files. */
function remoteBuild(dist: string, version: string, routeFiles = { js: [`routes.${version}.js`], css: [`routes.${version}.css`] }): string {
  fs.mkdirSync(dist, { recursive: true });
  const manifest = {
    metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [],
    exposes: [{ path: './routes', assets: { js: { sync: routeFiles.js, async: ['later.js'] }, css: { sync: routeFiles.css, async: [] } } }],
  };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** The href of each preload (or prefetch) in a page's head, with its `as`. */
const preloads = (html: string, rel = 'preload') =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)" as="(\\w+)"( crossorigin)? \\/>`, 'g'))].map(
    ([, href, as, cors]) => `${as}${cors ?? ''} ${href}`,
  );

forEachDatabase((ctx) => {
  let root: string;
  let deployDir: string;
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-preloads-'));
    deployDir = path.join(root, 'deployments');
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Built</title></head><body></body></html>');
    remoteBuild(path.join(root, 'remote-public', 'dist'), 'p1');
    remoteBuild(path.join(root, 'remote-admin', 'dist'), 'a1');
    await ctx().rebuild({ webRoot: root, deployDir });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const page = (url: string, cookie?: string) => ctx().app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });

  it("asks for a signed-in area's session from its HTML, after the config it reads, by the script the policy allows; not on the public site", async () => {
    for (const url of ['/dashboard', '/dashboard/admin/manage-users']) {
      const html = (await page(url)).body;
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)).toEqual([EARLY_SESSION_HASH]);
      expect(html.indexOf(`<script id="${INLINE_CONFIG_ID}"`)).toBeGreaterThan(0);
      expect(html.indexOf(`<script id="${INLINE_CONFIG_ID}"`)).toBeLessThan(html.indexOf(`<script>${inline[0]}`));
    }
    for (const url of ['/', '/about-us']) expect((await page(url)).body).not.toContain(EARLY_READS_KEY);
  });

  it("preloads the page's remote: its manifest as fetch() asks for it, its entry and its first view's files, nothing of other remotes", async () => {
    expect(preloads((await page('/about-us')).body)).toEqual([
      'fetch crossorigin /remotes/public/mf-manifest.json',
      'script /remotes/public/remoteEntry.js',
      'script /remotes/public/routes.p1.js',
      'style /remotes/public/routes.p1.css',
    ]);
    expect(preloads((await page('/dashboard/admin/manage-users')).body)).toEqual([
      'fetch crossorigin /remotes/admin/mf-manifest.json',
      'script /remotes/admin/remoteEntry.js',
      'script /remotes/admin/routes.a1.js',
      'style /remotes/admin/routes.a1.css',
    ]);
    // The investor remote is not built here: its page still comes, without preloads.
    const dashboard = await page('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(preloads(dashboard.body)).toEqual([]);
  });

  it("prefetches the dashboard's remote on the sign-in page only, besides preloading the page's own", async () => {
    remoteBuild(path.join(root, 'remote-investor', 'dist'), 'i1');
    const login = (await page('/login')).body;
    expect(preloads(login)).toEqual(expect.arrayContaining(['script /remotes/public/remoteEntry.js']));
    expect(preloads(login, 'prefetch')).toEqual([
      'fetch crossorigin /remotes/investor/mf-manifest.json',
      'script /remotes/investor/remoteEntry.js',
      'script /remotes/investor/routes.i1.js',
      'style /remotes/investor/routes.i1.css',
    ]);
    for (const other of ['/', '/signup', '/dashboard']) expect(preloads((await page(other)).body, 'prefetch')).toEqual([]);
  });

  it("preloads an area's landing page's code and its texts in the page's language on that page only", async () => {
    const dist = remoteBuild(path.join(root, 'remote-investor', 'dist'), 'i1');
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(
      path.join(dist, CHUNK_FILES_FILE),
      JSON.stringify({
        landing: ['6506.i1.js', 'landing.i1.css', 'landing.i1.js'],
        'landing-messages-en': ['landing-messages-en.i1.js'],
        'landing-messages-es': ['landing-messages-es.i1.js'],
        'page-other': ['page-other.i1.js'],
      }),
    );
    const landing = ['script /remotes/investor/6506.i1.js', 'style /remotes/investor/landing.i1.css', 'script /remotes/investor/landing.i1.js'];
    expect(preloads((await page('/dashboard')).body)).toEqual([
      'fetch crossorigin /remotes/investor/mf-manifest.json',
      'script /remotes/investor/remoteEntry.js',
      'script /remotes/investor/routes.i1.js',
      'style /remotes/investor/routes.i1.css',
      ...landing,
      'script /remotes/investor/landing-messages-en.i1.js',
    ]);
    const spanish = await ctx().app.inject({ method: 'GET', url: '/dashboard/', headers: { accept: 'text/html', 'accept-language': 'es' } });
    expect(preloads(spanish.body)).toEqual(expect.arrayContaining([...landing, 'script /remotes/investor/landing-messages-es.i1.js']));
    expect(preloads(spanish.body)).not.toContain('script /remotes/investor/landing-messages-en.i1.js');
    // Another page of the area: its first view only.
    expect(preloads((await page('/dashboard/buy-plan')).body).filter((tag) => tag.includes('landing'))).toEqual([]);
  });

  it("preloads a signed-in area's own texts and the rules' signed-in texts in the page's language, a public page's own only", async () => {
    const dist = remoteBuild(path.join(root, 'remote-investor', 'dist'), 'i1');
    const publicDist = path.join(root, 'remote-public', 'dist');
    for (const folder of [dist, publicDist]) {
      for (const catalogue of ['investor-en', 'investor-es', 'public-en', 'rules-signed-in-en', 'rules-signed-in-es']) {
        fs.writeFileSync(path.join(folder, `messages-${catalogue}.c0ffee.js`), '');
      }
    }
    const catalogues = async (url: string) => preloads((await page(url)).body).filter((tag) => tag.includes('/messages-'));
    expect(await catalogues('/dashboard/buy-plan')).toEqual([
      'script /remotes/investor/messages-investor-en.c0ffee.js',
      'script /remotes/investor/messages-rules-signed-in-en.c0ffee.js',
    ]);
    expect(await catalogues('/about-us')).toEqual(['script /remotes/public/messages-public-en.c0ffee.js']);
  });

  it('preloads the published version this visitor gets, the canary one for a visitor in its share', async () => {
    publish(deployDir, 'public', remoteBuild(path.join(root, 'builds', 'p2'), 'p2'));
    expect(preloads((await page('/')).body)).toContain('script /deployments/public/versions/p2/routes.p2.js');

    publishCanary(deployDir, 'public', remoteBuild(path.join(root, 'builds', 'p3'), 'p3'), 100, new Date());
    const first = await page('/');
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie.startsWith(`${VISITOR_COOKIE}=`)).toBe(true);
    expect(preloads(first.body)).toContain('fetch crossorigin /deployments/public/versions/p3/mf-manifest.json');
    // The runtime config then names what was preloaded, for the same visitor.
    const config = await ctx().app.inject({ method: 'GET', url: '/config.json', headers: { cookie } });
    expect(config.json().remotes.public).toBe('/deployments/public/versions/p3/mf-manifest.json');
  });

  it("preloads nothing outside the manifest's folder, nor for a remote served from elsewhere", async () => {
    remoteBuild(path.join(root, 'remote-public', 'dist'), 'p1', {
      js: ['../../shell/dist/x.js', 'https://elsewhere.example/x.js', 'ok.js'],
      css: ['/root.css'],
    });
    expect(preloads((await page('/')).body).filter((tag) => tag.startsWith('script'))).toEqual([
      'script /remotes/public/remoteEntry.js',
      'script /remotes/public/ok.js',
    ]);

    await ctx().rebuild({ remotes: { public: 'https://cdn.example/public/mf-manifest.json', investor: null, admin: null } });
    expect(preloads((await page('/')).body)).toEqual([]);
  });
});

describe("a page's catalogues in its language", () => {
  it('are preloaded from the build: only the named catalogues, only the language asked, only scripts', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-catalogues-'));
    for (const file of [
      'messages-shell-es.0a1b2c.js',
      'messages-shell-es.0a1b2c.js.map',
      'messages-shell-ar.3d4e5f.js',
      'messages-rules-es.66aa77.js',
      'messages-other-es.123456.js',
      'main.abcdef.js',
    ]) {
      fs.writeFileSync(path.join(dist, file), '');
    }
    expect(catalogueTags(dist, '/remotes/public/', ['shell', 'rules'], 'es')).toBe(
      '<link rel="preload" href="/remotes/public/messages-rules-es.66aa77.js" as="script" />' +
        '<link rel="preload" href="/remotes/public/messages-shell-es.0a1b2c.js" as="script" />',
    );
    expect(catalogueTags(dist, '/', ['shell'], 'pt-BR')).toBe('');
    expect(catalogueTags(path.join(dist, 'missing'), '/', ['shell'], 'es')).toBe('');
  });
});
