import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/session';

const greetingPattern = /^Good (morning|afternoon|evening), Grace$/;

test('a visitor signs up through a referral link, signs in, sees the greeting and signs out', async ({ page }) => {
  const username = `grace${Date.now()}`;
  await page.goto('/signup/DEMO1234');

  const referral = page.getByLabel(/Referral ID/);
  await expect(referral).toHaveValue('DEMO1234');
  await expect(referral).toHaveAttribute('readonly', '');

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Country').selectOption('United States');
  await page.getByLabel('Date of birth').fill('1990-12-09');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password', { exact: true }).fill('correct horse battery');

  // The client's own rule (docs/errors-and-messages.md#client-checks) fires before any call: the terms must be accepted.
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();
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

  await signIn(page, username, 'correct horse battery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingPattern);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
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
