import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows, `stepsAhead` periods from now. Each code is accepted
 * once, so a sign-in right after the enrolment uses the next period's code (the server accepts
 * one period either side).
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** The secret the setup shows as text, beside the QR code. */
export async function readShownSecret(page: Page): Promise<string> {
  const shown = page.getByLabel('Secret key');
  await expect(shown).toBeVisible();
  const secret = (await shown.textContent())?.replace(/\s+/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return secret;
}

/** The recovery codes shown once after turning it on. */
export async function readRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allTextContents();
}

/** The password step of the login page, stopping at the second step. */
export async function passwordStep(page: Page, username: string, password: string, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The second step with `code`, and the dashboard it leads to. */
export async function codeStep(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const PASSWORD = 'two-factor-pass-123';
