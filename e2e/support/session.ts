import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './server';

/** Signs in through the login page of the server at `origin` (the one under test by default). */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs in without the login page, for tests whose subject is another page (signup-login.spec.ts
 * tests the page itself): the token POST /api/login answers is stored where the app keeps it,
 * from a same-origin page that loads no app (the health check). The token is returned for API calls.
 */
export async function signInThroughApi(page: Page, username: string, password = DEMO_PASSWORD, origin = ''): Promise<string> {
  const response = await page.request.post(`${origin}/api/login`, { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.goto(`${origin}/api/health`);
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
  return token;
}
