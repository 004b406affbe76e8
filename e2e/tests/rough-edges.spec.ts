import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../support/hydration';
import { DEMO_PASSWORD } from '../support/server';
import { signIn } from '../support/session';
import { signUpInvestor } from '../support/sign-up';

/*
 * Rough edges a new user met, checked where they showed: layout and interaction in a real
 * browser. Each test stands alone, so any one can run (and repeat) by itself.
 */

const PHONE = { width: 375, height: 812 };

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** The top edges of `items`, rounded to the pixel. */
function tops(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
}

async function openDrawer(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return { toggle, drawer };
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('a long username is cut in the header, never widening the page', async ({ page, request }) => {
    // 30 characters, the most sign-up allows.
    const { username } = await signUpInvestor(request, { username: `long${randomBytes(13).toString('hex')}`, firstname: 'Lena', password: DEMO_PASSWORD });
    await signIn(page, username);
    await expect(
      page.getByRole('heading', { name: 'Good morning, Lena' }).or(page.getByRole('heading', { name: /^Good (afternoon|evening), Lena$/ })),
    ).toBeVisible();
    await expect(page.locator('.dashboard-user')).toHaveText(username);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the side drawer is a modal: backdrop, close button, Escape, outside tap, focus kept inside and given back', async ({ page }) => {
    await signIn(page, 'investor');
    const opened = await openDrawer(page);
    const { toggle } = opened;
    let { drawer } = opened;
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(page.getByTestId('side-menu-backdrop')).toBeVisible();

    // Tab past the last entry (Logout) comes back to the first (Close), never the page behind.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      await expect(drawer.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    ({ drawer } = await openDrawer(page));
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    // A tap on the page beside the drawer (on its backdrop) closes it.
    ({ drawer } = await openDrawer(page));
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('side-menu-backdrop')).toHaveCount(0);
  });

  test('the drawer closes when the screen widens, leaving the page usable', async ({ page }) => {
    await signIn(page, 'investor');
    await openDrawer(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toHaveAttribute('inert');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Buy plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buy plan' })).toBeVisible();
  });

  test('the dashboard statistics numbers share a line and the referral link is readable in full, on one line', async ({ page }) => {
    await signIn(page, 'investor');
    const stats = page.getByRole('list', { name: 'Statistics' });
    const numbers = stats.locator('.overview-value');
    await expect(numbers).toHaveCount(4);
    const [first, second, third, fourth] = await tops(numbers);
    expect(first).toBe(second);
    expect(third).toBe(fourth);

    const link = page.getByLabel('Your referral link');
    await expect(link).toHaveValue(/\/signup\/DEMO1234$/);
    const hidden = await link.evaluate((field) => ({
      width: field.scrollWidth - field.clientWidth,
      height: field.scrollHeight - field.clientHeight,
    }));
    expect(hidden).toEqual({ width: 0, height: 0 });
    // A text area cannot break a link after its slashes: a second line would cut the code in two.
    const lines = await link.evaluate((field) => {
      const style = getComputedStyle(field);
      const text = field.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(text / parseFloat(style.lineHeight));
    });
    expect(lines, 'lines of the referral link').toBe(1);
  });

  test('the deposits status filter never leaves one option alone on a line', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/admin/manage-deposits');
    const options = page.getByRole('group', { name: 'Status' }).locator('label');
    await expect(options).toHaveCount(4);
    const rows = new Map<number, number>();
    for (const top of await tops(options)) rows.set(top, (rows.get(top) ?? 0) + 1);
    expect(
      [...rows.values()].every((count) => count >= 2),
      `options per line: ${[...rows.values()].join(', ')}`,
    ).toBe(true);
  });
});

test('a failed deposit is neither green nor plus in the history, its details and the dashboard card, and says Failed', async ({ page }) => {
  const investor = await apiToken(page.request, 'investor');
  const admin = await apiToken(page.request, 'admin');
  const [plan] = (await (await page.request.get('/api/plans')).json()) as { id: number; min_amount: number }[];
  const amount = plan.min_amount;
  const deposit = await page.request.post('/api/deposit', {
    headers: { Authorization: `Bearer ${investor}` },
    data: { plan_id: plan.id, amount, payment_method: 'USDT', type: 'deposit', transaction_id: randomBytes(32).toString('hex') },
  });
  expect(deposit.ok()).toBe(true);
  const all = await page.request.get('/api/all-transactions?type=deposit&status=pending', { headers: { Authorization: `Bearer ${admin}` } });
  const [newest] = ((await all.json()) as { items: { id: number }[] }).items;
  expect((await page.request.post(`/api/reject-transaction/${newest.id}`, { headers: { Authorization: `Bearer ${admin}` } })).ok()).toBe(true);
  const shown = `$${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await signIn(page, 'investor');
  const card = page.getByRole('region', { name: 'Latest transaction' });
  await expect(card.locator('.overview-value')).toHaveText('****Hidden');
  await page.getByRole('button', { name: 'Show amounts' }).click();
  await expect(card.locator('.overview-value')).toHaveText(shown);
  await expect(card).toContainText('Deposit · Failed ·');
  const green = 'rgb(11, 122, 95)';
  await expect(card.locator('.overview-value')).not.toHaveCSS('color', green);

  await page.goto('/dashboard/transaction-history');
  const row = page.getByRole('button').filter({ hasText: 'Deposit' }).filter({ hasText: 'Failed' }).first();
  await expect(row.locator('.tx-amount')).toHaveText(shown);
  await expect(row.locator('.tx-amount')).not.toHaveCSS('color', green);
  await row.click();
  const details = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(details.locator('dt:text-is("Amount") + dd')).toHaveText(shown);
  await expect(details.locator('dt:text-is("Coin") + dd')).toHaveText('Tether (USDT)');
});

test('the edit-plan breadcrumb names the page, shows no id and links nowhere missing; admin pages show no build stamp', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/admin/manage-plan');
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await expect(page).toHaveURL(/\/edit-plan\/\d+$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Dashboard', 'Admin', 'Manage plans', 'Edit plan']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Edit plan');
  for (const href of await crumbs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    await page.goto(href!);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByText(/build/i)).toHaveCount(0);
});

test('the home screener falls back to our own price table, sized to it, when TradingView cannot load', async ({ page }) => {
  await page.goto('/');
  const screener = page.getByRole('region', { name: 'Crypto market screener' });
  const table = screener.getByRole('table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(screener).toContainText('priced by our own feed (not live market data)');
  const box = await screener.locator('.screener-box').boundingBox();
  expect(box!.height).toBeLessThan(580);
  const tableBox = await table.boundingBox();
  expect(box!.height).toBeLessThan(tableBox!.height + 200);
});

test("the dashboard's BTC/USD card falls back to Bitcoin's price from our own feed when TradingView is blocked", async ({ page, request }) => {
  const blocked: string[] = [];
  await page.route(/^https:\/\/([^/]*\.)?tradingview\.com\//, async (route) => {
    blocked.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  const prices = (await (await request.get('/api/crypto-prices')).json()) as { bitcoin: { usd: number }; stale: boolean };
  await signIn(page, 'investor');
  const card = page.getByRole('region', { name: 'BTC/USD' });
  // The widget is asked for only as the card comes near the viewport.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(/live chart could not be loaded.*our own price feed/)).toBeVisible();
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await expect(card.locator('[data-amount]')).toHaveText(usd.format(prices.bitcoin.usd));
  // No internet here: the feed serves built-in or last known prices, and the card says so.
  expect(prices.stale).toBe(true);
  await expect(card.getByText(/^Live prices are unavailable right now: these are/)).toBeVisible();
  await expect(card.getByText('could not be loaded', { exact: false })).toHaveCount(1);
  await expect(card.locator('iframe')).toHaveCount(0);
  expect(blocked.length).toBeGreaterThan(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("with TradingView blocked and live prices, our price strip keeps the ticker's one line: it scrolls sideways, by keyboard too", async ({
    page,
    request,
  }) => {
    await page.route(/^https:\/\/([^/]*\.)?tradingview\.com\//, (route) => route.abort('blockedbyclient'));
    // Live prices (no internet here, so the feed's own answer is built-in ones, which take a note on a line of their own).
    const live = { ...(await (await request.get('/api/crypto-prices')).json()), stale: false, updated_at: new Date().toISOString() };
    await page.route('**/api/crypto-prices', (route) => route.fulfill({ json: live }));
    await page.goto('/');
    // The strip comes with the page's script, which a phone's first view asks for on the visitor's first move.
    await hydrated(page);
    const prices = page.getByRole('list', { name: 'Prices in US dollars' });
    await expect(prices.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(/^Live prices are unavailable/)).toHaveCount(0);
    // The box the widget's 46 px tape would have taken (and its 1 px border), not two lines.
    const ticker = await page.getByRole('region', { name: 'Market prices' }).boundingBox();
    expect(ticker!.height).toBeLessThanOrEqual(48);
    const overflow = await prices.evaluate((list) => list.scrollWidth - list.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await prices.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => prices.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('the typed headline', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('takes exactly the height of its tallest phrase at every width, and nothing below it moves while it types', async ({ page }) => {
    await page.goto('/');
    const typed = page.locator('.hero-typed');
    const phrases = page.locator('.hero-phrase-space');
    const text = page.locator('.hero-text');
    await expect(text).toBeVisible();
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const heights = await phrases.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
      const box = await typed.evaluate((element) => element.getBoundingClientRect().height);
      // The heading holds the tallest phrase and no more; every phrase takes as many lines, so no blank line is left below one.
      expect(box, `at ${width} px`).toBeCloseTo(Math.max(...heights), 0);
      expect(Math.min(...heights), `at ${width} px: ${heights.join(', ')}`).toBeCloseTo(Math.max(...heights), 0);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    const all = await phrases.allTextContents();
    const tops: number[] = [];
    for (const phrase of all) {
      await expect(page.locator('.hero-phrase-typed')).toHaveText(phrase, { timeout: 15_000 });
      tops.push((await text.boundingBox())!.y);
    }
    expect(new Set(tops).size, `the text below the heading at ${tops.join(', ')}`).toBe(1);
  });
});

for (const [colorScheme, background] of [
  ['light', 'rgb(245, 246, 248)'],
  ['dark', 'rgb(11, 15, 23)'],
] as const) {
  test(`the first paint's brand loader sits on the ${colorScheme} theme's background (no white flash in dark mode)`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    // The scripts are held, so what shows is the HTML's own first paint.
    await page.route('**/*.js', () => {});
    await page.goto('/', { waitUntil: 'commit' });
    // The home page comes as HTML with its loader over it (hidden by CSS after its second, so found by class, not by role).
    const loader = page.locator('.page-loader-overlay');
    await expect(loader).toBeAttached();
    // As the first paint shows it: the page paints only once its stylesheets have loaded, and the
    // loader's background is in one of them (read before, it was still unstyled).
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(background);
    expect(await loader.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(background);
    await context.close();
  });
}

test("a demo site's notice shows from the first paint, styled, and once when the app has drawn", async ({ page }) => {
  // The scripts are held first: the notice is the server's HTML, not the app's.
  await page.route('**/*.js', () => {});
  await page.goto('/login', { waitUntil: 'commit' });
  const notice = page.getByRole('note').filter({ hasText: 'Demo site' });
  await expect(notice).toBeVisible();
  const held = await notice.evaluate((element) => ({ height: element.getBoundingClientRect().height, background: getComputedStyle(element).backgroundColor }));
  expect(held.background).toBe('rgb(253, 243, 215)');

  await page.unroute('**/*.js');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(notice).toHaveCount(1);
  // The app's stylesheets do not move it: the page below it keeps its place.
  expect(await notice.evaluate((element) => element.getBoundingClientRect().height)).toBe(held.height);
  // On a phone, down to 360 px, one line of smaller type above the page (not the page's largest paint).
  await page.setViewportSize({ width: 360, height: 800 });
  const lines = await notice.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
