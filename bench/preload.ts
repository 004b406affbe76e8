import type { Browser } from '@playwright/test';
import { INVESTOR_FILES, launchChromium } from './browser';
import { median } from './median';

const GREETING = /^Good (morning|afternoon|evening)/;
const SAMPLES = 5;
/** A mobile connection (Chrome's "Slow 4G" profile): on loopback, downloads cost nothing to save. */
const NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Milliseconds from pressing Sign in to the investor's greeting, in a fresh browser profile (an
 * empty cache). Without preloading, the investor remote's requests are held until the app has
 * moved to /dashboard, which is when a shell that does not preload would first ask for them.
 */
async function signInToGreeting(browser: Browser, baseURL: string, password: string, preload: boolean): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    if (!preload) {
      await page.route(INVESTOR_FILES, async (route) => {
        await released;
        await route.continue();
      });
    }
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Username or email').fill('investor');
    await page.getByLabel('Password', { exact: true }).fill(password);
    // The preload has had the time a person takes to type; without it, nothing is under way.
    if (preload) await page.waitForLoadState('networkidle');
    const started = performance.now();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    if (!preload) {
      await page.waitForURL(/\/dashboard$/);
      release();
    }
    await page.getByRole('heading', { level: 1, name: GREETING }).waitFor();
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

/** Sign-in submit to greeting, with and without the investor remote preloaded on the sign-in form. */
export async function measurePreload(baseURL: string, password: string) {
  const browser = await launchChromium();
  try {
    const times = { with: [] as number[], without: [] as number[] };
    // Interleaved, so a busy moment on the machine weighs on both alike.
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      times.without.push(await signInToGreeting(browser, baseURL, password, false));
      times.with.push(await signInToGreeting(browser, baseURL, password, true));
    }
    const [withPreload, withoutPreload] = [median(times.with), median(times.without)];
    console.log(`Sign-in submit to greeting (Chromium, empty cache, ${NETWORK.latency} ms latency, 1.6 Mbit/s; median of ${SAMPLES})`);
    console.log(`  without preloading: ${withoutPreload.toFixed(0)} ms`);
    console.log(`  with the investor remote preloaded on the sign-in form: ${withPreload.toFixed(0)} ms`);
    console.log(`  ratio without/with preloading: ${(withoutPreload / withPreload).toFixed(2)}x`);
  } finally {
    await browser.close();
  }
}
