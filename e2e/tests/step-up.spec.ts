import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startLocalSmtp, type LocalSmtp } from '../../api/test/smtp';
import { adjustWallet, bearer, me } from '../support/api';
import { checkPageAtBothWidths } from '../support/page-check';
import { E2E_PORT, startServer } from '../support/server';
import { signIn, signInThroughApi } from '../support/session';
import { openUser } from '../support/admin';
import { confirmationCode, smtpMailbox, WITHDRAWAL_CONFIRMATION, type Mailbox } from '../support/step-up';
import { signUpInvestor, INVESTOR_PASSWORD as PASSWORD } from '../support/sign-up';

/*
 * Account protection in the browser (issue 39), on a server of its own with mail to a local SMTP
 * server: a withdrawal confirmed with the code its email carries, the hold after a password
 * change, and the freeze link of a security email ending a stolen session.
 */

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let smtp: LocalSmtp;
let server: Awaited<ReturnType<typeof startServer>>;
let api: APIRequestContext;
let mailbox: Mailbox;

test.beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startServer(E2E_PORT + 5, { SMTP_URL: smtp.url, ACCRUAL_INTERVAL_SECONDS: '0' });
  api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  mailbox = smtpMailbox(smtp);
});

test.afterAll(async () => {
  await api?.dispose();
  server?.stop();
  await smtp?.close();
});

/** A fresh investor with $500 from an admin bonus. */
async function investor() {
  const { username, email, token, id } = await signUpInvestor(api, { prefix: 'p', session: true });
  await adjustWallet(api, id, [{ bonus: 500_00, reason: 'Setup' }]);
  return { username, email, token, id };
}

test('an investor withdraws, confirming in the review sheet with the code from the email', async ({ page }) => {
  const petra = await investor();
  const origin = server.baseURL;
  await signInThroughApi(page, petra.username, PASSWORD, origin);
  await page.goto(`${origin}/dashboard/make-withdrawal`);
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await form.getByLabel('Amount ($)').fill('100');
  await form.getByLabel('Payment option').selectOption('Bitcoin');
  await form.getByLabel('Address', { exact: true }).fill(GOOD_BTC);
  await form.getByRole('button', { name: 'Proceed' }).click();

  const sheet = page.getByRole('dialog', { name: 'Review your withdrawal' });
  await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const code = sheet.getByLabel('Code from the email');
  await expect(code).toBeFocused();
  await expect(sheet.getByRole('status')).toHaveText('We sent a code to your email. It is valid for 10 minutes.');
  const summary = `Withdraw $100.00 in BTC on the Bitcoin network to ${GOOD_BTC}`;
  await expect(sheet.getByText(summary)).toBeVisible();
  // On a phone the code field and the confirm button are on screen without scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(code).toBeInViewport();
  await expect(sheet.getByRole('button', { name: 'Confirm withdrawal' })).toBeInViewport();
  await checkPageAtBothWidths(page, 'withdrawal-step-up');
  await code.focus();

  const mail = await mailbox.next(petra.email, WITHDRAWAL_CONFIRMATION);
  expect(mail.body).toContain(summary);
  const right = confirmationCode(mail);

  await test.step('a wrong code is said under the field, focused, and nothing is withdrawn', async () => {
    await code.fill(right === '000000' ? '111111' : '000000');
    await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('The confirmation code is wrong. Check it and try again.');
    await expect(code).toBeFocused();
    expect((await me(api, petra.token)).wallet).toBe(500_00);
  });

  await test.step('the right code withdraws and opens the history', async () => {
    await code.fill(right);
    await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
    await expect(page.getByText('Withdrawal requested', { exact: false }).first()).toBeVisible();
    expect((await me(api, petra.token)).wallet).toBe(400_00);
  });
});

test('after a password change the withdrawal page says the hold and its end, and Proceed is off', async ({ page }) => {
  const petra = await investor();
  const origin = server.baseURL;
  const changed = await api.post('/api/change-password', {
    headers: bearer(petra.token),
    data: { current_password: PASSWORD, password: 'another long passphrase 42', password_confirmation: 'another long passphrase 42' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await signInThroughApi(page, petra.username, 'another long passphrase 42', origin);
  await page.goto(`${origin}/dashboard/make-withdrawal`);
  const notice = page.getByText(
    /^For your security, withdrawals and new withdrawal addresses are on hold until .+ after a recent change to how you sign in\.$/,
  );
  await expect(notice).toBeVisible();
  const proceed = page.getByRole('form', { name: 'Withdrawal' }).getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await expect(proceed).toHaveAccessibleDescription((await notice.textContent()) ?? '');
  await expect(page.getByRole('region', { name: 'Saved addresses' }).getByRole('button', { name: 'Save address' })).toBeDisabled();
  await checkPageAtBothWidths(page, 'withdrawal-held');
  // The security page says it too.
  await page.goto(`${origin}/dashboard/profile/security`);
  await expect(page.getByText(/^For your security, withdrawals and new withdrawal addresses are on hold until /)).toBeVisible();
});

test('the security page: anti-phishing code set after confirming it is you, and the freeze card; the admin unfreezes after an identity check', async ({
  page,
  browser,
}) => {
  const petra = await investor();
  const origin = server.baseURL;
  await signInThroughApi(page, petra.username, PASSWORD, origin);
  await page.goto(`${origin}/dashboard/profile/security`);
  const antiPhishing = page.getByRole('article', { name: 'Anti-phishing code' });
  await expect(antiPhishing.getByText('not set')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Freeze my account' })).toBeVisible();
  await checkPageAtBothWidths(page, 'security-protection-cards');

  await test.step('past the re-authentication window the change asks for the password, then goes through', async () => {
    // The sign-in just now counts as a re-authentication; the server's refusal after five minutes is played here once.
    let refused = false;
    await page.route('**/api/anti-phishing-code', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 403,
        json: {
          message: 'For your security, confirm it is you: enter your password, an authenticator code or use a passkey.',
          error: 'reauthentication_required',
        },
      });
    });
    await antiPhishing.getByLabel('Anti-phishing code', { exact: true }).fill('blue otter 7');
    await antiPhishing.getByRole('button', { name: 'Set code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await checkPageAtBothWidths(page, 'reauthenticate-dialog');
    await dialog.getByLabel('Password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your anti-phishing code is saved. It will appear at the top of every email from us.')).toBeVisible();
    await expect(antiPhishing.getByText(/^b…7 \(12 characters\)$/)).toBeVisible();
  });

  await test.step('freezing asks first, naming the consequence; then the sign-in page says the account is frozen', async () => {
    await page.getByRole('article', { name: 'Freeze my account' }).getByRole('button', { name: 'Freeze my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Freeze your account' });
    await expect(confirm).toContainText('You are signed out everywhere, including here');
    await confirm.getByRole('button', { name: 'Freeze my account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your account is frozen. Every session has been signed out.' })).toBeVisible();
    expect((await api.post('/api/me', { headers: bearer(petra.token) })).status()).toBe(401);
  });

  await test.step('an admin finds them under Frozen and unfreezes them after saying how they checked who it is', async () => {
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin', undefined, origin);
      await admin.goto(`${origin}/dashboard/admin/manage-users?status=frozen`);
      await expect(admin.getByRole('link', { name: new RegExp(`^${petra.username}`) })).toContainText('Frozen');
      await openUser(admin, petra.username, petra.username, origin);
      const standing = admin.getByRole('region', { name: 'Other information' });
      await expect(standing.getByText(/^Frozen since /)).toBeVisible();
      await standing.getByRole('button', { name: 'Unfreeze' }).click();
      const form = admin.getByRole('dialog', { name: `Unfreeze ${petra.username}` });
      await form.getByLabel('Reason').fill('The owner froze it by mistake.');
      await form.getByLabel('How did you check their identity?').fill('Video call with the ID document on file.');
      await checkPageAtBothWidths(admin, 'admin-unfreeze-dialog');
      await form.getByRole('button', { name: 'Continue' }).click();
      const confirm = admin.getByRole('dialog', { name: 'Unfreeze account' });
      await expect(confirm).toContainText(`Unfreeze the account of ${petra.username}?`);
      await confirm.getByRole('button', { name: 'Unfreeze' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(standing.getByText('Not frozen')).toBeVisible();
      await expect(standing.getByRole('button', { name: 'Unfreeze' })).toHaveCount(0);
    } finally {
      await adminContext.close();
    }
    expect((await api.post('/api/login', { data: { username: petra.username, password: PASSWORD } })).status()).toBe(200);
  });
});

test("the freeze link of a security email, opened elsewhere, ends the investor's session, and their sign-in then says the account is frozen", async ({
  page,
  browser,
}) => {
  const petra = await investor();
  const origin = server.baseURL;
  await signInThroughApi(page, petra.username, PASSWORD, origin);
  await page.goto(`${origin}/dashboard/make-withdrawal`);
  await expect(page.getByRole('heading', { level: 1, name: 'Make withdrawal' })).toBeVisible();

  // A withdrawal someone else asked for: its email carries the "This wasn't me" link.
  const started = await api.post('/api/step-up', {
    headers: bearer(petra.token),
    data: { purpose: 'withdrawal', details: { amount: 50_00, payment_method: 'BTC', address: GOOD_BTC } },
  });
  expect(started.status()).toBe(201);
  const mail = await mailbox.next(petra.email, WITHDRAWAL_CONFIRMATION);
  const link = /\S*\/freeze-account\?token=\S+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();
  const { pathname, search } = new URL(link!);

  await test.step('the link, opened in another browser, freezes the account with one button', async () => {
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(`${origin}${pathname}${search}`);
      await expect(other.getByRole('heading', { level: 1, name: "This wasn't me: freeze my account" })).toBeVisible();
      await checkPageAtBothWidths(other, 'freeze-link');
      await other.getByRole('button', { name: 'Freeze my account' }).click();
      await expect(other.getByRole('status')).toHaveText(/frozen/i);
      await expect(other.getByRole('button', { name: 'Freeze my account' })).toHaveCount(0);
      // Once only: the same link again says it is no longer valid.
      await other.goto(`${origin}${pathname}${search}`);
      await other.getByRole('button', { name: 'Freeze my account' }).click();
      await expect(other.getByRole('alert')).toHaveText(/This link is invalid, already used or expired/);
    } finally {
      await elsewhere.close();
    }
  });

  await test.step("the investor's next navigation lands on the sign-in page", async () => {
    await page.getByRole('link', { name: 'Transaction history' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('signing in says the account is frozen and how to get help', async () => {
    await page.getByLabel('Username or email').fill(petra.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      /^This account is frozen to protect it\. To unfreeze it, write to .+: we will check your identity first\.$/,
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});
