import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dollars, investorWithBalance, me } from '../support/api';
import { E2E_PORT, startServer } from '../support/server';
import { ADDRESS_CONFIRMATION, confirmInSheet, outboxMailbox } from '../support/step-up';
import { screenshotBothWidths } from '../support/screenshots';
import { signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD } from '../support/sign-up';

/*
 * The withdrawal address book and the daily limit through the page
 * (docs/levels-and-limits.md#withdrawal-address-book). The server under test runs on a clock this
 * test moves (CLOCK_OFFSET_FILE), so the 24-hour hold passes without waiting for it.
 */

const SHOTS = '/tmp/shots-address-book';
const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const OTHER_BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const HOUR_MS = 3_600_000;

test('an investor saves an address, sees it held, is refused elsewhere with only saved addresses on, and withdraws once the hold has passed', async ({
  browser,
  playwright,
}) => {
  const offsetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-clock-')), 'offset');
  fs.writeFileSync(offsetFile, '0');
  // Sessions outlive the moved clock.
  const site = await startServer(E2E_PORT + 5, { CLOCK_OFFSET_FILE: offsetFile, TOKEN_TTL_HOURS: '72', TOKEN_IDLE_MINUTES: '4320' });
  const request = await playwright.request.newContext({ baseURL: site.baseURL });
  const context = await browser.newContext({ baseURL: site.baseURL });
  try {
    const page = await context.newPage();
    const { username, token } = await investorWithBalance(request, 400_00);
    // This server has no SMTP: its emails, and their codes, are files in the outbox.
    const mailbox = await outboxMailbox();
    const email = `${username}@example.com`;
    const confirmWithdrawal = () => confirmInSheet(page.getByRole('dialog', { name: 'Review your withdrawal' }), 'Confirm withdrawal', mailbox, email);
    await signInThroughApi(page, username, INVESTOR_PASSWORD);
    await page.goto('/dashboard/make-withdrawal');
    const book = page.getByRole('region', { name: 'Saved addresses' });
    const withdrawal = page.getByRole('form', { name: 'Withdrawal' });
    const dailyLimit = page.locator('dl > div').filter({ hasText: 'Daily limit' }).getByRole('definition');
    await expect(dailyLimit).toHaveText(`Up to ${dollars(1_000_00)} in any 24 hours: ${dollars(1_000_00)} left now.`);

    await test.step('the address is saved and held for 24 hours', async () => {
      await expect(book.getByText('No saved addresses yet.')).toBeVisible();
      await book.getByLabel('Coin').selectOption('Bitcoin');
      await book.getByLabel('Label').fill('Ledger');
      await book.getByLabel('Address to save').fill(GOOD_BTC);
      await book.getByRole('button', { name: 'Save address' }).click();
      // A new address is confirmed like a withdrawal: the emailed code in its sheet.
      const sheet = page.getByRole('dialog', { name: 'Confirm the new address' });
      await expect(sheet.getByText(GOOD_BTC, { exact: true })).toBeVisible();
      await confirmInSheet(sheet, 'Save address', mailbox, email, { subject: ADDRESS_CONFIRMATION });
      await expect(page.getByText(/^Address saved\. It can be used from /)).toBeVisible();
      await expect(book.getByText(GOOD_BTC)).toBeVisible();
      await expect(book.getByText(/^Usable from /)).toBeVisible();
      await book.getByRole('switch', { name: 'Withdraw only to saved addresses' }).click();
      await expect(page.getByText('Withdrawals now go only to your saved addresses.')).toBeVisible();
      await expect(book.getByRole('switch', { name: 'Withdraw only to saved addresses' })).toBeChecked();
    });

    await test.step('a withdrawal to it is refused during the hold, and to any other address while only saved ones are allowed', async () => {
      await withdrawal.getByLabel('Amount ($)').fill('100');
      await withdrawal.getByLabel('Payment option').selectOption('Bitcoin');
      await withdrawal.getByLabel('Address', { exact: true }).fill(GOOD_BTC);
      await withdrawal.getByRole('button', { name: 'Proceed' }).click();
      await confirmWithdrawal();
      await expect(withdrawal.getByText(/^This address was saved recently and can be used from .* UTC\.$/)).toBeVisible();
      await withdrawal.getByLabel('Address', { exact: true }).fill(OTHER_BTC);
      await withdrawal.getByRole('button', { name: 'Proceed' }).click();
      await confirmWithdrawal();
      await expect(withdrawal.getByText(/^You send withdrawals only to your saved addresses\. Save this address first/)).toBeVisible();
      await screenshotBothWidths(page, SHOTS, 'held');
      expect((await me(request, token)).wallet).toBe(400_00);
    });

    await test.step('25 hours later the withdrawal to the saved address goes through and counts towards the day', async () => {
      fs.writeFileSync(offsetFile, String(25 * HOUR_MS));
      await withdrawal.getByLabel('Address', { exact: true }).fill(GOOD_BTC);
      await withdrawal.getByRole('button', { name: 'Proceed' }).click();
      await confirmWithdrawal();
      await expect(page.getByText('Withdrawal requested. It will be processed shortly.')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
      expect((await me(request, token)).wallet).toBe(300_00);
      await page.goto('/dashboard/make-withdrawal');
      await expect(dailyLimit).toHaveText(`Up to ${dollars(1_000_00)} in any 24 hours: ${dollars(900_00)} left now.`);
      await screenshotBothWidths(page, SHOTS, 'after');
    });
  } finally {
    await context.close();
    await request.dispose();
    site.stop();
  }
});
