import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { startBarePage } from './bare-page/start';
import { largestPaintElement } from './largest-paint';
import { formatTable, medianFigures, PUBLIC_PAGE, SIGNED_IN_PAGE, type PageFigures, type PageTarget } from './page-targets';

/** The full Chromium (Lighthouse drives it over the DevTools protocol), with the flags that keep it off the (closed) network. */
const CHROME_PATH = process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Rounds, each measuring every page once and the bare page beside them; each figure's median is printed, as single runs vary on a shared machine. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** When set, each run's full report (JSON, for Lighthouse's viewer) is written there. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** docs/testing.md#budgets: the score each category must reach. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

interface LighthousePage {
  name: string;
  path: string;
  /** Who is signed in when the page is measured; null for a visitor. */
  user: 'investor' | 'admin' | null;
  /** Issue 41's targets against the bare federated page; null where none is set. */
  target: PageTarget | null;
}

const PAGES: LighthousePage[] = [
  { name: 'home', path: '/', user: null, target: { ...PUBLIC_PAGE, maxScriptDeltaBytes: 5000 } },
  { name: 'about', path: '/about-us', user: null, target: PUBLIC_PAGE },
  { name: 'sign-up', path: '/signup', user: null, target: PUBLIC_PAGE },
  { name: 'sign-in', path: '/login', user: null, target: PUBLIC_PAGE },
  { name: 'investor dashboard', path: '/dashboard', user: 'investor', target: SIGNED_IN_PAGE },
  { name: 'transaction history', path: '/dashboard/transaction-history', user: 'investor', target: null },
  { name: 'admin overview', path: '/dashboard/admin', user: 'admin', target: SIGNED_IN_PAGE },
];
const BARE_PAGE = 'bare federated page';

interface Scores extends PageFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  /**
   * Lighthouse's measure of the machine's CPU speed (higher is faster). Its simulated phone is 4x
   * slower than what it observed, so the same page scores lower on a slower or busier machine:
   * compare runs only at a similar index.
   */
  benchmarkIndex: number;
  /** What each category lost points on, for the line under a page below its target. */
  failing: string[];
}

/** The session the shell keeps (shared/src/store/token-storage.ts): the API's token under `access_token` in localStorage. */
async function signInToken(baseURL: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${username} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Puts the page's session in place (or none), then empties the HTTP cache: Lighthouse is told not
 * to reset storage (that would sign the user out), so it would otherwise find the cache warm.
 */
async function prepareBrowser(chrome: LaunchedChrome, baseURL: string, token: string | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A same-origin answer that starts no app, so nothing is cached or run before the measured load.
    await page.goto(`${baseURL}/api/plans`);
    await page.evaluate((value) => {
      localStorage.clear();
      if (value) localStorage.setItem('access_token', value);
    }, token);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only the connection closes: the browser is chrome-launcher's.
    await browser.close();
  }
}

/** The scripts' bytes as transferred in the measured load (Lighthouse's network-requests audit). */
function scriptBytes(audit: { details?: unknown } | undefined): number {
  const items = (audit?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function measureOnce(url: string, target: { path: string; user: LighthousePage['user'] }, token: string | null): Promise<Scores> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  try {
    await prepareBrowser(chrome, new URL(url).origin, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    if (REPORTS_DIR) {
      fs.mkdirSync(REPORTS_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      fs.writeFileSync(path.join(REPORTS_DIR, `${new URL(url).port}-${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${target.path}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
    // What a category below its target lost points on (a signed-in page is noindex on purpose).
    const failing = CATEGORIES.filter((id) => score(id) < TARGETS[id]).flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1 && !(target.user && ref.id === 'is-crawlable'))
        .map((ref) => `${id}: ${ref.id}${audits[ref.id].displayValue ? ` (${audits[ref.id].displayValue})` : ''}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      scriptBytes: scriptBytes(audits['network-requests']),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is run again. */
async function measureWithRetries(url: string, target: { path: string; user: LighthousePage['user'] }, token: string | null): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, target, token);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`      (run again: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/** The run in the middle by performance score (then LCP), so one line is one real run, not a mix. */
function medianRun(runs: Scores[]): Scores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Lighthouse 12 (mobile form factor, its default simulated throttling, a cold cache) on each page
 * of docs/testing.md#budgets, in Debian's Chromium, the signed-in pages with the user's session in
 * the browser first; and on the bare federated page (bench/bare-page: the same webpack factory,
 * React, router, store and federation rendering the hero alone), in the same rounds, so each page
 * is judged by its ratio to the stack's floor on this machine now (docs/performance.md).
 */
export async function measureLighthouse(baseURL: string, password: string) {
  const tokens = {
    investor: await signInToken(baseURL, 'investor', password),
    admin: await signInToken(baseURL, 'admin', password),
  };
  // LIGHTHOUSE_PAGES=home,sign-in measures only the pages named (and the bare page).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = PAGES.filter((entry) => !only || only.includes(entry.name));
  const bare = await startBarePage();
  const runs = new Map<string, Scores[]>([BARE_PAGE, ...pages.map((page) => page.name)].map((name) => [name, []]));
  try {
    console.log(`Lighthouse (mobile, simulated throttling, cold cache; ${RUNS} interleaved rounds beside the bare federated page, medians)`);
    for (let round = 1; round <= RUNS; round += 1) {
      runs.get(BARE_PAGE)!.push(await measureWithRetries(bare.url, { path: '/', user: null }, null));
      for (const page of pages) runs.get(page.name)!.push(await measureWithRetries(`${baseURL}${page.path}`, page, page.user ? tokens[page.user] : null));
      const indexes = [...runs.values()].map((entries) => entries[entries.length - 1].benchmarkIndex);
      console.log(`  round ${round} of ${RUNS} done (CPU index ${Math.min(...indexes)}-${Math.max(...indexes)})`);
    }
  } finally {
    await bare.stop();
  }
  const bareFigures = medianFigures(runs.get(BARE_PAGE)!);
  const rows = [];
  for (const page of pages) {
    const largestPaint = await largestPaintElement(`${baseURL}${page.path}`, page.user ? tokens[page.user] : null);
    rows.push({ name: page.name, figures: medianFigures(runs.get(page.name)!), target: page.target, largestPaint });
  }
  for (const line of formatTable(BARE_PAGE, bareFigures, rows)) console.log(`  ${line}`);
  for (const name of [BARE_PAGE, ...pages.map((page) => page.name)]) {
    const median = medianRun(runs.get(name)!);
    const user = pages.find((page) => page.name === name)?.user;
    const seo = `, SEO ${median.seo}${user ? ' (signed-in page: noindex on purpose)' : ''}`;
    console.log(
      `  ${name}: accessibility ${median.accessibility}, best practices ${median['best-practices']}${seo}${rows.find((row) => row.name === name)?.largestPaint.replace(/^/, '; largest paint ') ?? ''}` +
        ` (performance of each round: ${runs
          .get(name)!
          .map((entry) => entry.performance)
          .join(', ')})`,
    );
    for (const audit of median.failing) console.log(`      ${audit}`);
  }
}
