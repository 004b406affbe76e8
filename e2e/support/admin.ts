import { expect, type Page } from '@playwright/test';

/** Finds one user on Manage users by `search` and opens their page (on the server at `origin`). */
export async function openUser(page: Page, search: string, username: string, origin = '') {
  await page.goto(`${origin}/dashboard/admin/manage-users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by username or email' }).fill(search);
  await expect(page.getByText('1 user(s) found.')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${username}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
}

/** Confirms the open dialog after checking that it names what it does to whom. */
export async function confirmStep(page: Page, text: string, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
