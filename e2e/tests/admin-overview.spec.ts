import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/server';
import { signIn } from '../support/session';
import { confirmedWithdraw, outboxMailbox } from '../support/step-up';
import { signUpInvestor } from '../support/sign-up';

/*
 * The demo admin's overview and audit log. Every run makes its own investor and compares the
 * figures before and after what it did, so the tests repeat on one shared demo database.
 */

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SHOTS = '/tmp/shots-admin-overview';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A new investor (signed up through the API), the demo admin's token, and what they can do. */
async function freshInvestor(request: APIRequestContext) {
  const { username, token, id } = await signUpInvestor(request, { prefix: 'a', session: true });
  const admin = await tokenOf(request, 'admin', DEMO_PASSWORD);
  const giveBonus = async (bonus: number, reason: string) =>
    expect((await request.post(`/api/give-bonus/${id}`, { headers: bearer(admin), data: { bonus, reason } })).ok()).toBe(true);
  /** Requests a withdrawal and answers its transaction id. */
  const withdraw = async (amount: number) => {
    // Confirmed with the code the server emails (to the worker server's outbox).
    const answer = await confirmedWithdraw(request, token, { amount, address: GOOD_BTC, payment_method: 'BTC' }, await outboxMailbox());
    expect(answer.status(), await answer.text()).toBe(201);
    const history = (await (await request.get('/api/transactions?limit=1', { headers: bearer(token) })).json()) as { items: { id: number }[] };
    return history.items[0].id;
  };
  const confirm = async (transactionId: number) =>
    expect((await request.post(`/api/confirm-transaction/${transactionId}`, { headers: bearer(admin) })).ok()).toBe(true);
  return { id, username, giveBonus, withdraw, confirm };
}

/** The number a figure shows: '12' or '$1,234.56' (in cents). */
async function figureOf(card: Locator): Promise<number> {
  const text = (await card.locator('.overview-figure').textContent()) ?? '';
  return text.startsWith('$') ? Math.round(Number(text.replace(/[$,]/g, '')) * 100) : Number(text);
}

/** The overview with its figures in: its sections and labels show before the overview comes. */
async function overviewShown(page: Page) {
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await expect(page.getByText(/Loading the overview/)).toHaveCount(0);
}

async function openOverview(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Overview' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await overviewShown(page);
}

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('the admin overview links its counts, and a new withdrawal shows in the count, the total and the chart', async ({ page, request }) => {
  await signIn(page, 'admin');
  await openOverview(page);

  const pending = (key: string) => page.getByTestId(`pending-${key}`);
  await expect(pending('deposits')).toHaveAttribute('href', '/dashboard/admin/manage-deposits?status=pending');
  await expect(pending('withdrawals')).toHaveAttribute('href', '/dashboard/admin/manage-withdrawals');
  await expect(pending('identity')).toHaveAttribute('href', '/dashboard/admin/manage-identity-verification');
  await expect(pending('payments')).toHaveAttribute('href', '/dashboard/admin/chain-payments');
  await pending('deposits').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage deposits' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
  await openOverview(page);

  const pendingBefore = await figureOf(pending('withdrawals'));
  const confirmedBefore = await figureOf(page.getByTestId('total-withdrawals'));

  const investor = await freshInvestor(request);
  await investor.giveBonus(100_00, 'Overview test');
  await investor.withdraw(30_00);
  await investor.confirm(await investor.withdraw(12_34));

  await page.reload();
  await overviewShown(page);
  expect(await figureOf(pending('withdrawals'))).toBe(pendingBefore + 1);
  expect(await figureOf(page.getByTestId('total-withdrawals'))).toBe(confirmedBefore + 12_34);

  // A withdrawal was confirmed today: the last 30 days have a chart (its own chunk) and its summary.
  const flows = page.getByRole('region', { name: 'Last 30 days' });
  await expect(flows.getByText(/of withdrawals confirmed on \d+ days?/)).toBeVisible();
  await expect(flows.getByTestId('daily-flow-chart').locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await screenshot(page, 'overview');
});

test('a bonus is at the top of the audit log with who gave it and to whom, and the user filter finds it', async ({ page, request }) => {
  const investor = await freshInvestor(request);
  const reason = `Loyalty ${randomBytes(3).toString('hex')}`;
  await investor.giveBonus(12_34, reason);

  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText('admin');
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText('Bonus given');
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText(investor.username);
  await expect(firstRow.getByRole('cell').nth(4)).toHaveText(`$12.34Reason: ${reason}`);
  await screenshot(page, 'audit-log');
  // page-checks.spec.ts may see the log empty; here it has entries, so axe checks the table too.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('.audit-table').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);

  await page.getByLabel('User id').fill(String(investor.id));
  await page.getByLabel('Action').selectOption('Bonus given');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?user=${investor.id}&action=wallet.bonus$`));
  await expect(page.getByText('1 entry shown.')).toBeAttached();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(reason);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('both pages fit a phone', async ({ page }) => {
    await signIn(page, 'admin');
    for (const [path, heading] of [
      ['/dashboard/admin', 'Overview'],
      ['/dashboard/admin/audit-log', 'Audit log'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await screenshot(page, heading === 'Overview' ? 'overview' : 'audit-log');
    }
  });
});
