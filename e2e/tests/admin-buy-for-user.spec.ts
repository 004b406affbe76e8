import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dollars } from '../support/api';
import { signIn } from '../support/session';
import { signUpInvestor } from '../support/sign-up';

/*
 * The admin buys the Starter plan for a new user, paid in USDT behind a confirm step naming
 * them, and finds it on the user's Active plans page. Each run makes its own user.
 */

const SHOTS = '/tmp/shots-admin-user-plans';

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}

test('the admin buys a plan for a new user in USDT after a confirm step and sees it on their active plans', async ({ page, request }) => {
  const { username, id } = await signUpInvestor(request, { prefix: 'p', session: true });
  const plans = (await (await request.get('/api/plans')).json()) as { title: string; duration: number; min_amount: number }[];
  const starter = plans.find((plan) => plan.title === 'Starter');
  if (!starter) throw new Error('the demo data has a Starter plan');

  await signIn(page, 'admin');
  await page.goto(`/dashboard/admin/manage-users/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Buy plan', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Buy a plan for ${username}` })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Starter plan' }) });
  await expect(card).toBeVisible();
  await shoot(page, 'buy-plan');
  await card.getByRole('button', { name: 'Buy plan' }).click();

  const modal = page.getByRole('dialog', { name: 'Buy the Starter plan' });
  await modal.getByRole('button', { name: 'Deposit' }).click();
  // Said under each missing field, the first focused.
  await expect(modal.getByRole('alert')).toHaveText(['Please fill in all the fields', 'Choose a payment option.']);
  await expect(modal.getByLabel('Amount ($)')).toBeFocused();
  await modal.getByLabel('Amount ($)').fill(String(starter.min_amount / 100));
  await modal.getByLabel('Coin').selectOption('USDT');
  await expect(modal.getByText(/^Estimated payout:/)).toContainText(`after a period of ${starter.duration} days`);
  await shoot(page, 'buy-plan-modal');
  await modal.getByRole('button', { name: 'Deposit' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm deposit' });
  await expect(confirm).toContainText(`Buy the Starter plan for ${username} with a deposit of ${dollars(starter.min_amount)} paid in Tether (USDT)?`);
  await confirm.getByRole('button', { name: 'Confirm deposit' }).click();

  await expect(page.getByText('Plan purchased for the user. It has started.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/manage-users/${id}/user-plans$`));
  await expect(page.getByRole('heading', { level: 1, name: `Active plans of ${username}` })).toBeVisible();
  const active = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Starter plan' }) });
  await expect(active).toHaveCount(1);
  await expect(active).toContainText(dollars(starter.min_amount));
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await shoot(page, 'user-plans');

  await page.getByRole('link', { name: `← Back to ${username}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
});
