import { expect, test, type Locator } from '@playwright/test';
import { accrueAt, DAY_MS } from '../support/accrual';
import { dollars, investorWithBalance, me } from '../support/api';
import { screenshotBothWidths } from '../support/screenshots';
import { signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD } from '../support/sign-up';

/*
 * Early redemption and the renewal choice, through the pages (docs/money.md#early-redemption).
 * The demo's Growth plan pays 2% a day for 14 days and allows redemption with a 5% penalty,
 * earnings kept. The figures are worked out here from that rule, not with the app's own code.
 */

const SHOTS = '/tmp/shots-redemption';
const CAPITAL = 1_000_00;
const DAILY = (CAPITAL * 2) / 100;
const PENALTY = (CAPITAL * 5) / 100;

/** The value (<dd>) of a <dt>/<dd> pair inside `scope`. */
function fact(scope: Locator, term: string) {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

test('an investor buys Growth, earns two days, previews the early redemption and redeems; the history shows each effect', async ({ page, request }) => {
  const { username, token } = await investorWithBalance(request, 1_500_00);
  await signInThroughApi(page, username, INVESTOR_PASSWORD);

  await test.step('the plan card states the rule; the plan is bought from the balance', async () => {
    await page.goto('/dashboard/buy-plan');
    const growth = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Growth plan' }) });
    await expect(growth.getByText('Early redemption with a penalty of 5% of the capital.')).toBeVisible();
    await growth.getByRole('button', { name: 'Buy plan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Early redemption with a penalty of 5% of the capital.')).toBeVisible();
    await dialog.getByLabel('Amount ($)').fill('1,000');
    await dialog.getByLabel('Payment option').selectOption('Account balance');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-plan$/);
  });

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Growth plan' }) });

  await test.step('renewal at maturity can be switched on and off', async () => {
    const renew = card.getByRole('switch', { name: 'Renew at maturity' });
    await renew.click();
    await expect(fact(card, 'At maturity')).toHaveText('Renews with the capital');
    await renew.click();
    await expect(fact(card, 'At maturity')).toHaveText('Capital to balance');
    await expect(renew).not.toBeChecked();
  });

  await test.step('two days are paid; the preview shows the capital, the penalty, the earnings kept and the credit', async () => {
    // Other journeys' plans on this server may be paid too: the card's earnings say what this plan got.
    expect(accrueAt(Date.now() + 2 * DAY_MS + 60_000)).toMatch(/^Accrual: \d+ plan day\(s\) credited/);
    await page.reload();
    await expect(fact(card, 'Earned so far')).toHaveText(dollars(2 * DAILY));
    await screenshotBothWidths(page, SHOTS, 'plan');
    await card.getByRole('button', { name: 'Redeem early' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem the Growth plan early' });
    await expect(fact(dialog, 'Capital')).toHaveText(dollars(CAPITAL));
    await expect(fact(dialog, 'Penalty (5% of the capital)')).toHaveText(`−${dollars(PENALTY)}`);
    await expect(fact(dialog, 'Earnings already paid (yours to keep)')).toHaveText(dollars(2 * DAILY));
    await expect(fact(dialog, 'Credited to your balance')).toHaveText(dollars(CAPITAL - PENALTY));
    await screenshotBothWidths(page, SHOTS, 'preview');
  });

  await test.step('redeemed: the plan ends, the balance gets the credit once, the history shows the capital and the penalty', async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem early' }).click();
    await expect(page.getByText(`Plan redeemed: ${dollars(CAPITAL - PENALTY)} credited to your balance.`)).toBeVisible();
    await expect(page.getByText('No active plans')).toBeVisible();
    expect((await me(request, token)).wallet).toBe(1_500_00 - CAPITAL + 2 * DAILY + CAPITAL - PENALTY);

    await page.goto('/dashboard/transaction-history');
    const row = (type: string, amount: number) =>
      page
        .getByRole('button')
        .filter({ hasText: type })
        .filter({ hasText: dollars(amount) });
    await expect(row('Capital', CAPITAL)).toHaveCount(1);
    await expect(row('Early redemption penalty · Growth plan', PENALTY)).toHaveCount(1);
    await expect(row('Charges', PENALTY)).toHaveCount(0);
    await row('Early redemption penalty · Growth plan', PENALTY).click();
    await expect(page.getByText('Early redemption penalty: 5% of the capital')).toBeVisible();
    await screenshotBothWidths(page, SHOTS, 'history');
  });
});
