import { expect, type Page } from '@playwright/test';
import { png } from '../../api/test/png';

/*
 * Profile states set up in the browser, so a page's own rendering and client-side checks can be
 * looked at without the steps that reach them for real (investor-account.spec.ts takes those
 * steps through the real server: the emailed code, the admin's decision). Everything else goes
 * to the real server.
 */

/** The signed-in user as the server sends it, with `changes` on top (e.g. level 2 to see the identity form). */
export async function withUserChanges(page: Page, changes: Record<string, unknown>) {
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}

/** POST /verify-email answers as the server does, without a code going to the outbox. */
export async function answerVerifyEmail(page: Page, message = 'A verification code has been sent to your email.') {
  await page.route('**/api/verify-email', (route) => route.fulfill({ status: 200, json: { message } }));
}

/** From the verify page to the confirm page, which needs the email the code went to. */
export async function openConfirmCodePage(page: Page) {
  await page.goto('/dashboard/profile/verify-email-address');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page).toHaveURL(/\/verify-email-address\/confirm-code$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm code' })).toBeVisible();
}

export interface ProfilePageCase {
  /** For file names and test titles. */
  name: string;
  heading: string;
  /** Opens the page in the state to look at, the investor being signed in. */
  open: (page: Page) => Promise<unknown>;
}

const LEVEL_2 = { level: 2, email_verified: 1 };

/** Every profile page, and the states of them worth a look (accessibility and screenshots). */
export const PROFILE_PAGES: readonly ProfilePageCase[] = [
  { name: 'profile', heading: 'Profile', open: (page) => page.goto('/dashboard/profile') },
  {
    name: 'profile-rejected-with-contact',
    heading: 'Profile',
    open: async (page) => {
      await withUserChanges(page, {
        ...LEVEL_2,
        identity_rejection_reason: 'The photo of the back of the licence is blurred; please send a sharper one.',
        phone: '+442079460018',
        address: 'Flat 4, 221B Baker Street, London NW1 6XE, United Kingdom',
      });
      await page.goto('/dashboard/profile');
    },
  },
  { name: 'edit-profile', heading: 'Edit profile', open: (page) => page.goto('/dashboard/profile/edit-profile') },
  { name: 'edit-contact-information', heading: 'Edit contact information', open: (page) => page.goto('/dashboard/profile/edit-contact-information') },
  { name: 'verify-email-address', heading: 'Verify email address', open: (page) => page.goto('/dashboard/profile/verify-email-address') },
  {
    name: 'confirm-code',
    heading: 'Confirm code',
    open: async (page) => {
      await answerVerifyEmail(page);
      await openConfirmCodePage(page);
    },
  },
  { name: 'verify-identity-level-1', heading: 'Verify identity', open: (page) => page.goto('/dashboard/profile/verify-identity') },
  {
    name: 'verify-identity-form',
    heading: 'Verify identity',
    open: async (page) => {
      await withUserChanges(page, LEVEL_2);
      await page.goto('/dashboard/profile/verify-identity');
      await expect(page.getByRole('form', { name: 'Verify identity' })).toBeVisible();
    },
  },
  {
    name: 'verify-identity-files-chosen',
    heading: 'Verify identity',
    open: async (page) => {
      await withUserChanges(page, LEVEL_2);
      await page.goto('/dashboard/profile/verify-identity');
      const front = { name: 'licence-front-with-a-long-file-name.png', mimeType: 'image/png', buffer: png(96, (x, y) => (x + y) % 24 < 12) };
      await page.getByLabel('Driver’s license (front)').setInputFiles(front);
      await page.getByLabel('Driver’s license (back)').setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') });
      await expect(page.getByRole('img', { name: 'Preview of the driver’s license (front)' })).toBeVisible();
      await expect(page.locator('.field-error')).toHaveText("The driver's license back must be a JPEG, PNG or WebP image.");
    },
  },
];
