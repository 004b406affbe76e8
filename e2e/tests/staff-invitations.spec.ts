import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startLocalSmtp, type LocalSmtp } from '../../api/test/smtp';
import { checkPageAtBothWidths } from '../support/page-check';
import { E2E_PORT, startServer } from '../support/server';
import { signInThroughApi } from '../support/session';
import { smtpMailbox, type Mailbox } from '../support/step-up';

/*
 * Staff invitations in the browser (issue 40), on a server of its own with mail to a local SMTP
 * server: the demo owner invites an address as finance from the Staff page, and the link the
 * email carries, opened in another browser, creates the account and opens the admin console.
 */

const PASSWORD = 'correct horse battery';

let smtp: LocalSmtp;
let server: Awaited<ReturnType<typeof startServer>>;
let mailbox: Mailbox;

test.beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startServer(E2E_PORT + 6, { SMTP_URL: smtp.url });
  mailbox = smtpMailbox(smtp);
});

test.afterAll(async () => {
  server?.stop();
  await smtp?.close();
});

test('the owner invites an address as finance; the emailed link, opened elsewhere, creates the account and lands on the admin console', async ({
  page,
  browser,
}) => {
  const origin = server.baseURL;
  const username = `s${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;

  await test.step('the owner invites the address from the Staff page', async () => {
    await signInThroughApi(page, 'admin', undefined, origin);
    await page.goto(`${origin}/dashboard/admin`);
    await page.getByRole('link', { name: 'Staff', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Invite staff' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption({ label: 'Finance' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText(/Finance · Pending until/);
    await checkPageAtBothWidths(page, 'staff');
  });

  const mail = await mailbox.next(email, /invit/i);
  const link = /\S*\/accept-invitation\?token=[^\s"<>]+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();
  const { pathname, search } = new URL(link!);

  await test.step('the invitee opens the link in another browser, fills in their details and lands signed in on the console', async () => {
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(`${origin}${pathname}${search}`);
      await expect(other.getByText(`You are invited to join as Finance (${email}).`, { exact: false })).toBeVisible();
      await checkPageAtBothWidths(other, 'accept-invitation');
      await other.getByLabel('First name').fill('Fiona');
      await other.getByLabel('Last name').fill('Nance');
      await other.getByLabel('Username').fill(username);
      await other.getByLabel('Date of birth').fill('1990-02-02');
      await other.getByLabel('Gender').selectOption('female');
      await other.getByLabel('Country').selectOption('Canada');
      await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await other.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await other.getByRole('button', { name: 'Create my staff account' }).click();
      await expect(other).toHaveURL(/\/dashboard\/admin$/);
      await expect(other.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

      // Once only: the same link again says it is no longer valid.
      const again = await elsewhere.newPage();
      await again.goto(`${origin}${pathname}${search}`);
      await expect(again.getByRole('alert')).toHaveText(/This invitation link is invalid/);
    } finally {
      await elsewhere.close();
    }
  });

  await test.step('the owner sees the invitation accepted and the new admin among the staff', async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Invitations' }).getByRole('listitem').filter({ hasText: email })).toContainText('Accepted');
    await expect(page.getByRole('region', { name: 'Staff' }).getByRole('link', { name: username })).toBeVisible();
  });
});
