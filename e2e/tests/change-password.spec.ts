import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/session';
import { PASSWORD } from '../support/two-factor';
import { signUpInvestor } from '../support/sign-up';

const NEW_PASSWORD = 'tangerine kettle 41';

/** ASVS 6.2.2/6.2.3: a signed-in user changes the password on the Security page; only the new one signs in afterwards. */
test('changes the password on the Security page, signs out, and signs in with the new one only', async ({ page, request }) => {
  const { username } = await signUpInvestor(request, { prefix: 'cp', password: PASSWORD });
  await signIn(page, username, PASSWORD);
  await page.goto('/dashboard/profile/security');
  const form = page.getByRole('form', { name: 'Change password' });
  // At a phone's width (375 px) the card fits without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(form).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A wrong current password is refused on its field, and nothing changes.
  await form.getByLabel('Current password', { exact: true }).fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await expect(form.getByLabel('Current password', { exact: true })).toBeFocused();

  await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');

  // This session stayed signed in (back at desktop width, where Logout is in the top bar).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await signOut(page);

  const old = await request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(old.status()).toBe(401);
  await signIn(page, username, NEW_PASSWORD);
});
