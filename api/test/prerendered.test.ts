import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CHUNK_FILES_FILE, PRERENDER_SLOT, SERVER_RENDER_FILE } from '@arcvest/shared/rules';
import type { RuntimeConfigResponse } from '@arcvest/shared/schemas';
import { createPrerenderer, stitchPage, withPrerenderedPage } from '../src/routes/web/prerendered';

/** The shell's index.html as html-webpack-plugin minifies it: unquoted attributes, the loader in #root. */
const SHELL_INDEX =
  '<!doctype html><html lang=en><head><title>Arcvest</title><script defer src=/main.1.js></script><link rel=preload href=/325.1.js as=script>' +
  '<link rel=preload href=/347.1.css as=style></head><body><noscript>This site needs JavaScript to run.</noscript>' +
  '<div id=root><div class=boot-splash role=status><svg></svg><span class=boot-splash-label>Loading</span></div></div></body></html>';

const CONFIG = { apiBaseUrl: '/api', site: { name: 'Arcvest' } } as RuntimeConfigResponse;

describe('stitching a page', () => {
  it("puts the remote's HTML in the shell's slot, and none when either has no page", () => {
    expect(stitchPage(`<header>nav</header><main><!--$-->${PRERENDER_SLOT}<!--/$--></main>`, '<h1>Home</h1>')).toBe(
      '<header>nav</header><main><!--$--><h1>Home</h1><!--/$--></main>',
    );
    expect(stitchPage('<main>no area</main>', '<h1>Home</h1>')).toBeNull();
    expect(stitchPage(`<main>${PRERENDER_SLOT}</main>`, null)).toBeNull();
    // A `$` in the page is text, not a replacement pattern.
    expect(stitchPage(PRERENDER_SLOT, "<p>$& $1 $'</p>")).toBe("<p>$& $1 $'</p>");
  });

  it("replaces the loader in #root with the page, marked for hydration, and links the stylesheets it preloaded and the page's own", () => {
    const html = withPrerenderedPage(SHELL_INDEX, { root: '<main><h1>Home $&</h1></main>', stylesheets: ['/remotes/public/page-info.1.css'] });
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Home $&</h1></main></div></body></html>');
    expect(html).not.toContain('boot-splash');
    expect(html).toContain('<link rel="stylesheet" href="/347.1.css">');
    expect(html).not.toContain('as=style');
    expect(html).toContain('<link rel=preload href=/325.1.js as=script>');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/public/page-info.1.css"></head>');
    // The scripts stay: they hydrate the page.
    expect(html).toContain('<script defer src=/main.1.js></script>');
  });
});

describe('rendering from the server bundles', () => {
  let root: string;
  const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
  /** A build's server bundle: `renderPage` as the given source, and a remote's pages. */
  function bundle(dist: string, renderPage: string, pages?: Record<string, string | null>, awaitingVisitor?: string[]) {
    fs.mkdirSync(path.join(dist, path.dirname(SERVER_RENDER_FILE)), { recursive: true });
    fs.writeFileSync(
      path.join(dist, SERVER_RENDER_FILE),
      `exports.renderPage = ${renderPage};${pages ? `exports.PAGE_CHUNKS = ${JSON.stringify(pages)};` : ''}` +
        (awaitingVisitor ? `exports.PAGES_AWAITING_VISITOR = ${JSON.stringify(awaitingVisitor)};` : ''),
    );
  }
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-prerender-'));
    bundle(path.join(root, 'shell'), `async (pathname, config) => '<nav>' + config.site.name + ' ' + pathname + '</nav><main>${PRERENDER_SLOT}</main>'`);
    bundle(path.join(root, 'v1'), `async (pathname) => '<h1>v1 ' + pathname + '</h1>'`, { '/': null, '/about-us': 'page-info' }, ['/about-us']);
    fs.writeFileSync(path.join(root, 'v1', CHUNK_FILES_FILE), JSON.stringify({ 'page-info': ['page-info.1.css', 'page-info.1.js'] }));
    bundle(path.join(root, 'v2'), `async (pathname) => '<h1>v2 ' + pathname + '</h1>'`, { '/': null });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("renders the visitor's version of the remote in the shell's frame, with the page's chunk's stylesheets and whether its scripts await the visitor", async () => {
    const prerendered = createPrerenderer(path.join(root, 'shell'), log);
    const v1 = { dist: path.join(root, 'v1'), folder: '/deployments/public/versions/v1/' };
    expect(await prerendered('/about-us', v1, CONFIG, 'en')).toEqual({
      root: '<nav>Arcvest /about-us</nav><main><h1>v1 /about-us</h1></main>',
      stylesheets: ['/deployments/public/versions/v1/page-info.1.css'],
      awaitsVisitor: true,
    });
    expect(await prerendered('/', { dist: path.join(root, 'v2'), folder: '/v2/' }, CONFIG, 'en')).toEqual({
      root: '<nav>Arcvest /</nav><main><h1>v2 /</h1></main>',
      stylesheets: [],
      awaitsVisitor: false,
    });
  });

  it('renders nothing for a page the remote does not send as HTML, a remote served from elsewhere or one without a server bundle', async () => {
    const prerendered = createPrerenderer(path.join(root, 'shell'), log);
    expect(await prerendered('/dashboard', { dist: path.join(root, 'v1'), folder: '/' }, CONFIG, 'en')).toBeNull();
    expect(await prerendered('/', null, CONFIG, 'en')).toBeNull();
    expect(await prerendered('/', { dist: path.join(root, 'missing'), folder: '/' }, CONFIG, 'en')).toBeNull();
  });

  it('leaves the page to the browser when a bundle fails, and says so in the log', async () => {
    bundle(path.join(root, 'v3'), `async () => { throw new Error('boom'); }`, { '/': null });
    const prerendered = createPrerenderer(path.join(root, 'shell'), log);
    expect(await prerendered('/', { dist: path.join(root, 'v3'), folder: '/' }, CONFIG, 'en')).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/' }), expect.stringContaining('the browser renders it'));
  });

  it("gives the bundles the visitor's language, and keeps a page per language", async () => {
    bundle(path.join(root, 'v4'), `async (pathname, config, locale) => '<h1 lang=' + locale + '>' + pathname + '</h1>'`, { '/': null });
    const prerendered = createPrerenderer(path.join(root, 'shell'), log);
    const v4 = { dist: path.join(root, 'v4'), folder: '/' };
    expect((await prerendered('/', v4, CONFIG, 'es'))?.root).toContain('<h1 lang=es>/</h1>');
    expect((await prerendered('/', v4, CONFIG, 'ar'))?.root).toContain('<h1 lang=ar>/</h1>');
    expect((await prerendered('/', v4, CONFIG, 'es'))?.root).toContain('<h1 lang=es>/</h1>');
  });

  it('takes a rebuilt bundle at the next page, and keeps what it rendered otherwise', async () => {
    const prerendered = createPrerenderer(path.join(root, 'shell'), log);
    const plain = { dist: path.join(root, 'v1'), folder: '/remotes/public/' };
    expect((await prerendered('/', plain, CONFIG, 'en'))?.root).toContain('<h1>v1 /</h1>');
    bundle(plain.dist, `async (pathname) => '<h1>rebuilt ' + pathname + '</h1>'`, { '/': null });
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(plain.dist, SERVER_RENDER_FILE), later, later);
    expect((await prerendered('/', plain, CONFIG, 'en'))?.root).toContain('<h1>rebuilt /</h1>');
  });
});
