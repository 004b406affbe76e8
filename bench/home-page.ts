import { localePath, LOCALE_NAMES, SUPPORTED_LOCALES } from '@arcvest/shared/rules';
import type { Browser } from '@playwright/test';
import { launchChromium } from './browser';

const BUDGET_BYTES = 110 * 1024;
/** What one language's catalogues may add to the first view's JavaScript beside the library (issue 43: 15 KB with it). */
const CATALOGUE_BUDGET_BYTES = 12 * 1024;

interface Load {
  requests: number;
  scripts: { url: string; bytes: number }[];
  foreign: string[];
}

/** A first load of `url` in a fresh context: every request, and each script's bytes as transferred. */
async function firstLoad(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests: { url: string; script: boolean; bytes: () => Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      requests.push({ url: request.url(), script: request.resourceType() === 'script', bytes: async () => (await request.sizes()).responseBodySize });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The home page asks for its scripts on the visitor's first move (docs/performance.md): this counts what a visitor who stays loads.
    await page.mouse.move(8, 8);
    await page.mouse.move(16, 16);
    await page.locator('.plan-card h3').first().waitFor();
    const scripts = await Promise.all(requests.filter((entry) => entry.script).map(async (entry) => ({ url: entry.url, bytes: await entry.bytes() })));
    return {
      requests: requests.length,
      scripts,
      foreign: requests.filter((entry) => /\/remotes\/(investor|admin)\//.test(entry.url)).map((entry) => entry.url),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts: Load['scripts']) => scripts.reduce((sum, script) => sum + script.bytes, 0);
/** The compiled catalogues a page fetched (`messages-<catalogue>-<locale>.<hash>.js`; docs/i18n.md). */
const catalogues = (scripts: Load['scripts']) => scripts.filter((script) => /\/messages-[^/]+\.js$/.test(new URL(script.url).pathname));

/**
 * A visitor's first load of the home page in Chromium: JavaScript bytes as transferred
 * (compressed), in all and per file, request count, and whether any investor or admin code was
 * fetched; then the same first load in each language, with what its catalogues weigh.
 */
export async function measureHomePage(baseURL: string) {
  const browser = await launchChromium();
  try {
    const english = await firstLoad(browser, baseURL);
    const scriptBytes = total(english.scripts);
    console.log('Visitor home page (first load, Chromium)');
    console.log(`  requests: ${english.requests} (${english.scripts.length} scripts)`);
    console.log(`  JavaScript transferred: ${kb(scriptBytes)} compressed; budget 110 KB; ratio ${(scriptBytes / BUDGET_BYTES).toFixed(2)} of budget`);
    for (const script of english.scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(script.bytes).padStart(8)} ${new URL(script.url).pathname}`);
    console.log(`  investor or admin code fetched: ${english.foreign.length === 0 ? 'none' : english.foreign.join(', ')}`);

    console.log('  Per language (the page at its own URL; catalogues: the messages-* chunks it fetched):');
    for (const locale of SUPPORTED_LOCALES) {
      const load = locale === 'en' ? english : await firstLoad(browser, new URL(localePath('/', locale), baseURL).href);
      const catalogueBytes = total(catalogues(load.scripts));
      console.log(
        `    ${LOCALE_NAMES[locale].padEnd(20)} JavaScript ${kb(total(load.scripts)).padStart(9)}, catalogues ${kb(catalogueBytes).padStart(7)} ` +
          `(${catalogues(load.scripts).length} files; budget ${kb(CATALOGUE_BUDGET_BYTES)}, ratio ${(catalogueBytes / CATALOGUE_BUDGET_BYTES).toFixed(2)})`,
      );
    }
  } finally {
    await browser.close();
  }
}
