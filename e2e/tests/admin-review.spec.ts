import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, SQLITE_FILE } from '../support/server';
import { signIn, signInThroughApi } from '../support/session';
import { confirmedWithdraw, outboxMailbox } from '../support/step-up';
import { signUpInvestor } from '../support/sign-up';

/*
 * The admin reviews: an investor's withdrawal is rejected behind a confirm step, with a reason the
 * investor reads, and the money goes back to the wallet; the identity verification list finds an applicant by search. Each
 * run makes its own users, so the tests repeat on one server.
 */

/** A valid TRC20 address (base58check): USDT withdrawals go on TRC20. */
const REJECTION_REASON = 'This address belongs to an exchange that refuses USDT from us.';
const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SHOTS = '/tmp/shots-admin-review';

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function me(request: APIRequestContext, token: string) {
  return (await (await request.post('/api/me', { headers: bearer(token) })).json()) as { id: number; wallet: number };
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

function fact(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the admin rejects a withdrawal behind a confirm step with a reason; the investor reads it and gets the money back', async ({
      page,
      request,
      browser,
    }) => {
      const investor = await signUpInvestor(request, { prefix: 'wd', session: true });
      const admin = await tokenOf(request, 'admin', DEMO_PASSWORD);
      expect((await request.post(`/api/give-bonus/${investor.id}`, { headers: bearer(admin), data: { bonus: 300_00 } })).ok()).toBe(true);
      const withdraw = await confirmedWithdraw(
        request,
        investor.token,
        { amount: 120_50, address: TRC20_ADDRESS, payment_method: 'USDT', type: 'withdrawal' },
        await outboxMailbox(),
      );
      expect(withdraw.status(), await withdraw.text()).toBe(201);
      expect((await me(request, investor.token)).wallet).toBe(179_50);

      await signIn(page, 'admin');
      await page.goto('/dashboard/admin/manage-withdrawals');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage withdrawals' })).toBeVisible();
      await page.getByRole('radio', { name: 'Pending' }).check();
      await expect(page).toHaveURL(/status=pending/);
      const row = page.getByRole('button').filter({ hasText: investor.username });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('$120.50');
      await shoot(page, 'withdrawals');

      await row.click();
      const details = page.getByRole('dialog', { name: 'Withdrawal details' });
      await expect(fact(page, 'Coin')).toHaveText('Tether (USDT)');
      await expect(fact(page, 'Network')).toHaveText('Tron (TRC-20)');
      await expect(fact(page, 'Amount')).toHaveText('$120.50');
      await expect(fact(page, 'Address')).toContainText(TRC20_ADDRESS);
      await shoot(page, 'withdrawal-details');

      await details.getByRole('button', { name: 'Reject' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reject withdrawal' });
      await expect(confirm).toContainText(`Reject the withdrawal of $120.50 by ${investor.username} (user #${investor.id})?`);
      await expect(confirm).toContainText('The amount goes back to their balance.');
      const reason = confirm.getByRole('textbox', { name: 'Reason shown to the investor' });
      await expect(reason).toBeFocused();
      await reason.fill(REJECTION_REASON);
      await shoot(page, 'withdrawal-reject-confirm');
      await confirm.getByRole('button', { name: 'Reject withdrawal' }).click();
      await expect(page.getByText('Transaction rejected.')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(row).toHaveCount(0);

      expect((await me(request, investor.token)).wallet).toBe(300_00);
      await page.getByRole('radio', { name: 'Failed' }).check();
      await expect(page.getByRole('button').filter({ hasText: investor.username })).toContainText('Failed');

      // The investor's own browser: the notice says why, and so do the withdrawal's details in the history.
      const investorPage = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signInThroughApi(investorPage, investor.username, investor.password);
      await investorPage.goto('/dashboard/notifications');
      await expect(investorPage.getByText(`Your withdrawal of $120.50 in USDT was rejected: ${REJECTION_REASON.replace(/\.$/, '')}.`)).toBeVisible();
      await investorPage.goto('/dashboard/transaction-history');
      await investorPage.getByRole('button').filter({ hasText: 'Withdrawal' }).filter({ hasText: 'Failed' }).click();
      const history = investorPage.getByRole('dialog', { name: 'Transaction details' });
      await expect(history.locator('dt:text-is("Reason") + dd')).toHaveText(REJECTION_REASON);
      await shoot(investorPage, 'withdrawal-rejected-investor');
      await investorPage.context().close();
    });

    test('the identity verification list opens, searches on the server and leads to the applicant', async ({ page, request }) => {
      const applicant = await signUpInvestor(request, { prefix: 'idv', session: true });
      // Until the identity submission endpoint is merged, the applicant's submission is written
      // straight into the server's database (the server runs on this SQLite file).
      const db = new Database(SQLITE_FILE);
      try {
        db.prepare(
          `update users set email_verified = 1, level = 2, ssn = 'ES-12345678Z', occupation = 'Pilot', salary = '$50,000 - $100,000' where id = ?`,
        ).run(applicant.id);
      } finally {
        db.close();
      }

      await signIn(page, 'admin');
      await page.goto('/dashboard/admin/manage-identity-verification');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage ID verifications' })).toBeVisible();
      await expect(page.getByText(/^\d+ user\(s\) found\.$/)).toBeVisible();

      const search = page.getByRole('searchbox', { name: 'Search by username or email' });
      await search.fill(applicant.username.toUpperCase());
      await expect(page.getByText('1 user(s) found.')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`search=${applicant.username.toUpperCase()}`));
      const row = page.getByRole('link', { name: new RegExp(`^${applicant.username}`) });
      await expect(row).toContainText(`${applicant.username}@example.com`);
      await expect(row).toContainText('Level 2');
      await expect(row).toContainText('Pending');
      await shoot(page, 'identity-list');

      await search.fill(`nobody-${randomBytes(4).toString('hex')}`);
      await expect(page.getByText('No users match your search criteria.')).toBeVisible();
      await expect(page.getByText('0 user(s) found.')).toBeVisible();
      await shoot(page, 'identity-list-empty');

      await search.fill(applicant.username);
      await row.click();
      await expect(page.getByRole('heading', { level: 1, name: `Identity of ${applicant.username}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Identity' })).toContainText('ES-12345678Z');
      await expect(page.getByRole('region', { name: 'Account level' })).toContainText('waiting for review');
      await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
      await shoot(page, 'identity-detail');

      await page.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject identity' });
      await dialog.getByRole('button', { name: 'Reject identity' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please give the reason for the rejection.');
      await shoot(page, 'identity-reject-dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('link', { name: '← All applicants' }).click();
      await expect(page.getByText('1 user(s) found.')).toBeVisible();
    });
  });
}
