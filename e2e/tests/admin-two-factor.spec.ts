import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/axe';
import { E2E_PORT, startServer } from '../support/server';
import { signOut } from '../support/session';
import { codeStep, passwordStep, readRecoveryCodes, readShownSecret, totpCode } from '../support/two-factor';

const ADMIN = { username: 'siteadmin', email: 'siteadmin@example.com', password: 'production-admin-pass' };

/**
 * In production mode an administrator must sign in with two-factor: a server of its own
 * (NODE_ENV=production, its AUTH_SECRET and first admin), whose first sign-in walks the admin
 * through enrolment before the dashboard opens.
 */
test('an administrator in production is walked through two-factor enrolment at the first sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await startServer(E2E_PORT + 5, {
    NODE_ENV: 'production',
    AUTH_SECRET: 'e2e-production-auth-secret-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const origin = server.baseURL;
    let secret = '';
    await test.step('the password is not enough: the setup shows first', async () => {
      await passwordStep(page, ADMIN.username, ADMIN.password, origin);
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
      await expect(page.getByText('Administrators must sign in with a code from an authenticator app as well as their password.')).toBeVisible();
      secret = await readShownSecret(page);
      await expectNoBlockingViolations(page, '/login (administrator enrolment)', page.viewportSize()?.width ?? 1280);
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });

    await test.step('the first code turns it on; the recovery codes show before the dashboard', async () => {
      await page.getByLabel('Code from the app').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Turn on and sign in' }).click();
      await readRecoveryCodes(page);
      await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
      await expect(page.getByText('Login successful')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard(\/admin)?$/);
    });

    await test.step('it stays on: the profile says so, and the next sign-in asks for a code', async () => {
      await page.goto(`${origin}/dashboard/profile/security`);
      await expect(page.getByText('Administrators must keep two-factor sign-in on.')).toBeVisible();
      await expect(page.getByLabel('Current code')).toHaveCount(0);
      await signOut(page);
      await passwordStep(page, ADMIN.username, ADMIN.password, origin);
      await codeStep(page, totpCode(secret, 1));
    });
  } finally {
    server.stop();
  }
});
