import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, investorWithBalance } from '../support/api';
import { broken, expectAmountsWhole, measureAmounts } from '../support/amounts';
import { signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD } from '../support/sign-up';

/*
 * No amount breaks over two lines at a small phone's, a phone's, a tablet's and a desktop's width
 * (docs/money.md#how-amounts-show): the pages of an investor with seven-figure amounts
 * ("$1,000,000.00"), whose money also swells the admin's totals, and the check itself.
 * page-checks.spec.ts measures every other page at the same widths in its one visit.
 */

const WIDTHS = [320, 375, 768, 1280];
/** Screenshots of the seven-figure dashboard and overview, for a person to look at (not committed). */
const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

/** The page at each width in turn, once `ready` says its content shows: no amount broken; how many amounts it showed. */
async function checkEachWidth(page: Page, ready: (page: Page) => Promise<void>, screenshots?: string): Promise<number> {
  let seen = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready(page);
    seen = Math.max(seen, await expectAmountsWhole(page, width));
    if (screenshots) await page.screenshot({ path: path.join(SCREENSHOTS, `${screenshots}-${width}.png`), fullPage: true });
  }
  return seen;
}

/** An investor with $1,000,000.00: a $50,000.00 Pro plan bought from the balance, the rest in cash. */
async function millionaire(request: APIRequestContext) {
  const investor = await investorWithBalance(request, 1_000_000_00);
  const plans = (await (await request.get('/api/plans')).json()) as { id: number; title: string; max_amount: number }[];
  const pro = plans.find((plan) => plan.title === 'Pro');
  if (!pro) throw new Error('the demo data has a Pro plan');
  const bought = await request.post('/api/deposit', {
    headers: bearer(investor.token),
    data: { plan_id: pro.id, amount: pro.max_amount, payment_method: 'BALANCE', disclosure_accepted: true },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  return investor;
}

test('the check finds an amount broken over two lines', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const card = document.createElement('div');
    card.className = 'card';
    card.style.width = '40px';
    card.innerHTML = '<span data-amount style="white-space: normal">$1,500. 00</span>';
    document.body.append(card);
  });
  expect(broken(await measureAmounts(page))).toEqual([expect.objectContaining({ text: '$1,500. 00', lines: 2 })]);
});

test.describe(`no amount spans two lines at ${WIDTHS.join(', ')} px`, () => {
  test.describe('seven-figure amounts', () => {
    /** The millionaire's pages and the admin's pages about them, with the amounts each must show. */
    const PAGES: { name: string; path: (userId: number) => string; admin?: boolean; heading: string | RegExp; amounts: string[] }[] = [
      { name: 'dashboard', path: () => '/dashboard', heading: /^Good (morning|afternoon|evening)/, amounts: ['$1,000,000.00', '$950,000.00', '$50,000.00'] },
      { name: 'plans', path: () => '/dashboard/user-plan', heading: 'Active plans', amounts: ['$50,000.00'] },
      { name: 'history', path: () => '/dashboard/transaction-history', heading: 'Transaction history', amounts: ['+$1,000,000.00'] },
      { name: 'withdrawal', path: () => '/dashboard/make-withdrawal', heading: 'Make withdrawal', amounts: ['$950,000.00'] },
      { name: 'buy plan', path: () => '/dashboard/buy-plan', heading: 'Buy plan', amounts: ['$50,000.00'] },
      { name: 'admin overview', path: () => '/dashboard/admin', admin: true, heading: 'Overview', amounts: [] },
      { name: "admin's user page", path: (id) => `/dashboard/admin/manage-users/${id}`, admin: true, heading: /^w[0-9a-f]{8}$/, amounts: ['$950,000.00'] },
      {
        name: "admin's user plans",
        path: (id) => `/dashboard/admin/manage-users/${id}/user-plans`,
        admin: true,
        heading: /^Active plans of/,
        amounts: ['$50,000.00'],
      },
      { name: 'admin deposits', path: () => '/dashboard/admin/manage-deposits', admin: true, heading: 'Manage deposits', amounts: [] },
    ];

    let investor: { username: string; id: number };
    test.beforeAll(async ({ playwright }, testInfo) => {
      const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      investor = await millionaire(request);
      await request.dispose();
    });

    test('the payment page and the review sheets of buying and withdrawing', async ({ page }) => {
      const plans = (await (await page.request.get('/api/plans')).json()) as { id: number; title: string; max_amount: number }[];
      const pro = plans.find((plan) => plan.title === 'Pro');
      if (!pro) throw new Error('the demo data has a Pro plan');
      await signInThroughApi(page, investor.username, INVESTOR_PASSWORD);
      // The choice the buy dialog keeps for the payment page (docs/product.md#investor-dashboard): the plan's largest amount in Bitcoin.
      await page.evaluate((choice) => sessionStorage.setItem('arcvest.purchase', JSON.stringify(choice)), {
        amount: pro.max_amount,
        payment_method: 'BTC',
        plan_id: pro.id,
        disclosure_accepted: true,
      });
      await page.goto('/dashboard/buy-plan/bitcoin');
      const total = page.locator('.payment-card dl > div').filter({ hasText: 'Total' });
      expect(
        await checkEachWidth(
          page,
          async () => {
            await expect(total.locator('[data-amount]')).toHaveCount(2);
          },
          'amounts-payment-page',
        ),
      ).toBeGreaterThanOrEqual(6);

      await page.getByRole('button', { name: 'Paid' }).click();
      const buyReview = page.getByRole('dialog', { name: 'Confirm transaction' });
      await checkEachWidth(page, () => expect(buyReview.locator('[data-amount]')).toHaveCount(6), 'amounts-buy-review');
      await buyReview.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/dashboard/buy-plan');
      await page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Pro plan' }) })
        .getByRole('button', { name: 'Buy plan' })
        .click();
      const modal = page.getByRole('dialog', { name: 'Buy the Pro plan' });
      await modal.getByLabel('Amount ($)').fill(String(pro.max_amount / 100));
      await modal.getByLabel('Payment option').selectOption({ label: 'Account balance' });
      const risks = modal.getByRole('checkbox', { name: 'I have read the risks of this plan' });
      if (await risks.count()) await risks.check();
      await modal.getByRole('button', { name: 'Continue' }).click();
      const balanceReview = page.getByRole('dialog', { name: 'Review your purchase' });
      await checkEachWidth(page, () => expect(balanceReview.locator('[data-amount]')).toHaveCount(3), 'amounts-balance-review');
      await balanceReview.getByRole('button', { name: 'Back' }).click();
      await modal.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/dashboard/make-withdrawal');
      const form = page.getByRole('form', { name: 'Withdrawal' });
      await form.getByRole('button', { name: /^Max / }).click();
      await form.getByLabel('Payment option').selectOption('Bitcoin');
      await form.getByLabel('Address', { exact: true }).fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
      await form.getByRole('button', { name: 'Proceed' }).click();
      const withdrawalReview = page.getByRole('dialog', { name: 'Review your withdrawal' });
      await checkEachWidth(page, () => expect(withdrawalReview.locator('[data-amount]')).toHaveCount(5), 'amounts-withdrawal-review');
    });

    for (const { name, path, admin, heading, amounts } of PAGES) {
      test(name, async ({ page }) => {
        await signInThroughApi(page, admin ? 'admin' : investor.username, admin ? undefined : INVESTOR_PASSWORD);
        await page.goto(path(investor.id));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        const show = page.getByRole('button', { name: 'Show amounts' });
        if (name === 'dashboard') await show.click();
        for (const amount of amounts) await expect(page.locator('[data-amount]').filter({ hasText: amount }).first()).toBeVisible();
        if (admin && name === 'admin overview') {
          // Everyone's money, the millionaire's included: at least seven figures.
          await expect(page.getByTestId('total-owed').locator('[data-amount]')).toHaveText(/^\$\d{1,3}(,\d{3}){2,}\.\d{2}$/);
        }
        const shots = name === 'dashboard' || name === 'admin overview' ? `amounts-${name.replace(' ', '-')}` : undefined;
        await checkEachWidth(
          page,
          async () => {
            await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          },
          shots,
        );
      });
    }
  });
});
