import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { bearer } from '../support/api';
import { checkPageAtBothWidths } from '../support/page-check';
import { signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD, signUpInvestor } from '../support/sign-up';

/*
 * The support desk end to end (docs/support.md): an investor asks about a deposit from its details,
 * with a screenshot; an admin, in a browser of their own, finds it in the queue, adds an internal
 * note and answers; the investor's open thread and bell show the answer without a reload, and the
 * thread never the note. Each run
 * makes its own investor, so the test repeats on one server. The thread pages and the queue are
 * checked with axe in both themes at both widths (screenshots with E2E_SCREENSHOTS=1).
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test('an investor asks about a deposit with an image; an admin answers with an internal note; the investor sees the answer only', async ({
  page,
  browser,
  request,
}) => {
  // A USDT deposit paid by hand: it waits for an admin, the case an investor asks about.
  const investor = await signUpInvestor(request, { prefix: 'help', session: true });
  const plans = (await (await request.get('/api/plans')).json()) as { id: number; min_amount: number }[];
  const deposited = await request.post('/api/deposit', {
    headers: bearer(investor.token),
    data: {
      plan_id: plans[0].id,
      amount: plans[0].min_amount,
      payment_method: 'USDT',
      type: 'deposit',
      transaction_id: randomBytes(32).toString('hex'),
      disclosure_accepted: true,
    },
  });
  expect(deposited.status(), await deposited.text()).toBe(201);
  const subject = `Deposit question ${investor.username}`;

  await signInThroughApi(page, investor.username, INVESTOR_PASSWORD);
  await page.goto('/dashboard/transaction-history');
  await page.getByRole('button', { name: /^Deposit .*Pending$/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Get help with this transaction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New support request' })).toBeVisible();
  await expect(page.getByText(/About transaction #\d+/)).toBeVisible();
  await expect(page.getByLabel('What is it about?')).toHaveValue('deposit');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('I paid in USDT yesterday and the deposit is still pending.');
  await page.getByLabel('Attachments (optional)').setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('deposit.png');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  const threadUrl = page.url();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // What the investor's sign-up and deposit already told them, to count the reply on top.
  const { unread: unreadBefore } = (await (await request.get('/api/notifications', { headers: bearer(investor.token) })).json()) as { unread: number };

  const staff = await browser.newContext();
  try {
    const admin = await staff.newPage();
    await signInThroughApi(admin, 'admin');
    await admin.goto('/dashboard/admin');
    await admin.getByRole('navigation').getByRole('link', { name: 'Support', exact: true }).first().click();
    await admin.getByLabel('Category').selectOption('deposit');
    const item = admin.getByRole('listitem').filter({ has: admin.getByRole('link', { name: subject }) });
    await expect(item).toContainText('Unassigned');
    await item.getByRole('button', { name: `Assign “${subject}” to me` }).click();
    await expect(item).toContainText('Assigned to admin');
    await item.getByRole('link', { name: subject }).click();
    await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Download deposit.png' })).toBeVisible();
    await expect(admin.getByRole('complementary', { name: `${investor.username}’s recent history` })).toContainText('deposit (USDT), pending');

    await admin.getByLabel('Note for staff').fill('Checked the chain: the payment is there.');
    await admin.getByRole('button', { name: 'Add internal note' }).click();
    await expect(admin.locator('.support-message-internal')).toContainText('Checked the chain');
    await admin.getByLabel('Reply', { exact: true }).fill('We found your payment: the deposit is confirmed within a day.');
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText('Answered', { exact: true })).toBeVisible();
    // The investor's open thread and bell hear of it through the event stream, without a reload.
    await expect(page.getByText('We found your payment: the deposit is confirmed within a day.')).toBeVisible();
    await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
    await bell.click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Support replied');
    await page.keyboard.press('Escape');
    await checkPageAtBothWidths(admin, 'support-request');
    await admin.goto('/dashboard/admin/support');
    await expect(admin.getByRole('link', { name: subject })).toBeVisible();
    await checkPageAtBothWidths(admin, 'support-queue');
  } finally {
    await staff.close();
  }

  await page.goto(threadUrl);
  await expect(page.getByText('We found your payment: the deposit is confirmed within a day.')).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByText('Checked the chain')).toHaveCount(0);
  await checkPageAtBothWidths(page, 'help-thread');
  await page.goto('/dashboard/help');
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  await checkPageAtBothWidths(page, 'help-list');
});
