import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adjustWallet, apiToken, bearer, dollars, investorWithBalance, me } from '../support/api';
import { networkQuiet } from '../support/network';
import { screenshotBothWidths } from '../support/screenshots';
import { signIn, signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD, signUpInvestor } from '../support/sign-up';

/*
 * The dashboard's Portfolio card: the demo investor sees the chart drawn and a summary whose
 * balance is their wallet; a new investor sees the empty state, and the chart library is never
 * fetched for them.
 */

const SHOTS = path.resolve(__dirname, '..', 'screenshots');
/** A class name lightweight-charts puts in its code: finds the library's chunk whatever webpack named it. */
const CHART_LIBRARY_MARK = 'tv-lightweight-charts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Watches the scripts the page fetches; `urls()` answers those that hold the chart library, once every body is read. */
function chartLibraryFetches(page: Page) {
  const reads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.text().then(
        (body) => (body.includes(CHART_LIBRARY_MARK) ? response.url() : null),
        () => null,
      ),
    );
  });
  return { urls: async () => (await Promise.all(reads)).filter((url) => url !== null) };
}

/** The page is no wider than the window: nothing sticks out sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function screenshots(page: Page, name: string, card: Locator) {
  // Away from the chart, so no crosshair is drawn.
  await page.mouse.move(0, 0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await expectNoHorizontalOverflow(page);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
}

test('the demo investor sees the portfolio chart, summed up with the wallet as the balance', async ({ page, request }) => {
  const token = await apiToken(request, 'investor');
  await adjustWallet(request, (await me(request, token)).id, [{ bonus: 42_00, reason: `Portfolio ${randomBytes(3).toString('hex')}` }]);
  const { wallet } = await me(request, token);
  const library = chartLibraryFetches(page);

  await signIn(page, 'investor');
  const card = page.getByRole('region', { name: 'Portfolio' });
  // Its figures are amounts: hidden with the dashboard's others, and the chart not loaded, until Show amounts.
  await expect(card.getByText('Your balance and earnings are hidden. Choose Show amounts to see them.')).toBeVisible();
  await expect(card.locator('canvas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show amounts' }).click();
  await expect(card.getByText(new RegExp(`^Balance ${escapeRegExp(dollars(wallet))} on [A-Z][a-z]{2} \\d{1,2}, \\d{4}`))).toBeVisible();
  await expect(card.getByText(/earnings so far \$[\d,]+\.\d{2}\.$/)).toBeVisible();
  const canvas = card.locator('canvas').first();
  await expect(canvas).toBeVisible();
  expect(await library.urls()).toHaveLength(1);
  // Drawn for sighted users only: the summary is its text, and nothing focusable hides in the drawing.
  await expect(card.locator('.portfolio-chart')).toHaveAttribute('aria-hidden', 'true');
  const axe = await new AxeBuilder({ page }).include('.portfolio-card').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  await expect(card.getByRole('link', { name: 'TradingView' })).toHaveAttribute('href', 'https://www.tradingview.com/');

  // The chart follows its card down to a phone's width, and back.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 812 });
    await expectNoHorizontalOverflow(page);
    await expect(async () => {
      // The library's own box (all its canvases: lines, price scale, time scale) against the card's.
      const [drawnBox, cardBox] = [await card.locator(`.${CHART_LIBRARY_MARK}`).boundingBox(), await card.boundingBox()];
      expect(cardBox!.width).toBeLessThan(width);
      expect(drawnBox!.width).toBeLessThan(cardBox!.width);
      expect(drawnBox!.width).toBeGreaterThan(cardBox!.width - 80);
    }).toPass();
  }
  await screenshots(page, 'portfolio-chart', card);
});

test('a new investor sees the empty state, and the chart library is not fetched', async ({ page, request }) => {
  const { username } = await signUpInvestor(request, { prefix: 'p' });
  const library = chartLibraryFetches(page);

  await signIn(page, username, INVESTOR_PASSWORD);
  const card = page.getByRole('region', { name: 'Portfolio' });
  await expect(card.getByText('Your balance and earnings will appear here after your first deposit.')).toBeVisible();
  await expect(card.locator('canvas')).toHaveCount(0);
  await networkQuiet(page);
  expect(await library.urls()).toEqual([]);
  await screenshots(page, 'portfolio-empty', card);
});

test("the dashboard's total is the balance plus the capital of the active plan", async ({ page, request }) => {
  const { token, username } = await investorWithBalance(request, 1_635_00);
  const plans = (await (await request.get('/api/plans')).json()) as { id: number; title: string; duration: number; min_amount: number; max_amount: number }[];
  const growth = plans.find((plan) => plan.title === 'Growth');
  if (!growth) throw new Error('the demo data has a Growth plan');
  const capital = 1_500_00;
  expect(capital).toBeGreaterThanOrEqual(growth.min_amount);
  const bought = await request.post('/api/deposit', { headers: bearer(token), data: { plan_id: growth.id, amount: capital, payment_method: 'BALANCE' } });
  expect(bought.status(), await bought.text()).toBe(201);
  // Worked out here from the wallet and the plan bought, not from the API's total.
  const { wallet } = await me(request, token);
  expect(wallet).toBe(135_00);

  await signInThroughApi(page, username, INVESTOR_PASSWORD);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Total value' });
  await expect(card.locator('.portfolio-total')).toHaveText('****Hidden');
  await card.getByRole('button', { name: 'Show amounts' }).click();
  await expect(card.locator('.portfolio-total')).toHaveText(dollars(wallet + capital));
  await expect(card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cash' }) })).toContainText(dollars(wallet));
  const plan = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Growth plan' }) });
  await expect(plan.locator('.portfolio-holding-figure')).toHaveText(dollars(capital));
  await expect(plan).toContainText(`${growth.duration} days`);
  await expect(plan.getByRole('progressbar', { name: 'Time left on the Growth plan' })).toHaveAttribute('aria-valuenow', '100');
  const axe = await new AxeBuilder({ page }).include('.portfolio-value').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  await screenshotBothWidths(page, SHOTS, 'dashboard-total');

  // The admin overview owes this capital too; a look at it beside the dashboard.
  await signInThroughApi(page, 'admin');
  await page.goto('/dashboard/admin');
  await expect(page.getByTestId('total-owed')).toContainText('Balances plus capital in active plans');
  await screenshotBothWidths(page, SHOTS, 'admin-overview-owed');
});
