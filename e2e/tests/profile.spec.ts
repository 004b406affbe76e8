import { expect, test, type Page } from '@playwright/test';
import { png } from '../../api/test/png';
import { answerVerifyEmail, openConfirmCodePage, withUserChanges } from '../support/profile';
import { signIn } from '../support/session';

/*
 * The investor's profile pages in the browser: each renders for the demo investor and its
 * form refuses what it can tell is wrong before anything is sent. The journeys through the
 * account API (update, verify, submit) are added once that API is merged.
 */

const ACCOUNT_CALLS = ['/api/update-profile', '/api/update-contact', '/api/verify-email-code', '/api/verify-identity'];

/** The account calls the page sends, to show that a refused form sends nothing. */
function recordAccountCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (ACCOUNT_CALLS.includes(pathname)) sent.push(pathname);
  });
  return sent;
}

const fieldError = (page: Page, text: string) => page.locator('.field-error').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await signIn(page, 'investor');
});

test('the profile shows the account level, the profile and the contact details, and links to each page', async ({ page }) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const level = page.getByRole('article', { name: 'Account level' });
  await expect(level.getByText(/You are at/)).toHaveText('You are at level 1.');
  await expect(level.getByRole('listitem')).toHaveCount(3);
  await expect(level.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText('Level 1');

  const profile = page.getByRole('article', { name: 'Profile information' });
  await expect(profile.getByRole('definition').nth(0)).toHaveText('Ivy Investor');
  await expect(profile.getByRole('definition').nth(1)).toHaveText('investor');
  await expect(profile.getByRole('definition').nth(2)).toHaveText(/^\d+ years$/);
  await expect(profile.getByRole('definition').nth(3)).toHaveText('Female');

  const contact = page.getByRole('article', { name: 'Contact information' });
  await expect(contact.getByRole('definition').nth(0)).toHaveText('investor@example.com Not verified');
  await expect(contact.getByText('No phone number yet')).toBeVisible();
  await expect(contact.getByText('No address yet')).toBeVisible();

  await level.getByRole('link', { name: 'Verify email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify email address' })).toBeVisible();
  await page.getByRole('link', { name: '← Profile' }).click();
  await profile.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await contact.getByRole('link', { name: 'Edit contact information' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit contact information' })).toBeVisible();
});

test('edit profile is prefilled and asks for blank names before sending', async ({ page }) => {
  const sent = recordAccountCalls(page);
  await page.goto('/dashboard/profile/edit-profile');
  await expect(page.getByLabel('First name')).toHaveValue('Ivy');
  await expect(page.getByLabel('Last name')).toHaveValue('Investor');
  await expect(page.getByLabel('Username')).toHaveValue('investor');
  await expect(page.getByLabel('Gender')).toHaveValue('female');

  await page.getByLabel('First name').fill('  ');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Please enter your first name.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(sent).toEqual([]);
});

test('edit contact defaults to +1 and refuses a number that is not valid for the chosen country', async ({ page }) => {
  const sent = recordAccountCalls(page);
  await page.goto('/dashboard/profile/edit-contact-information');
  await expect(page.getByLabel('Country code')).toHaveValue('US');
  await expect(page.getByLabel('Number')).toHaveAttribute('type', 'tel');

  await page.getByLabel('Country code').selectOption('GB');
  await page.getByLabel('Number').fill('12345');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Please enter a valid phone number for the chosen country.')).toBeVisible();
  await expect(page.getByLabel('Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Number')).toBeFocused();
  expect(sent).toEqual([]);
});

test('verify email carries the email to the confirm page, which needs six digits; opened alone it goes back', async ({ page }) => {
  const sent = recordAccountCalls(page);
  await page.goto('/dashboard/profile/verify-email-address/confirm-code');
  await expect(page).toHaveURL(/\/verify-email-address$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('investor@example.com');

  await answerVerifyEmail(page);
  await openConfirmCodePage(page);
  await expect(page.getByText('A verification code has been sent to your email.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(page, 'The code field is required.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill('12a3');
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue('123');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(page, 'The code must be 6 digits.')).toBeVisible();
  expect(sent).toEqual([]);
});

test('verify identity explains why it is closed at level 1', async ({ page }) => {
  await page.goto('/dashboard/profile/verify-identity');
  await expect(page.getByText('Please verify your email address first: identity verification opens at level 2.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify email address' })).toHaveAttribute('href', '/dashboard/profile/verify-email-address');
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('verify identity at level 2 refuses a non-image and a 6 MB image, previews a real one, and asks for what is missing', async ({ page }) => {
  const sent = recordAccountCalls(page);
  await withUserChanges(page, { level: 2, email_verified: 1 });
  await page.goto('/dashboard/profile/verify-identity');
  const front = page.getByLabel('Driver’s license (front)');
  const back = page.getByLabel('Driver’s license (back)');

  await front.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not an image') });
  await expect(fieldError(page, "The driver's license front must be a JPEG, PNG or WebP image.")).toBeVisible();
  const big = Buffer.concat([png(8), Buffer.alloc(6 * 1024 * 1024)]);
  await back.setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: big });
  await expect(fieldError(page, "The driver's license back image may be at most 5 MB.")).toBeVisible();

  await back.setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png(64, (x, y) => (x + y) % 16 < 8) });
  await expect(page.getByRole('img', { name: 'Preview of the driver’s license (back)' })).toBeVisible();
  await expect(fieldError(page, 'may be at most 5 MB')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(fieldError(page, 'Please enter your national identification number.')).toBeVisible();
  await expect(fieldError(page, "The driver's license front must be a JPEG, PNG or WebP image.")).toBeVisible();
  await expect(fieldError(page, 'Please choose your occupation.')).toBeVisible();
  await expect(fieldError(page, 'Please choose your salary range.')).toBeVisible();
  await expect(page.getByLabel('National identification number')).toBeFocused();
  expect(sent).toEqual([]);
});
