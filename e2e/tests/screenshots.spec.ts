import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PROFILE_PAGES } from '../support/profile';
import { signInThroughApi } from '../support/session';

/**
 * Full-page screenshots of every public page at a phone and a desktop width, for a person to
 * look at (e2e/screenshots/, not committed). Also fails on horizontal overflow, which a
 * screenshot of the full page would hide.
 */
const PAGES = [
  { name: 'home', path: '/', heading: undefined },
  { name: 'about-us', path: '/about-us', heading: 'About Arcvest' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { name: 'privacy-policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'signup', path: '/signup', heading: 'Create your account' },
  { name: 'login', path: '/login', heading: 'Sign in' },
  { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot password' },
  { name: 'reset-user-password', path: '/reset-user-password', heading: 'Set a new password' },
  // The reset form itself shows once a code was asked for in this tab.
  { name: 'reset-user-password-form', path: '/reset-user-password', heading: 'Set a new password', resetEmail: 'investor@example.com' },
] as const satisfies readonly { name: string; path: string; heading: string | undefined; resetEmail?: string }[];

const OUT = path.resolve(__dirname, '..', 'screenshots');

/** Checks what a full-page screenshot would hide, then takes it as e2e/screenshots/{file}.png. */
async function checkAndShoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  // Every image that is in the page has loaded and has a size.
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
  expect(broken, 'images that did not load').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  // Form controls side by side keep one height: a hint under one field must not stretch its neighbour.
  const heights = await page
    .locator('main')
    .locator('input:not([type=checkbox]):not([type=radio]), select')
    .evaluateAll((controls) => controls.map((control) => Math.round(control.getBoundingClientRect().height)));
  expect(new Set(heights).size, `form control heights: ${heights.join(', ')}`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: path.join(OUT, `${file}.png`), fullPage: true, animations: 'disabled' });
}

for (const width of [375, 1280]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    for (const entry of PAGES) {
      const { name, path: route, heading } = entry;
      test(`${name}`, async ({ page }) => {
        if ('resetEmail' in entry) {
          await page.addInitScript((email) => sessionStorage.setItem('reset_email', email), entry.resetEmail);
        }
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await checkAndShoot(page, `${name}-${width}`);
      });
    }

    test('admin deployments', async ({ page }) => {
      await signInThroughApi(page, 'admin');
      await page.goto('/dashboard/admin/deployments');
      await expect(page.getByRole('heading', { level: 1, name: 'Deployments' })).toBeVisible();
      await expect(page.getByText('Loaded on this page', { exact: true })).toHaveCount(3);
      await checkAndShoot(page, `deployments-${width}`);
    });

    for (const { name, heading, open } of PROFILE_PAGES) {
      test(`profile page ${name}`, async ({ page }) => {
        await signInThroughApi(page, 'investor');
        await open(page);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await checkAndShoot(page, `${name}-${width}`);
      });
    }
  });
}
