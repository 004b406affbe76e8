import { expect, test } from '@playwright/test';
import { investorWithBalance } from '../support/api';
import { signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD } from '../support/sign-up';

/*
 * The dashboard's BTC/USD card reserves the chart's height before its script is asked for (it is
 * below the fold on a phone), says what will be there, and keeps that height when TradingView
 * cannot load and our own price shows instead: nothing below it jumps.
 */

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`the BTC/USD card keeps its height from placeholder to fallback at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.route(/tradingview/, (route) => route.abort('blockedbyclient'));
    const { username } = await investorWithBalance(request, 1_00);
    await signInThroughApi(page, username, INVESTOR_PASSWORD);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'BTC/USD' });
    await expect(card).toBeAttached();
    const reserved = await card.evaluate((element) => element.getBoundingClientRect().height);

    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('The live chart could not be loaded', { exact: false })).toBeVisible();
    await expect(card.getByText(/^1 BTC/)).toBeVisible();
    const shown = await card.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(shown - reserved)).toBeLessThanOrEqual(1);
  });
}

test('before its script is asked for, the reserved box says what will be there', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  // The script never answers, so the placeholder stays until the chart would draw.
  await page.route(/tradingview/, () => undefined);
  const { username } = await investorWithBalance(request, 1_00);
  await signInThroughApi(page, username, INVESTOR_PASSWORD);
  await page.goto('/dashboard');
  const frame = page.getByRole('region', { name: 'BTC/USD' }).locator('.overview-chart-frame');
  await expect(frame).toBeAttached();
  // The text is the page's message, which the style draws from the attribute.
  await expect(frame).toHaveAttribute('data-placeholder', 'The live chart loads as you scroll to it.');
  expect(await frame.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"The live chart loads as you scroll to it."');
});
