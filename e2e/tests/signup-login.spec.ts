import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/session';
import { signUpInvestor } from '../support/sign-up';

const greetingPattern = /^Good (morning|afternoon|evening), Grace$/;

test('a visitor signs up through a referral link, signs in, sees the greeting and signs out', async ({ page }) => {
  // The terms left unticked: the client's own rule (docs/errors-and-messages.md#client-checks)
  // fires before any call, as the terms must be accepted.
  const { username, password } = await signUpInvestor(page, { prefix: 'grace', firstname: 'Grace', referral: 'DEMO1234', acceptTerms: false });
  await expect(page.getByLabel(/Referral ID/)).toHaveAttribute('readonly', '');
  // Said twice on purpose: the spec's toast, and under the box to tick (focused).
  await expect(page.locator('#notistack-snackbar').getByText('You must accept the terms and conditions.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveAccessibleDescription('You must accept the terms and conditions.');
  await expect(page.getByRole('checkbox')).toBeFocused();
  await expect(page).toHaveURL(/\/signup\/DEMO1234$/);

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The new username is filled in: only the password is left to type.
  await expect(page.getByLabel('Username or email')).toHaveValue(username);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  await signIn(page, username, password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingPattern);

  await signOut(page);
  // The top bar's (the home page's footer, there from the first paint under the loader, has one too).
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Signed out, the dashboard sends the visitor to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server error and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('investor');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an investor cannot open the admin console', async ({ page }) => {
  await signIn(page, 'investor');
  await page.goto('/dashboard/admin/manage-plan');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Manage plans' })).toHaveCount(0);
});
