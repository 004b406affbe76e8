import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { confirmStep, openUser } from '../support/admin';
import { signIn } from '../support/session';
import { signUpInvestor, INVESTOR_PASSWORD as PASSWORD } from '../support/sign-up';

/*
 * The demo admin manages two freshly made users: finds one by email, gives a bonus with a
 * reason and charges a fee (both in the user's history), sets and removes a display message
 * (shown on the user's dashboard), suspends them (their open session is refused at once), and
 * deletes the other. Each run makes its own users, so the test repeats on one server.
 */

const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
}

test('the admin finds a user, gives a bonus, charges a fee, sets and removes a message, suspends them and deletes another', async ({
  page,
  request,
  browser,
}) => {
  const ivy = await signUpInvestor(request, { prefix: 'ivy', session: true });
  const other = await signUpInvestor(request, { prefix: 'gone', session: true });

  // The user's own browser, signed in throughout.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, ivy.username, PASSWORD);

  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Manage users' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-users$/);
  await expect(page.getByText(/^\d+ user\(s\) found\.$/)).toBeVisible();
  await shoot(page, 'admin-manage-users');
  await openUser(page, ivy.email.toUpperCase(), ivy.username);
  await expect(page.getByRole('region', { name: 'Account balance' })).toContainText('$0.00');
  await shoot(page, 'admin-manage-user');

  await test.step('a bonus typed in dollars, with a reason the user sees in their history', async () => {
    const card = page.getByRole('region', { name: 'Give bonus' });
    await card.getByLabel('Bonus in dollars').fill('25');
    await card.getByLabel('Reason (optional)').fill('Welcome gift');
    await card.getByRole('button', { name: 'Give bonus' }).click();
    await shoot(page, 'admin-manage-user-confirm');
    await confirmStep(page, `Give $25.00 bonus to ${ivy.username}?`, 'Give bonus');
    await expect(page.getByText("Bonus added to the user's balance.")).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account balance' })).toContainText('$25.00');

    const history = await request.get('/api/transactions', { headers: { authorization: `Bearer ${ivy.token}` } });
    const { items } = (await history.json()) as { items: { type: string; amount: number; reason: string | null }[] };
    expect(items[0]).toMatchObject({ type: 'bonus', amount: 2_500, reason: 'Welcome gift' });
  });

  await test.step('a fee, never above the balance', async () => {
    const card = page.getByRole('region', { name: 'Charge fee' });
    await card.getByLabel('Fee in dollars').fill('30');
    await card.getByRole('button', { name: 'Charge fee' }).click();
    await expect(card.getByText('The fee may not be more than the balance of $25.00.')).toBeVisible();
    await card.getByLabel('Fee in dollars').fill('5.50');
    await card.getByRole('button', { name: 'Charge fee' }).click();
    await confirmStep(page, `Charge $5.50 fee to ${ivy.username}?`, 'Charge fee');
    await expect(page.getByText("Fee charged to the user's balance.")).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account balance' })).toContainText('$19.50');
  });

  await test.step("a display message shows on the user's dashboard until it is removed", async () => {
    const card = page.getByRole('region', { name: 'Display message' });
    await card.getByLabel('Message').fill('Please verify your identity to raise your withdrawal limit.');
    await card.getByRole('button', { name: 'Set message' }).click();
    await confirmStep(page, `Show this message on the dashboard of ${ivy.username}?`, 'Set message');
    await expect(page.getByText('Display message set.')).toBeVisible();
    await expect(card.getByText('Please verify your identity to raise your withdrawal limit.')).toBeVisible();

    await userPage.goto('/dashboard');
    await expect(userPage.getByRole('note').filter({ hasText: 'Please verify your identity' })).toHaveText(
      'Please verify your identity to raise your withdrawal limit.',
    );

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Delete display message' })).toBeVisible();
    await confirmStep(page, 'Do you want to delete display message?', 'Delete message');
    await expect(page.getByText('Display message removed.')).toBeVisible();
    await expect(card.getByLabel('Message')).toBeVisible();

    await userPage.goto('/dashboard');
    await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(userPage.getByText('Please verify your identity')).toHaveCount(0);
  });

  await test.step("suspension ends the user's open session at once and blocks sign-in", async () => {
    await page.getByRole('button', { name: 'Suspend user' }).click();
    await confirmStep(page, `Suspend ${ivy.username}?`, 'Suspend');
    await expect(page.getByText(`${ivy.username} is suspended.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Other information' })).toContainText('Suspended');

    await userPage.goto('/dashboard/transaction-history');
    await expect(userPage).toHaveURL(/\/login$/);
    const login = await request.post('/api/login', { data: { username: ivy.username, password: PASSWORD } });
    expect(login.status()).toBe(403);
  });

  await test.step('the admin deletes another fresh user; the list shows them deleted', async () => {
    await openUser(page, other.username, other.username);
    await page.getByRole('button', { name: 'Delete user' }).click();
    await confirmStep(page, `Do you want to permanently delete the account of ${other.username} from the database?`, 'Delete user');
    await expect(page.getByText(`The account of ${other.username} was deleted.`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/manage-users$/);
    await page.getByRole('searchbox', { name: 'Search by username or email' }).fill(`deleted-${other.id}@`);
    await expect(page.getByText('1 user(s) found.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `deleted-${other.id}` })).toContainText('Deleted');
    await shoot(page, 'admin-manage-users-deleted');
    const login = await request.post('/api/login', { data: { username: other.username, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });

  await test.step('the signed-in admin cannot demote, suspend or delete themselves', async () => {
    await page.getByRole('searchbox', { name: 'Search by username or email' }).fill('admin');
    await page
      .getByRole('link', { name: /^admin/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make user' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Suspend user' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete user' })).toBeDisabled();
    await expect(page.getByText('You cannot delete your own account.')).toBeVisible();
  });

  await userContext.close();
});
