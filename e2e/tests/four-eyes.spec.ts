import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { APPROVAL_MESSAGES, OCCUPATIONS, SALARY_RANGES } from '@arcvest/shared/rules';
import { png } from '../../api/test/png';
import { apiToken, bearer, dollars, me } from '../support/api';
import { checkPageAtBothWidths } from '../support/page-check';
import { E2E_PORT, startServer } from '../support/server';
import { signIn, signInThroughApi, signOut } from '../support/session';
import { confirmationCode, confirmedWithdraw, outboxMailbox, type Mailbox } from '../support/step-up';
import { signUpInvestor, INVESTOR_PASSWORD as PASSWORD } from '../support/sign-up';

/*
 * Four-eyes approval in the browser (issue 40), on a server of its own with FOUR_EYES=on (the
 * worker's server runs with it off): a finance officer asks to confirm a $2,000 withdrawal and
 * sees it waiting; the owner approves it from the Approvals page; the investor's history shows it
 * confirmed. Every run makes its own investor, so the test repeats on one server.
 */

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const WITHDRAWAL = 2_000_00;
const OUTBOX = path.join(os.tmpdir(), `arcvest-e2e-outbox-four-eyes-${E2E_PORT}-${Date.now()}`);

let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  server = await startServer(E2E_PORT + 3, { FOUR_EYES: 'on', OUTBOX_DIR: OUTBOX, ACCRUAL_INTERVAL_SECONDS: '0' });
});

test.afterAll(() => server?.stop());

/** An approval the owner gives through the API to what `finance` asked: the pending request's id from the 202. */
async function approvedByOwner(api: APIRequestContext, answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(answer.status(), await answer.text()).toBe(202);
  const { approval } = (await answer.json()) as { approval: { id: number } };
  const owner = await apiToken(api, 'admin');
  const approved = await api.post(`/api/approvals/${approval.id}/approve`, { headers: bearer(owner) });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A level-3 investor (email verified, identity accepted) with $2,500, the bonus asked by finance and approved by the owner. */
async function verifiedInvestorWithBalance(api: APIRequestContext, mailbox: Mailbox) {
  const { username, email, token, id } = await signUpInvestor(api, { prefix: 'f', session: true });

  expect((await api.post('/api/verify-email', { headers: bearer(token), data: { email } })).ok()).toBe(true);
  const otp = confirmationCode(await mailbox.next(email, /^Subject: .*email verification code/m));
  expect((await api.post('/api/verify-email-code', { headers: bearer(token), data: { email, otp } })).ok()).toBe(true);
  const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png(2) });
  const submitted = await api.post('/api/verify-identity', {
    headers: bearer(token),
    multipart: { ssn: 'CA-123-456', occupation: OCCUPATIONS[1], salary: SALARY_RANGES[2], dl_front: image('front.png'), dl_back: image('back.png') },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const owner = await apiToken(api, 'admin');
  const accepted = await api.post(`/api/accept-verified-identity/${id}`, { headers: bearer(owner) });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // On this server a bonus waits for a second person: finance asks, the owner approves.
  const finance = await apiToken(api, 'finance');
  await approvedByOwner(
    api,
    await api.post(`/api/give-bonus/${id}`, { headers: bearer(finance), data: { bonus: 2_500_00, reason: 'Four-eyes test balance' } }),
  );
  expect((await me(api, token)).wallet).toBe(2_500_00);
  return { username, email, token };
}

test('finance asks to confirm a $2,000 withdrawal and sees it waiting; the owner approves it from Approvals; the investor sees it confirmed', async ({
  page,
  playwright,
}) => {
  const origin = server.baseURL;
  const api = await playwright.request.newContext({ baseURL: origin });
  const mailbox = await outboxMailbox(OUTBOX);
  const investor = await verifiedInvestorWithBalance(api, mailbox);
  const requested = await confirmedWithdraw(api, investor.token, { amount: WITHDRAWAL, address: GOOD_BTC, payment_method: 'BTC' }, mailbox);
  expect(requested.status(), await requested.text()).toBe(201);
  const row = page
    .getByRole('button')
    .filter({ hasText: investor.username })
    .filter({ hasText: dollars(WITHDRAWAL) });

  await test.step('finance confirms it in the console: told first that it waits, then the row says so instead of Pending', async () => {
    await signIn(page, 'finance', undefined, origin);
    await page.goto(`${origin}/dashboard/admin/manage-withdrawals?status=pending`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage withdrawals' })).toBeVisible();
    await row.click();
    const details = page.getByRole('dialog', { name: 'Withdrawal details' });
    await expect(details.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await details.getByRole('button', { name: 'Confirm' }).click();
    const confirmStep = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(confirmStep).toContainText(`of ${dollars(WITHDRAWAL)} by ${investor.username}`);
    await expect(confirmStep).toContainText(APPROVAL_MESSAGES.needsSecondPerson);
    await confirmStep.getByRole('button', { name: 'Confirm withdrawal', exact: true }).click();
    await expect(page.getByText(APPROVAL_MESSAGES.waiting)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toContainText('Waiting for approval');
    await row.click();
    await expect(page.getByRole('dialog', { name: 'Withdrawal details' }).getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await signOut(page);
  });

  await test.step('the owner finds it on the Approvals page, counted in the menu, and approves it', async () => {
    await signIn(page, 'admin', undefined, origin);
    await page.goto(`${origin}/dashboard/admin`);
    const menuLink = page.getByRole('link', { name: /^Approvals\s*\d+ waiting$/ }).first();
    await expect(menuLink).toBeVisible();
    await menuLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const request = page.getByRole('article').filter({ hasText: `${investor.username}'s withdrawal` });
    await expect(request).toContainText('Confirm a withdrawal');
    await expect(request).toContainText('Asked by');
    await expect(request).toContainText('finance');
    await expect(request.getByText('Waiting for approval')).toBeVisible();
    await checkPageAtBothWidths(page, 'approvals-waiting');

    await request.getByRole('button', { name: 'Approve' }).click();
    const confirmStep = page.getByRole('dialog', { name: 'Approve request' });
    await expect(confirmStep).toContainText('asked by finance');
    await confirmStep.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(APPROVAL_MESSAGES.done)).toBeVisible();
    await expect(request).toHaveCount(0);

    await page.getByRole('radio', { name: 'Closed' }).check();
    const closed = page.getByRole('article').filter({ hasText: `${investor.username}'s withdrawal` });
    await expect(closed).toContainText('Approved and done');
    await expect(closed).toContainText('Approved by');

    await page.goto(`${origin}/dashboard/admin/staff`);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Staff' }).getByRole('link', { name: 'finance' })).toBeVisible();
    await checkPageAtBothWidths(page, 'staff-four-eyes');
  });

  await test.step("the investor's history shows the withdrawal confirmed", async () => {
    const investorContext = await page.context().browser()!.newContext();
    try {
      const investorPage = await investorContext.newPage();
      await signInThroughApi(investorPage, investor.username, PASSWORD, origin);
      await investorPage.goto(`${origin}/dashboard/transaction-history`);
      const entry = investorPage
        .getByRole('button')
        .filter({ hasText: 'Withdrawal' })
        .filter({ hasText: dollars(WITHDRAWAL) });
      await expect(entry.filter({ hasText: 'Confirmed' })).toHaveCount(1);
    } finally {
      await investorContext.close();
    }
  });
  await api.dispose();
});
