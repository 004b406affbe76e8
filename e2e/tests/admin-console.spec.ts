import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { OCCUPATIONS, SALARY_RANGES } from '@arcvest/shared/rules';
import type { AdminOverview } from '@arcvest/shared/schemas';
import { png } from '../../api/test/png';
import { startLocalSmtp, type LocalSmtp } from '../../api/test/smtp';
import { adjustWallet, apiToken, bearer, dollars } from '../support/api';
import { nextMailTo } from '../support/mail';
import { E2E_PORT, startServer } from '../support/server';
import { confirmStep, openUser } from '../support/admin';
import { signIn } from '../support/session';
import { confirmedWithdraw, smtpMailbox } from '../support/step-up';
import { signUpInvestor, type NewInvestorSession, INVESTOR_PASSWORD as PASSWORD } from '../support/sign-up';

/*
 * The admin console's whole journey (issue 10) on a server of its own (a database no other test
 * touches, no accrual timer, mail to a real local SMTP server): the admin works on seven fresh
 * users through the pages, each user sees the effect in their own browser or mailbox, and the
 * audit log and the overview then agree with what was done.
 */

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

type Overview = Pick<AdminOverview, 'pending' | 'totals'>;

/** Email verified with the emailed code, then identity documents submitted: waiting for review. */
async function applyForIdentity(api: APIRequestContext, smtp: LocalSmtp, person: NewInvestorSession) {
  expect((await api.post('/api/verify-email', { headers: bearer(person.token), data: { email: person.email } })).ok()).toBe(true);
  const otp = /is: (\d{6})/.exec((await nextMailTo(smtp, person.email)).body)?.[1];
  expect((await api.post('/api/verify-email-code', { headers: bearer(person.token), data: { email: person.email, otp } })).ok()).toBe(true);
  const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png(2) });
  const submitted = await api.post('/api/verify-identity', {
    headers: bearer(person.token),
    multipart: { ssn: 'CA-123-456', occupation: OCCUPATIONS[1], salary: SALARY_RANGES[2], dl_front: image('front.png'), dl_back: image('back.png') },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
}

/** A withdrawal confirmed with the code the server emails (docs/security.md#account-protection). */
async function withdraw(api: APIRequestContext, smtp: LocalSmtp, person: NewInvestorSession, amount: number) {
  const answer = await confirmedWithdraw(api, person.token, { amount, address: GOOD_BTC, payment_method: 'BTC' }, smtpMailbox(smtp));
  expect(answer.status(), await answer.text()).toBe(201);
}

async function overviewOf(api: APIRequestContext, adminToken: string): Promise<AdminOverview> {
  const answer = await api.get('/api/admin-overview', { headers: bearer(adminToken) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as AdminOverview;
}

/** A user's own browser, signed in. */
async function browserOf(browser: Browser, origin: string, person: NewInvestorSession): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, person.username, PASSWORD, origin);
  return page;
}

async function figure(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).locator('.overview-figure').textContent()) ?? '';
}

test('the admin console: money, messages, plans, reviews, roles, suspension and deletion, then the audit log and overview agree', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const smtp = await startLocalSmtp();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let api: APIRequestContext | undefined;
  try {
    server = await startServer(E2E_PORT + 4, { SMTP_URL: smtp.url, ACCRUAL_INTERVAL_SECONDS: '0' });
    const origin = server.baseURL;
    api = await playwrightRequest.newContext({ baseURL: origin });
    const adminToken = await apiToken(api, 'admin');

    // Seven fresh users, each set up through the API as a user would have got there.
    const [ivy, wes, ida, ian, pam, sue, dee] = await Promise.all(
      ['ivy', 'wes', 'ida', 'ian', 'pam', 'sue', 'dee'].map((role) =>
        signUpInvestor(api!, { prefix: role, firstname: role[0].toUpperCase() + role.slice(1), session: true }),
      ),
    );
    await adjustWallet(api, wes.id, [{ bonus: 1_000_00, reason: 'Setup' }]);
    await withdraw(api, smtp, wes, 100_00);
    await withdraw(api, smtp, wes, 200_00);
    await adjustWallet(api, dee.id, [{ bonus: 50_00, reason: 'Setup' }]);
    await applyForIdentity(api, smtp, ida);
    await applyForIdentity(api, smtp, ian);
    const before = await overviewOf(api, adminToken);
    const starter = ((await (await api.get('/api/plans')).json()) as { title: string; min_amount: number }[]).find((plan) => plan.title === 'Starter');
    if (!starter) throw new Error('the demo data has a Starter plan');

    const ivyPage = await browserOf(browser, origin, ivy);
    const wesPage = await browserOf(browser, origin, wes);
    const ianPage = await browserOf(browser, origin, ian);
    const pamPage = await browserOf(browser, origin, pam);
    const suePage = await browserOf(browser, origin, sue);
    await signIn(page, 'admin', undefined, origin);

    await test.step('finds a user by email, gives a bonus with a reason the user sees, and charges a fee', async () => {
      await openUser(page, ivy.email, ivy.username, origin);
      const bonus = page.getByRole('region', { name: 'Give bonus' });
      await bonus.getByLabel('Bonus in dollars').fill('25');
      await bonus.getByLabel('Reason (optional)').fill('Welcome gift');
      await bonus.getByRole('button', { name: 'Give bonus' }).click();
      await confirmStep(page, `Give $25.00 bonus to ${ivy.username}?`, 'Give bonus');
      await expect(page.getByRole('region', { name: 'Account balance' })).toContainText('$25.00');

      const fee = page.getByRole('region', { name: 'Charge fee' });
      await fee.getByLabel('Fee in dollars').fill('5.50');
      await fee.getByRole('button', { name: 'Charge fee' }).click();
      await confirmStep(page, `Charge $5.50 fee to ${ivy.username}?`, 'Charge fee');
      await expect(page.getByRole('region', { name: 'Account balance' })).toContainText('$19.50');

      await ivyPage.goto(`${origin}/dashboard/transaction-history`);
      await ivyPage.getByRole('button').filter({ hasText: 'Bonus' }).filter({ hasText: '$25.00' }).click();
      await expect(ivyPage.getByRole('dialog', { name: 'Transaction details' })).toContainText('ReasonWelcome gift');
    });

    await test.step("sets a display message the user's dashboard shows, and removes it", async () => {
      const card = page.getByRole('region', { name: 'Display message' });
      await card.getByLabel('Message').fill('Your plan statement is ready.');
      await card.getByRole('button', { name: 'Set message' }).click();
      await confirmStep(page, `Show this message on the dashboard of ${ivy.username}?`, 'Set message');
      await ivyPage.goto(`${origin}/dashboard`);
      const message = ivyPage.getByRole('main').getByRole('note');
      await expect(message).toHaveText('Your plan statement is ready.');

      await card.getByRole('button', { name: 'Delete' }).click();
      await confirmStep(page, 'Do you want to delete display message?', 'Delete message');
      await expect(card.getByLabel('Message')).toBeVisible();
      await ivyPage.reload();
      await expect(ivyPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(message).toHaveCount(0);
    });

    await test.step('buys a plan for the user: it has started at once', async () => {
      await page.getByRole('main').getByRole('link', { name: 'Buy plan', exact: true }).click();
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Starter plan' }) });
      await card.getByRole('button', { name: 'Buy plan' }).click();
      const modal = page.getByRole('dialog', { name: 'Buy the Starter plan' });
      await modal.getByLabel('Amount ($)').fill(String(starter.min_amount / 100));
      await modal.getByLabel('Coin').selectOption('BTC');
      await modal.getByRole('button', { name: 'Deposit' }).click();
      await confirmStep(page, `Buy the Starter plan for ${ivy.username} with a deposit of ${dollars(starter.min_amount)}`, 'Confirm deposit');
      await expect(page.getByRole('heading', { level: 1, name: `Active plans of ${ivy.username}` })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: 'Starter plan' })).toContainText(dollars(starter.min_amount));
    });

    await test.step("confirms one withdrawal and rejects another: the refund is in the user's wallet and both are emailed", async () => {
      await page.goto(`${origin}/dashboard/admin/manage-withdrawals?status=pending`);
      for (const [amount, decision, dialogName] of [
        ['$100.00', 'Confirm', 'Confirm withdrawal'],
        ['$200.00', 'Reject', 'Reject withdrawal'],
      ] as const) {
        await page.getByRole('button').filter({ hasText: wes.username }).filter({ hasText: amount }).click();
        await page.getByRole('dialog', { name: 'Withdrawal details' }).getByRole('button', { name: decision }).click();
        await confirmStep(page, `of ${amount} by ${wes.username}`, dialogName);
        await expect(page.getByRole('button').filter({ hasText: wes.username }).filter({ hasText: amount })).toHaveCount(0);
      }
      expect((await nextMailTo(smtp, wes.email)).headers).toContain('Subject: Your Arcvest withdrawal has been sent');
      expect((await nextMailTo(smtp, wes.email)).body).toContain('Your withdrawal of $200.00 in BTC was rejected. The amount is back in your wallet.');
      await wesPage.goto(`${origin}/dashboard/make-withdrawal`);
      await expect(wesPage.locator('dl > div').filter({ hasText: 'Available balance' }).getByRole('definition')).toHaveText('$900.00');
    });

    await test.step('accepts one identity and rejects another with a reason that user sees', async () => {
      await page.goto(`${origin}/dashboard/admin/manage-identity-verification?search=${ida.username}`);
      await page.getByRole('link', { name: new RegExp(`^${ida.username}`) }).click();
      await page.getByRole('button', { name: 'Accept' }).click();
      await confirmStep(page, `${ida.username} (user #${ida.id})`, 'Accept identity');
      await expect(page.getByRole('region', { name: 'Account level' })).toContainText('Level 3');
      expect((await nextMailTo(smtp, ida.email)).headers).toContain('Subject: Your Arcvest identity is verified');

      await page.goto(`${origin}/dashboard/admin/manage-identity-verification?search=${ian.username}`);
      await page.getByRole('link', { name: new RegExp(`^${ian.username}`) }).click();
      await page.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reject identity' });
      await dialog.getByLabel('Reason').fill('The photo of the back is blurred.');
      await dialog.getByRole('button', { name: 'Reject identity' }).click();
      await expect(dialog).toHaveCount(0);
      expect((await nextMailTo(smtp, ian.email)).body).toContain('The photo of the back is blurred.');
      await ianPage.goto(`${origin}/dashboard/profile`);
      await expect(ianPage.getByRole('article', { name: 'Account level' }).locator('blockquote')).toHaveText('The photo of the back is blurred.');
    });

    await test.step('promotes a user: their open session shows the admin menu on reload', async () => {
      await expect(pamPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('heading', { name: 'Admin' })).toHaveCount(0);
      await openUser(page, pam.username, pam.username, origin);
      await page.getByRole('button', { name: 'Make admin' }).click();
      await confirmStep(page, pam.username, 'Make admin');
      await expect(page.getByText(`${pam.username} is now an admin.`)).toBeVisible();
      await pamPage.reload();
      await expect(pamPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage users' })).toBeVisible();
    });

    await test.step('suspends a user: their open session is refused at once, and they are told by email', async () => {
      await openUser(page, sue.username, sue.username, origin);
      await page.getByRole('button', { name: 'Suspend user' }).click();
      await confirmStep(page, `Suspend ${sue.username}?`, 'Suspend');
      await expect(page.getByText(`${sue.username} is suspended.`)).toBeVisible();
      await suePage.goto(`${origin}/dashboard/transaction-history`);
      await expect(suePage).toHaveURL(/\/login$/);
      expect((await nextMailTo(smtp, sue.email)).headers).toContain('Subject: Your Arcvest account is suspended');
    });

    await test.step('deletes a user: personal data gone, money records kept', async () => {
      await openUser(page, dee.username, dee.username, origin);
      await page.getByRole('button', { name: 'Delete user' }).click();
      await confirmStep(page, `Do you want to permanently delete the account of ${dee.username} from the database?`, 'Delete user');
      await expect(page.getByText(`The account of ${dee.username} was deleted.`)).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Search by username or email' });
      await search.fill(dee.username);
      await expect(page.getByText('0 user(s) found.')).toBeVisible();
      await search.fill(`deleted-${dee.id}@`);
      await expect(page.getByRole('listitem').filter({ hasText: `deleted-${dee.id}` })).toContainText('Deleted');
      expect((await api!.post('/api/login', { data: { username: dee.email, password: PASSWORD } })).status()).toBe(401);
    });

    await test.step('the audit log lists each action in order, with who and whom', async () => {
      await page.goto(`${origin}/dashboard/admin/audit-log`);
      const rows = page.getByRole('row');
      const expected: [string, string | RegExp][] = [
        ['User deleted', `deleted-${dee.id}`],
        ['User suspended', sue.username],
        ['Role changed', pam.username],
        ['Identity rejected', ian.username],
        ['Identity accepted', ida.username],
        ['Transaction rejected', new RegExp(`^${wes.username} \\(transaction #\\d+\\)$`)],
        ['Transaction confirmed', new RegExp(`^${wes.username} \\(transaction #\\d+\\)$`)],
        ['Plan bought for a user', ivy.username],
        ['Display message removed', ivy.username],
        ['Display message set', ivy.username],
        ['Fee charged', ivy.username],
        ['Bonus given', ivy.username],
      ];
      for (const [index, [action, whom]] of expected.entries()) {
        const cells = rows.nth(index + 1).getByRole('cell');
        await expect(cells.nth(1)).toHaveText('admin');
        await expect(cells.nth(2)).toHaveText(action);
        await expect(cells.nth(3)).toHaveText(whom);
      }
      await expect(rows.nth(1).getByRole('cell').nth(4)).toContainText('$50.00');
      await expect(rows.nth(12).getByRole('cell').nth(4)).toContainText('Reason: Welcome gift');
    });

    await test.step("the overview's counts and totals match what was done", async () => {
      await page.goto(`${origin}/dashboard/admin`);
      await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
      // The sections show at once; the figures once the overview has come.
      await expect(page.getByText(/Loading the overview/)).toHaveCount(0);
      const expected: Overview = {
        pending: {
          deposits: before.pending.deposits,
          withdrawals: before.pending.withdrawals - 2,
          identity: before.pending.identity - 2,
          payments: before.pending.payments,
          approvals: 0,
        },
        totals: {
          deposits: before.totals.deposits + starter.min_amount,
          withdrawals: before.totals.withdrawals + 100_00,
          earnings: before.totals.earnings,
          // Bonus and fee, and the rejected withdrawal's refund; the deleted user's wallet stays owed.
          wallets: before.totals.wallets + 25_00 - 5_50 + 200_00,
          // The Starter plan bought for Ivy runs: its capital is owed too.
          capital: before.totals.capital + starter.min_amount,
          owed: before.totals.owed + 25_00 - 5_50 + 200_00 + starter.min_amount,
        },
      };
      expect(await overviewOf(api!, adminToken)).toMatchObject(expected);
      for (const key of ['deposits', 'withdrawals', 'identity'] as const) expect(await figure(page, `pending-${key}`)).toBe(String(expected.pending[key]));
      for (const key of ['deposits', 'withdrawals', 'earnings', 'wallets', 'capital', 'owed'] as const)
        expect(await figure(page, `total-${key}`)).toBe(dollars(expected.totals[key]));
    });
  } finally {
    await api?.dispose();
    server?.stop();
    await smtp.close();
  }
});
