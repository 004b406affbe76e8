import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { investorWithBalance, me } from '../support/api';
import { signIn } from '../support/session';
import { confirmInSheet, outboxMailbox } from '../support/step-up';
import { INVESTOR_PASSWORD as PASSWORD } from '../support/sign-up';

/*
 * A new investor, given $300 by an admin bonus, withdraws to a real Bitcoin address; a
 * mistyped one is refused first and changes nothing. Each run makes its own user, so the
 * test repeats on one server.
 */

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The same address with its last character changed: the bech32 checksum fails. */
const BROKEN_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp';
const SHOTS = '/tmp/shots-wd';

function fact(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

test('an investor withdraws to a valid address; a mistyped address is refused and changes nothing', async ({ page, request }) => {
  const { username, token } = await investorWithBalance(request, 300_00);
  const withdrawRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/withdraw') withdrawRequests.push(sent.method());
  });

  await signIn(page, username, PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Make withdrawal' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/make-withdrawal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Make withdrawal' })).toBeVisible();
  await expect(fact(page, 'Available balance')).toHaveText('$300.00');
  await expect(fact(page, 'Your limit (level 1)')).toHaveText('Up to $500.00 per withdrawal. Verify your email address to raise it to $1,000.00.');

  await test.step('a mistyped address is refused in the page: no request, the wallet unchanged', async () => {
    await page.getByLabel('Amount ($)').fill('120.50');
    await page.getByLabel('Payment option').selectOption('Bitcoin');
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute('placeholder', 'Enter your BTC address');
    await page.getByLabel('Address', { exact: true }).fill(BROKEN_BTC);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This is not a valid Bitcoin address.' })).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/invalid-${page.viewportSize()?.width}.png`, fullPage: true });
    expect(withdrawRequests).toEqual([]);
    expect((await me(request, token)).wallet).toBe(300_00);
  });

  await test.step('the server refuses it too, with the same message', async () => {
    const refused = await request.post('/api/withdraw', {
      headers: { authorization: `Bearer ${token}` },
      data: { amount: 120_50, address: BROKEN_BTC, payment_method: 'BTC', type: 'withdrawal' },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors).toEqual({ address: ['This is not a valid Bitcoin address.'] });
    expect((await me(request, token)).wallet).toBe(300_00);
  });

  await test.step('a valid address: the review sheet, then on Confirm the server message, the pending entry in the history, the balance down at once', async () => {
    await page.getByLabel('Address', { exact: true }).fill(GOOD_BTC);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/filled-${page.viewportSize()?.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Proceed' }).click();
    const sheet = page.getByRole('dialog', { name: 'Review your withdrawal' });
    await expect(sheet.getByText(GOOD_BTC, { exact: true })).toBeVisible();
    expect(withdrawRequests).toEqual([]);
    // Confirm asks for the code the server emails, then sends the withdrawal with it.
    await confirmInSheet(sheet, 'Confirm withdrawal', await outboxMailbox(), `${username}@example.com`);
    await expect(page.getByText('Withdrawal requested. It will be processed shortly.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
    const entry = page.getByRole('button').filter({ hasText: 'Withdrawal' }).filter({ hasText: '$120.50' });
    await expect(entry.filter({ hasText: 'Pending' })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/history-${page.viewportSize()?.width}.png`, fullPage: true });
    expect(withdrawRequests).toEqual(['POST']);
    expect((await me(request, token)).wallet).toBe(179_50);

    // The page's own user was refreshed: no reload needed to see the new balance.
    await page.getByRole('navigation').getByRole('link', { name: 'Make withdrawal' }).first().click();
    await expect(fact(page, 'Available balance')).toHaveText('$179.50');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the form fits a phone and shows the limit and the message', async ({ page, request }) => {
    const { username } = await investorWithBalance(request, 50_00);
    await signIn(page, username, PASSWORD);
    await page.goto('/dashboard/make-withdrawal');
    await expect(fact(page, 'Available balance')).toHaveText('$50.00');
    await page.getByLabel('Amount ($)').fill('60');
    await page.getByLabel('Payment option').selectOption('Tether (USDT)');
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute('placeholder', 'Enter your USDT address (trc20)');
    await page.getByLabel('Address', { exact: true }).fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Insufficient balance' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This is not a valid Tether (USDT) address on the TRC20 network.' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/errors-375.png`, fullPage: true });
  });
});
