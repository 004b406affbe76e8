import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, bearer } from '../support/api';
import { checkPageAtBothWidths } from '../support/page-check';
import { signIn } from '../support/session';
import { signUpInvestor, INVESTOR_PASSWORD as PASSWORD } from '../support/sign-up';

/*
 * Staff roles in the admin console (issue 40): a support officer reads a user's page and may set
 * a display message, but sees no money, suspension or deletion buttons; the owner gives them
 * the finance role from the same page, and the money buttons appear.
 */

/** A new admin with `role`, made as an owner makes one: switch-role (an auditor), then the staff role. */
async function staffMember(request: APIRequestContext, role: string) {
  const { username, id } = await signUpInvestor(request, { prefix: 's', session: true });
  const owner = await apiToken(request, 'admin');
  expect((await request.post(`/api/switch-role/${id}`, { headers: bearer(owner) })).status()).toBe(200);
  expect((await request.post(`/api/staff-role/${id}`, { headers: bearer(owner), data: { staff_role: role } })).status()).toBe(200);
  return { id, username };
}

test('a support officer sees no money buttons; the owner makes them finance and the buttons appear', async ({ browser, request }) => {
  const support = await staffMember(request, 'support');
  const investorPage = '/dashboard/admin/manage-users/2';

  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signIn(page, support.username, PASSWORD);
  await page.goto(investorPage);
  await expect(page.getByRole('heading', { level: 1, name: 'investor' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Set message' })).toBeVisible();
  for (const name of ['Give bonus', 'Charge fee', 'Suspend user', 'Delete user', 'Make admin']) {
    await expect(main.getByRole('button', { name })).toHaveCount(0);
  }
  // The side menu keeps its own Buy plan: the user page's, for buying a plan for this user, is gone.
  await expect(main.getByRole('link', { name: 'Buy plan' })).toHaveCount(0);
  await checkPageAtBothWidths(page, 'staff-support-user-page');

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'admin');
  await owner.goto(`/dashboard/admin/manage-users/${support.id}`);
  await checkPageAtBothWidths(owner, 'staff-owner-staff-page');
  await owner.getByLabel('Staff role').selectOption('finance');
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = owner.getByRole('dialog', { name: 'Change staff role' });
  await expect(dialog).toContainText(`Give ${support.username} the staff role Finance instead of Support?`);
  await dialog.getByRole('button', { name: 'Save staff role' }).click();
  await expect(owner.getByText(`${support.username} is now in finance.`)).toBeVisible();

  await page.reload();
  await expect(main.getByRole('button', { name: 'Give bonus' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Charge fee' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buy plan' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Suspend user' })).toHaveCount(0);
  await staffContext.close();
  await ownerContext.close();
});
