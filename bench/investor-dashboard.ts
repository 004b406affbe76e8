import type { Page, Request } from '@playwright/test';
import { INVESTOR_FILES, launchChromium, transferredBytes } from './browser';

/** A class name in lightweight-charts' code: finds the library's chunk whatever webpack named it. */
const CHART_LIBRARY_MARK = 'tv-lightweight-charts';
const PORTFOLIO_CALL = /\/api\/portfolio$/;

async function api(baseURL: string, path: string, token: string | null, body: object) {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The demo investor gets a bonus, so the dashboard has a portfolio chart to draw. */
async function giveInvestorHistory(baseURL: string, password: string) {
  const admin = (await api(baseURL, '/login', null, { username: 'admin', password })).access_token;
  const investor = (await api(baseURL, '/login', null, { username: 'investor', password })).access_token;
  const { id } = await api(baseURL, '/me', investor, {});
  await api(baseURL, `/give-bonus/${id}`, admin, { bonus: 250_00, reason: 'Benchmark' });
}

async function holdsChartLibrary(request: Request): Promise<boolean> {
  if (request.resourceType() !== 'script') return false;
  const body = await (await request.response())?.text().catch(() => '');
  return body?.includes(CHART_LIBRARY_MARK) ?? false;
}

async function scriptBytes(requests: Request[]): Promise<number> {
  let bytes = 0;
  for (const request of requests.filter((entry) => entry.resourceType() === 'script')) bytes += await transferredBytes(request);
  return bytes;
}

/** Resolves once no request is in flight but those `except` matches. */
async function settled(page: Page, inFlight: Set<Request>, except: RegExp) {
  while ([...inFlight].some((request) => !except.test(request.url()))) await page.waitForTimeout(50);
}

/**
 * The demo investor's dashboard, first view after signing in (a client-side navigation, so the
 * shell's own scripts are already there): requests, JavaScript transferred (compressed) beyond
 * the shell's, and whether the chart library is in it. The portfolio call is held until that
 * view has settled, so the view is measured the same way on every run; then it is released and
 * the chart's own download is reported apart.
 */
export async function measureInvestorDashboard(baseURL: string, password: string) {
  await giveInvestorHistory(baseURL, password);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    let releasePortfolio = () => {};
    const portfolioHeld = new Promise<void>((resolve) => (releasePortfolio = resolve));
    await page.route(PORTFOLIO_CALL, async (route) => {
      await portfolioHeld;
      await route.continue();
    });
    let requests: Request[] = [];
    const inFlight = new Set<Request>();
    // The sign-in form preloads the investor remote: its files count in the first view whether
    // they came before the submit or after (bench/preload.ts measures the time that saves).
    let submitted = false;
    page.on('request', (request) => {
      if (!submitted && !INVESTOR_FILES.test(request.url())) return;
      requests.push(request);
      inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.goto(`${baseURL}/login`, { waitUntil: 'networkidle' });

    await page.getByLabel('Username or email').fill('investor');
    await page.getByLabel('Password', { exact: true }).fill(password);
    submitted = true;
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Total deposits' }).waitFor();
    await settled(page, inFlight, PORTFOLIO_CALL);
    const firstView = requests;
    requests = [];

    const firstViewChart = (await Promise.all(firstView.map(holdsChartLibrary))).some(Boolean);
    const firstViewBytes = await scriptBytes(firstView);

    releasePortfolio();
    await page.locator('.portfolio-chart canvas').first().waitFor();
    await settled(page, inFlight, /^$/);
    const chartChunks = (await Promise.all(requests.map(async (request) => ((await holdsChartLibrary(request)) ? request : null)))).filter(
      (request): request is Request => request !== null,
    );

    console.log('Investor dashboard (first view after sign-in, Chromium)');
    console.log(`  requests: ${firstView.length} (${firstView.filter((entry) => entry.resourceType() === 'script').length} scripts)`);
    console.log(`  JavaScript transferred beyond the shell's: ${(firstViewBytes / 1024).toFixed(1)} KB compressed`);
    console.log(`  chart library in first view: ${firstViewChart ? 'yes' : 'no'}`);
    console.log(
      `  chart library fetched with the chart, after the first view: ${
        chartChunks.length > 0 ? `yes, ${((await scriptBytes(chartChunks)) / 1024).toFixed(1)} KB compressed` : 'no'
      }`,
    );
  } finally {
    await browser.close();
  }
}
