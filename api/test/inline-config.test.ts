import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forEachDatabase } from './databases';
import { publish, publishCanary } from '../src/deployments/releases';

/** A remote's build with only the manifest the deployments read. */
function remoteBuild(dist: string, version: string): string {
  fs.mkdirSync(dist, { recursive: true });
  const manifest = {
    metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [],
    exposes: [],
  };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** The page's inline config tag: its attributes and its JSON. */
function inlineConfig(html: string): { attributes: string; config: Record<string, unknown> } {
  const match = /<script id="runtime-config" type="application\/json"([^>]*)>(.*?)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no inline config');
  return { attributes: match[1], config: JSON.parse(match[2]) };
}

forEachDatabase((ctx) => {
  let root: string;
  let deployDir: string;
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-inline-config-'));
    deployDir = path.join(root, 'deployments');
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Built</title></head><body></body></html>');
    remoteBuild(path.join(root, 'remote-public', 'dist'), 'p1');
    await ctx().rebuild({ webRoot: root, deployDir });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const page = (url: string, cookie?: string) => ctx().app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });

  it('writes the runtime config /config.json would answer into every page, so the shell needs no second round trip', async () => {
    const first = await page('/about-us');
    const cookie = [first.headers['set-cookie']]
      .flat()
      .map((entry) => String(entry).split(';')[0])
      .join('; ');
    const { attributes, config } = inlineConfig(first.body);
    expect(attributes).toBe('');
    const fetched = await ctx().app.inject({ method: 'GET', url: '/config.json', headers: { cookie } });
    expect(config).toEqual(fetched.json());
    expect(inlineConfig((await page('/dashboard')).body).config).toEqual(fetched.json());
  });

  it('names the canary version this visitor gets, and marks the page so a signed-in user asks for their own', async () => {
    publish(deployDir, 'public', remoteBuild(path.join(root, 'builds', 'p2'), 'p2'));
    expect(inlineConfig((await page('/')).body).config.remotes).toMatchObject({ public: '/deployments/public/versions/p2/mf-manifest.json' });
    publishCanary(deployDir, 'public', remoteBuild(path.join(root, 'builds', 'p3'), 'p3'), 100, new Date());
    const { attributes, config } = inlineConfig((await page('/')).body);
    expect(config.remotes).toMatchObject({ public: '/deployments/public/versions/p3/mf-manifest.json' });
    expect(attributes).toBe(' data-per-user');
  });

  it('escapes `<` so no configured text can close the script tag', async () => {
    await ctx().rebuild({ site: { ...ctx().config.site, name: 'Arc</script><script>alert(1)</script>' } });
    const html = (await page('/')).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect((inlineConfig(html).config.site as { name: string }).name).toBe('Arc</script><script>alert(1)</script>');
  });
});
