import { expect, test } from '@playwright/test';
import { expectNoBlockingViolationsInBothThemes, useTheme } from '../support/axe';
import { loadWholeHistory, shownRows } from '../support/history';
import { screenshotBothWidths } from '../support/screenshots';
import { E2E_PORT, startServer } from '../support/server';
import { signInThroughApi } from '../support/session';

/*
 * A fresh start of the demo, its story played (the journeys' servers leave it out): the demo
 * investor sees three months of history and past plans, and the public proof of reserves shows
 * non-zero reserves marked demo. Its own server and database.
 */

const PORT = E2E_PORT + 8;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  server = await startServer(PORT, { DEMO_STORY: 'on', ACCRUAL_INTERVAL_SECONDS: '0' });
});
test.afterAll(() => server?.stop());

test('the demo investor sees three months of history: deposits, earnings, the redemption’s penalty, the withdrawal and the referral bonus', async ({
  page,
}) => {
  await signInThroughApi(page, 'investor', undefined, server.baseURL);
  await page.goto(`${server.baseURL}/dashboard/transaction-history`);
  await loadWholeHistory(page);
  const rows = await shownRows(page);
  const amounts = rows.map(([, amount]) => amount);
  expect(amounts).toEqual(expect.arrayContaining(['-$400.00', '+$15.00', '-$100.00', '+$7.50', '+$40.00', '+$30.00']));
  // 22 days of earnings, two deposits, two capitals returned, a penalty, a bonus, a withdrawal, a purchase from the balance.
  expect(rows.length).toBeGreaterThanOrEqual(30);
  await screenshotBothWidths(page, test.info().outputPath('screens'), 'history');

  await page.goto(`${server.baseURL}/dashboard`);
  await page.getByRole('button', { name: 'Show amounts' }).click();
  // The balance the story left: $552.50 from the matured plan, $2,180.00 from the redeemed one, the $15.00 bonus,
  // less the $400.00 withdrawal and the $1,500.00 plan bought, plus its 8 days of $30.00.
  await expect(page.getByRole('listitem', { name: 'Cash' })).toContainText('$1,087.50');
  await expect(page.getByRole('region', { name: 'Statistics' })).toContainText('$2,500.00');
  await screenshotBothWidths(page, test.info().outputPath('screens'), 'dashboard');
});

test('the plans page lists the running plan, and under Past plans the matured one and the one redeemed early with its cost', async ({ page }) => {
  await signInThroughApi(page, 'investor', undefined, server.baseURL);
  await page.goto(`${server.baseURL}/dashboard/user-plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Active plans' })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past plans' });
  const redeemed = past.getByRole('article', { name: 'Growth plan' });
  await expect(redeemed).toContainText('Redeemed early');
  await expect(redeemed.getByRole('definition').last()).toHaveText('$100.00');
  const matured = past.getByRole('article', { name: 'Starter plan' });
  await expect(matured).toContainText('Matured');
  await expect(matured).toContainText('$52.50');
  await expect(page.getByRole('article', { name: 'Growth plan' }).first()).toContainText('Days left');
  await screenshotBothWidths(page, test.info().outputPath('screens'), 'plans');
  await expectNoBlockingViolationsInBothThemes(page, '/dashboard/user-plan', 1280);
});

test('the public proof of reserves shows non-zero reserves marked as demo figures', async ({ page }) => {
  await page.goto(`${server.baseURL}/proof-of-reserves`);
  await expect(page.getByRole('complementary', { name: 'Demo figures' })).toContainText('sample holdings, not coins read on chain');
  const headline = page.getByRole('region', { name: /Reserves ÷ what we owe/ });
  await expect(headline.getByRole('heading', { name: 'Reserves ÷ what we owe Demo' })).toBeVisible();
  await expect(headline.getByRole('term').filter({ hasText: 'Reserves' }).first()).toHaveText('Reserves Demo');
  await expect(headline.locator('.reserves-totals dd').first()).toHaveText('$7,700.00');
  await expect(headline.locator('.reserves-ratio')).not.toHaveText('0.0%');
  const ratio = Number.parseFloat((await headline.locator('.reserves-ratio').textContent()) ?? '0');
  expect(ratio).toBeGreaterThanOrEqual(100);
  await expect(page.getByRole('table', { name: 'Reserves per coin' }).getByText('Demo')).toHaveCount(3);
  await screenshotBothWidths(page, test.info().outputPath('screens'), 'proof-of-reserves');
  // The demo's notice and badges are readable in both themes (the journeys' page checks see no demo reserves).
  await expectNoBlockingViolationsInBothThemes(page, '/proof-of-reserves', 1280);
  await useTheme(page, 'dark');
  await screenshotBothWidths(page, test.info().outputPath('screens'), 'proof-of-reserves-dark');
});
