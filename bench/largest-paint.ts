import { launchChromium } from './browser';

/**
 * The element of a page's largest paint, as `tag#id.class`, in a load at Lighthouse's mobile
 * viewport, once the network is idle: Lighthouse 12's own audit of it (TraceElements) fails in
 * this Chromium. With a token, the page is loaded signed in (the shell's session in localStorage).
 */
export async function largestPaintElement(url: string, token: string | null): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    if (token) {
      // A same-origin answer that starts no app, to put the session in place first.
      await page.goto(new URL('/api/plans', url).href);
      await page.evaluate((value) => localStorage.setItem('access_token', value), token);
    }
    // A signed-in page holds its event stream open (docs/notifications.md), so its network is never idle: the stream paints nothing.
    await page.route(/\/api\/events(\?|$)/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)?.element;
            if (!element) return resolve('(none)');
            const classes = [...element.classList].map((name) => `.${name}`).join('');
            resolve(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await browser.close();
  }
}
