import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

async function planCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: `${title} plan` }) });
}

test('an admin creates, edits and deletes a plan; the home and buy-plan pages follow', async ({ page }) => {
  const title = `Atlas ${Date.now() % 100000}`;
  await signIn(page, 'admin');

  await page.getByRole('link', { name: 'Manage plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-plan$/);
  await page.getByRole('link', { name: /new plan/i }).click();

  await page.getByLabel(/Title/).fill(title);
  await page.getByLabel(/ROI/).fill('1.25');
  await page.getByLabel(/Duration/).fill('10');
  await page.getByLabel(/Minimum amount/).fill('250');
  await page.getByLabel(/Maximum amount/).fill('2,500');
  // The live demo card follows the form.
  await expect(page.getByRole('heading', { name: `${title} plan` })).toBeVisible();
  await page.getByRole('button', { name: /create|save/i }).click();
  await expect(page.getByText('Plan created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-plan$/);

  await page.goto('/');
  let card = await planCard(page, title);
  await expect(card).toContainText('1.25%');
  await expect(card).toContainText('12.5%');
  await expect(card).toContainText('$250.00 – $2,500.00');

  await page.goto('/dashboard/buy-plan');
  await expect(await planCard(page, title)).toContainText('10 days');

  await page.goto('/dashboard/admin/manage-plan');
  card = await planCard(page, title);
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel(/Minimum amount/)).toHaveValue('250.00');
  await page.getByLabel(/ROI/).fill('2');
  await page.getByRole('button', { name: /update|save/i }).click();
  await expect(page.getByText('Plan updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/manage-plan$/);

  await page.goto('/');
  await expect(await planCard(page, title)).toContainText('20%');
  await page.goto('/dashboard/buy-plan');
  await expect(await planCard(page, title)).toContainText('2%');

  await page.goto('/dashboard/admin/manage-plan');
  card = await planCard(page, title);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Plan deleted successfully.')).toBeVisible();
  await expect(await planCard(page, title)).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  await expect(await planCard(page, title)).toHaveCount(0);
  await page.goto('/dashboard/buy-plan');
  await expect(page.getByRole('heading', { name: 'Starter plan' })).toBeVisible();
  await expect(await planCard(page, title)).toHaveCount(0);
});
