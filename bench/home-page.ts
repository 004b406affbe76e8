import { launchChromium } from './browser';

const BUDGET_BYTES = 110 * 1024;

/**
 * A visitor's first load of the home page in Chromium: JavaScript bytes as transferred
 * (compressed), in all and per file, request count, and whether any investor or admin code was fetched.
 */
export async function measureHomePage(baseURL: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const requests: { url: string; script: boolean; bytes: () => Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      requests.push({
        url: request.url(),
        script: request.resourceType() === 'script',
        bytes: async () => (await request.sizes()).responseBodySize,
      });
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Starter plan' }).waitFor();

    const scripts = await Promise.all(requests.filter((entry) => entry.script).map(async (entry) => ({ url: entry.url, bytes: await entry.bytes() })));
    const scriptBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const foreign = requests.filter((entry) => /\/remotes\/(investor|admin)\//.test(entry.url));

    console.log('Visitor home page (first load, Chromium)');
    console.log(`  requests: ${requests.length} (${requests.filter((entry) => entry.script).length} scripts)`);
    console.log(
      `  JavaScript transferred: ${(scriptBytes / 1024).toFixed(1)} KB compressed; budget 110 KB; ratio ${(scriptBytes / BUDGET_BYTES).toFixed(2)} of budget`,
    );
    for (const script of scripts.sort((a, b) => b.bytes - a.bytes))
      console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(5)} KB ${new URL(script.url).pathname}`);
    console.log(`  investor or admin code fetched: ${foreign.length === 0 ? 'none' : foreign.map((entry) => entry.url).join(', ')}`);
  } finally {
    await browser.close();
  }
}
