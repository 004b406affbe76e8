import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './server';

/** Signs in through the login page of the server at `origin` (the one under test by default). */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
