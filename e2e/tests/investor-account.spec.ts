import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { startLocalSmtp, type LocalSmtp } from '../../api/test/smtp';
import { adjustWallet, apiToken, bearer, me } from '../support/api';
import { asShown, downloadCsv, loadWholeHistory, shownRows } from '../support/history';
import { nextMailTo } from '../support/mail';
import { confirmInSheet, smtpMailbox } from '../support/step-up';
import { E2E_PORT, startServer } from '../support/server';
import { signIn } from '../support/session';
import { signUpInvestor, INVESTOR_PASSWORD as PASSWORD } from '../support/sign-up';

/*
 * The investor's whole account journey (issue 9) on a server of its own whose mail goes to a
 * real local SMTP server: sign up, hit the level-1 limit, verify the email with the emailed
 * code, withdraw, submit identity with two real images, be accepted by an admin, withdraw
 * beyond the level-2 limit, edit profile and contact, and export the history.
 */

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The same address with its last character changed: the bech32 checksum fails. */
const BROKEN_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp';

function fact(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

async function withdraw(page: Page, dollars: string, address: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Make withdrawal' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make withdrawal' })).toBeVisible();
  await page.getByLabel('Amount ($)').fill(dollars);
  await page.getByLabel('Payment option').selectOption('Bitcoin');
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByRole('button', { name: 'Proceed' }).click();
}

/** Proceed opened the review sheet: its Confirm and the emailed code send the withdrawal, which is accepted. */
async function expectAccepted(page: Page, dollarsShown: string, smtp: LocalSmtp, email: string) {
  await confirmInSheet(page.getByRole('dialog', { name: 'Review your withdrawal' }), 'Confirm withdrawal', smtpMailbox(smtp), email);
  await expect(page.getByText('Withdrawal requested. It will be processed shortly.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
  const entry = page.getByRole('button').filter({ hasText: 'Withdrawal' }).filter({ hasText: dollarsShown });
  await expect(entry.filter({ hasText: 'Pending' })).toHaveCount(1);
}

async function openProfile(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  return page.getByRole('article', { name: 'Account level' });
}

async function verifyEmail(page: Page, smtp: LocalSmtp, email: string) {
  const level = await openProfile(page);
  await level.getByRole('link', { name: 'Verify email address' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page).toHaveURL(/\/verify-email-address\/confirm-code$/);

  const mail = await nextMailTo(smtp, email);
  const code = /is: (\d{6})/.exec(mail.body)?.[1];
  expect(code, mail.body).toMatch(/^\d{6}$/);

  await page.getByLabel('Code', { exact: true }).fill(code!);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email verified successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(level.getByText(/You are at/)).toHaveText('You are at level 2.');
}

async function submitIdentity(page: Page) {
  // Two real images: a PNG and a JPEG screenshot of the page itself.
  const front = await page.screenshot({ type: 'png' });
  const back = await page.screenshot({ type: 'jpeg', quality: 60 });
  await (await openProfile(page)).getByRole('link', { name: 'Verify identity' }).click();
  await page.getByLabel('National identification number').fill('QQ 12 34 56 C');
  await page.getByLabel('Driver’s license (front)').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: front });
  await page.getByLabel('Driver’s license (back)').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: back });
  await expect(page.getByRole('img', { name: 'Preview of the driver’s license (front)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the driver’s license (back)' })).toBeVisible();
  await page.getByLabel('Occupation').selectOption('Engineer');
  await page.getByLabel('Salary range').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your documents were submitted and are under review.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText('Your identity documents are under review.')).toBeVisible();
}

test('an investor verifies email and identity, withdraws within each level, edits profile and contact, and exports the history', async ({ page }) => {
  test.setTimeout(180_000);
  const smtp = await startLocalSmtp();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let api: APIRequestContext | undefined;
  try {
    server = await startServer(E2E_PORT + 2, { SMTP_URL: smtp.url });
    const origin = server.baseURL;
    api = await playwrightRequest.newContext({ baseURL: origin });
    // Nora Quist: the profile step changes her first name only.
    const { username, email } = await signUpInvestor(page, { prefix: 'n', origin, firstname: 'Nora', lastname: 'Quist', country: 'United Kingdom' });
    await signIn(page, username, PASSWORD, origin);
    const token = await apiToken(api, username, PASSWORD);
    const { id } = await me(api, token);
    await adjustWallet(api, id, [{ bonus: 2_500_00, reason: 'Welcome bonus' }]);
    await page.reload();

    await test.step('level 1: $600 is refused with the spec message', async () => {
      await withdraw(page, '600', GOOD_BTC);
      await expect(page.getByRole('alert').filter({ hasText: 'Please verify your email address to withdraw more than $500.' })).toBeVisible();
      expect((await me(api!, token)).wallet).toBe(2_500_00);
    });

    await test.step('the emailed code verifies the address: level 2', () => verifyEmail(page, smtp, email));

    await test.step('level 2: a mistyped address is refused, then $600 to a valid one is accepted at once', async () => {
      await withdraw(page, '600', BROKEN_BTC);
      await expect(page.getByRole('alert').filter({ hasText: 'This is not a valid Bitcoin address.' })).toBeVisible();
      await page.getByLabel('Address', { exact: true }).fill(GOOD_BTC);
      await page.getByRole('button', { name: 'Proceed' }).click();
      await expectAccepted(page, '$600.00', smtp, email);
      expect((await me(api!, token)).wallet).toBe(1_900_00);
      await page.getByRole('navigation').getByRole('link', { name: 'Make withdrawal' }).first().click();
      await expect(fact(page, 'Available balance')).toHaveText('$1,900.00');
    });

    await test.step('identity with two real images, then under review', () => submitIdentity(page));

    await test.step('an admin accepts (through the API): level 3, and $1,200 goes through', async () => {
      const admin = await apiToken(api!, 'admin');
      const accepted = await api!.post(`/api/accept-verified-identity/${id}`, { headers: bearer(admin) });
      expect(accepted.status(), await accepted.text()).toBe(200);
      await page.reload();
      await expect((await openProfile(page)).getByText(/You are at/)).toHaveText('You are at level 3.');
      await withdraw(page, '1200', GOOD_BTC);
      await expectAccepted(page, '$1,200.00', smtp, email);
      expect((await me(api!, token)).wallet).toBe(700_00);
    });

    await test.step('edit profile and contact (a UK dial code)', async () => {
      await openProfile(page);
      await page.getByRole('article', { name: 'Profile information' }).getByRole('link', { name: 'Edit profile' }).click();
      await page.getByLabel('First name').fill('Eleanor');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Profile updated successfully.')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/profile$/);
      await expect(page.getByRole('article', { name: 'Profile information' }).getByRole('definition').first()).toHaveText('Eleanor Quist');

      await page.getByRole('link', { name: 'Edit contact information' }).click();
      await expect(page.getByLabel('Country code')).toHaveValue('US');
      await page.getByLabel('Country code').selectOption('GB');
      await page.getByLabel('Number').fill('020 7946 0018');
      await page.getByLabel('Address', { exact: true }).fill('221B Baker Street, London');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Contact information updated successfully.')).toBeVisible();
      const contact = page.getByRole('article', { name: 'Contact information' });
      await expect(contact.getByText('+44 20 7946 0018')).toBeVisible();
      await expect(contact.getByText('221B Baker Street, London')).toBeVisible();
    });

    await test.step('the CSV download matches the history', async () => {
      await page.getByRole('navigation').getByRole('link', { name: 'Transaction history' }).first().click();
      await loadWholeHistory(page);
      const { rows } = await downloadCsv(page, 'Download CSV of all transactions');
      const [, ...entries] = rows;
      expect(entries.map(([, type, , amount]) => [type, asShown(amount)])).toEqual(await shownRows(page));
      expect(entries.map(([, type, status, amount]) => [type, status, amount])).toEqual([
        ['Withdrawal', 'Pending', '-1200.00'],
        ['Withdrawal', 'Pending', '-600.00'],
        ['Bonus', 'Confirmed', '+2500.00'],
      ]);
    });
  } finally {
    await api?.dispose();
    server?.stop();
    await smtp.close();
  }
});
