import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adjustWallet, apiToken, me } from '../support/api';
import { asShown, downloadCsv, loadWholeHistory, shownRows } from '../support/history';
import { signIn } from '../support/session';

/*
 * The demo investor downloads their history as CSV, for a filter and for all of it, and the
 * file holds exactly what the page shows: same rows, types and signed amounts, in the same order.
 * Each run adds its own recognisable entries, so the test repeats on one server.
 */

const SHOTS = path.resolve(__dirname, '..', 'screenshots');

test('the demo investor downloads the history as CSV, and it matches the history shown', async ({ page, request }) => {
  const marker = randomBytes(3).toString('hex');
  const investor = await me(request, await apiToken(request, 'investor'));
  await adjustWallet(request, investor.id, [
    { bonus: 1_234_56, reason: `Loyalty ${marker}` },
    { bonus: 7_05, reason: `=cmd|' /C calc'!A0 ${marker}` },
    { fee: 2_50, reason: `@fee ${marker}` },
  ]);

  await signIn(page, 'investor');
  await page.getByRole('navigation').getByRole('link', { name: 'Transaction history' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
  await loadWholeHistory(page);

  await page.getByLabel('Type').selectOption('Bonus');
  const bonus = await downloadCsv(page, 'Download CSV of bonus transactions');
  expect(bonus.name).toMatch(/^arcvest-transactions-bonus-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...bonusRows] = bonus.rows;
  expect(header).toEqual(['Date', 'Type', 'Status', 'Amount (USD)', 'Coin', 'Reference', 'Address', 'Plan', 'Reason']);
  const shownBonus = await shownRows(page);
  expect(bonusRows.map(([, type, , amount]) => [type, asShown(amount)])).toEqual(shownBonus);
  expect(bonusRows.every(([date]) => new Date(date).toISOString() === date)).toBe(true);
  // This run's entries, newest first; the formula arrives as text.
  expect(bonusRows.slice(0, 2).map(([, , , amount, , , , , reason]) => [amount, reason])).toEqual([
    ['+7.05', `'=cmd|' /C calc'!A0 ${marker}`],
    ['+1234.56', `Loyalty ${marker}`],
  ]);

  await page.getByLabel('Type').selectOption('All');
  const all = await downloadCsv(page, 'Download CSV of all transactions');
  expect(all.name).toMatch(/^arcvest-transactions-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const allRows = all.rows.slice(1);
  expect(allRows.map(([, type, , amount]) => [type, asShown(amount)])).toEqual(await shownRows(page));
  expect(allRows[0]).toEqual([expect.any(String), 'Charges', 'Confirmed', '-2.50', '', '', '', '', `'@fee ${marker}`]);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await expect(page.getByRole('button', { name: 'Download CSV of all transactions' })).toBeInViewport();
    await page.screenshot({ path: path.join(SHOTS, `history-export-${width}.png`) });
  }
});
