import { expect, type Page } from '@playwright/test';

/*
 * Until the account API is merged, some profile states cannot be reached through it: these
 * helpers answer in the browser instead, so the pages' own rendering and client-side checks
 * can be tested. Everything else goes to the real server.
 */

/** The signed-in user as the server sends it, with `changes` on top (e.g. level 2 to see the identity form). */
export async function withUserChanges(page: Page, changes: Record<string, unknown>) {
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...changes } });
  });
}

/** POST /verify-email answers as the server will once it exists: the code is "sent". */
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
