import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/axe';
import { signIn, signOut } from '../support/session';
import { codeStep, PASSWORD, passwordStep, readRecoveryCodes, readShownSecret, totpCode } from '../support/two-factor';
import { signUpInvestor } from '../support/sign-up';

/*
 * Two-factor sign-in from the investor's side: turning it on from the profile, then signing
 * in with a code from the app and with a recovery code, which works once.
 */
test('an investor turns on two-factor sign-in, then signs in with a TOTP code and with a recovery code once', async ({ page, request }) => {
  const { username } = await signUpInvestor(request, { prefix: 'tf', password: PASSWORD });
  await signIn(page, username, PASSWORD);

  let secret = '';
  let recoveryCodes: string[] = [];
  await test.step('the profile leads to Security, which turns it on with the QR secret and a first code', async () => {
    await page.goto('/dashboard/profile');
    await page.getByRole('link', { name: 'Security settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
    secret = await readShownSecret(page);
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    recoveryCodes = await readRecoveryCodes(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('On. You have 10 unused recovery codes.')).toBeVisible();
  });

  await test.step('signing in now asks for a code after the password', async () => {
    await signOut(page);
    await passwordStep(page, username, PASSWORD);
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await expectNoBlockingViolations(page, '/login (two-factor step)', page.viewportSize()?.width ?? 1280);
    await codeStep(page, totpCode(secret, 1));
  });

  await test.step('a recovery code signs in once', async () => {
    await signOut(page);
    await passwordStep(page, username, PASSWORD);
    await codeStep(page, recoveryCodes[0]);
    await signOut(page);
    await passwordStep(page, username, PASSWORD);
    await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The code is not valid. Check your authenticator app and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the sign-in history shows each of these', async () => {
    await page.getByLabel('Authentication code').fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/profile/security');
    await expect(page.getByText('On. You have 8 unused recovery codes.')).toBeVisible();
    const history = page.getByRole('list', { name: 'Recent sign-ins' }).locator('strong');
    await expect(history.first()).toHaveText('Signed in');
    await expect(history.nth(1)).toHaveText('Failed: wrong two-factor code');
  });
});
