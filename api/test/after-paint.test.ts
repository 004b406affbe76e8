import { createHash } from 'node:crypto';
import { PAINT_FIRST_HASH, withScriptsAfterPaint } from '../src/routes/web/after-paint';

/** A page's head as the server sends it: the shell's tags minified, the remote's preloads quoted, the stylesheets linked. */
const PAGE =
  '<!doctype html><html><head><title>Arcvest</title><script defer src=/main.1.js></script><link rel=preload href=/325.1.js as=script>' +
  '<link rel="stylesheet" href="/347.1.css"><link rel="preload" href="/remotes/public/mf-manifest.json" as="fetch" crossorigin />' +
  '<link rel="preload" href="/remotes/public/remoteEntry.js" as="script" /><link rel="prefetch" href="/remotes/investor/remoteEntry.js" as="script" />' +
  '<link rel=preload href=/assets/inter.1.woff2 as=font type=font/woff2 crossorigin></head><body><div id="root" data-prerendered><h1>Home</h1></div></body></html>';

/** The inline scripts of a page, and its JSON list of tags. */
function parts(html: string) {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const list = /<script type="application\/json" id="after-paint"(?: data-wait-for="visitor")?>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { inline, tags: list === undefined ? null : JSON.parse(list) };
}

describe("a page's scripts after its first paint", () => {
  it('takes every script and script preload out of the head into the list the inline script adds back, in their order', () => {
    const html = withScriptsAfterPaint(PAGE);
    expect(html).not.toMatch(/<script defer|as=script|as="script"|as="fetch"/);
    expect(parts(html).tags).toEqual([
      ['script', { src: '/main.1.js' }],
      ['link', { rel: 'preload', href: '/325.1.js', as: 'script' }],
      ['link', { rel: 'preload', href: '/remotes/public/mf-manifest.json', as: 'fetch', crossorigin: '' }],
      ['link', { rel: 'preload', href: '/remotes/public/remoteEntry.js', as: 'script' }],
      ['link', { rel: 'prefetch', href: '/remotes/investor/remoteEntry.js', as: 'script' }],
    ]);
    // What paints the page stays: the stylesheet, the font's preload, the HTML.
    expect(html).toContain('<link rel="stylesheet" href="/347.1.css">');
    expect(html).toContain('as=font type=font/woff2 crossorigin>');
    expect(html).toContain('<div id="root" data-prerendered><h1>Home</h1></div><script type="application/json" id="after-paint">');
  });

  it("has one inline script, the one the pages' Content-Security-Policy allows by its hash, whatever the scripts wait for", () => {
    for (const waitFor of ['paint', 'visitor'] as const) {
      const { inline } = parts(withScriptsAfterPaint(PAGE, waitFor));
      expect(inline).toHaveLength(1);
      expect(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`).toBe(PAINT_FIRST_HASH);
    }
  });

  it("marks the list of a page whose scripts wait for the visitor's first move, and no other", () => {
    const waiting = withScriptsAfterPaint(PAGE, 'visitor');
    expect(waiting).toContain('<script type="application/json" id="after-paint" data-wait-for="visitor">');
    expect(parts(waiting).tags).toEqual(parts(withScriptsAfterPaint(PAGE)).tags);
    expect(withScriptsAfterPaint(PAGE)).toContain('<script type="application/json" id="after-paint">');
  });

  it('keeps a `<` in a file name from ending the list early, and leaves a page without scripts as it is', () => {
    const html = withScriptsAfterPaint('<head><script defer src="/a</script.js"></script></head><body></body>');
    expect(html).toContain('"/a\\u003c/script.js"');
    expect(parts(html).tags).toEqual([['script', { src: '/a</script.js' }]]);
    const still = '<head><link rel="stylesheet" href="/a.css"></head><body></body>';
    expect(withScriptsAfterPaint(still)).toBe(still);
  });
});
