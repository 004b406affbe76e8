import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dollars, investorWithBalance, me } from '../support/api';
import { expectNoBlockingViolations } from '../support/axe';
import { signInThroughApi } from '../support/session';
import { confirmInSheet, outboxMailbox } from '../support/step-up';
import { INVESTOR_PASSWORD } from '../support/sign-up';

/*
 * Money moves only after a review sheet: buying a plan paid in Bitcoin and withdrawing in Bitcoin.
 * The dollar and coin figures each sheet must show are worked out here from the price the API
 * gives, with plain arithmetic (docs/fees.md: amount = dollars / price to 6 decimals, fee = $20 in
 * the coin, total = their sum), not with the app's rules, so a wrong rule cannot agree with itself.
 * Each run makes its own investor, so the tests repeat on one server.
 */

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const FEE_CENTS = 20_00;
const SHOTS = '/tmp/shots-review';

/** Dollars (in cents) as a coin amount with 6 decimals at `price` dollars a coin, in millionths first. */
function micros(cents: number, price: number): number {
  return Math.round((cents / 100 / price) * 1e6);
}
const coinText = (value: number) => `${Math.floor(value / 1e6)}.${String(value % 1e6).padStart(6, '0')} BTC`;

async function btcPrice(request: APIRequestContext): Promise<number> {
  const prices = (await (await request.get('/api/crypto-prices')).json()) as { bitcoin: { usd: number } };
  expect(prices.bitcoin.usd).toBeGreaterThan(0);
  return prices.bitcoin.usd;
}

/** The value (<dd>) of a <dt>/<dd> pair inside `scope` (the page, or a dialog). */
function fact(scope: Locator | Page, term: string) {
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test('buying a plan in Bitcoin: the payment page and the review sheet show dollars and coin; the deposit is sent only on Submit', async ({
      page,
      request,
    }) => {
      // A bonus of $1 (the admin's bonus must be positive): the coin deposit must not touch it.
      const { username, token } = await investorWithBalance(request, 1_00);
      const price = await btcPrice(request);
      const plans = (await (await request.get('/api/plans')).json()) as { id: number; title: string; min_amount: number; max_amount: number }[];
      const starter = plans.find((plan) => plan.title === 'Starter');
      if (!starter) throw new Error('the demo data has a Starter plan');
      // An amount with cents, inside the plan.
      const amount = starter.min_amount + 12_34;
      expect(amount).toBeLessThanOrEqual(starter.max_amount);
      const coin = { amount: micros(amount, price), fee: micros(FEE_CENTS, price) };
      const figures = {
        Amount: `${dollars(amount)} ${coinText(coin.amount)}`,
        Fee: `${dollars(FEE_CENTS)} ${coinText(coin.fee)}`,
        Total: `${dollars(amount + FEE_CENTS)} ${coinText(coin.amount + coin.fee)}`,
      };
      const deposits: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/deposit') deposits.push(sent.method());
      });

      await signInThroughApi(page, username, INVESTOR_PASSWORD);
      await page.goto('/dashboard/buy-plan');
      await page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Starter plan' }) })
        .getByRole('button', { name: 'Buy plan' })
        .click();
      const modal = page.getByRole('dialog', { name: 'Buy the Starter plan' });
      const amountField = modal.getByLabel('Amount ($)');

      await test.step('text that is no dollar amount says what is wrong with it, not the plan limits', async () => {
        await modal.getByLabel('Payment option').selectOption({ label: 'Bitcoin' });
        for (const [typed, message] of [
          ['abc', 'The amount must be a number of dollars, such as 250 or 250.50.'],
          ['-50', 'The amount must be a positive number of dollars.'],
          ['1e3', 'Enter whole dollars and cents only, such as 1000 or 1000.50, without an exponent.'],
        ]) {
          await amountField.fill(typed);
          await modal.getByRole('button', { name: 'Continue' }).click();
          await expect(amountField).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        }
      });

      await test.step('an amount below the plan is refused under its field, with no payout promised', async () => {
        await amountField.fill(String((starter.min_amount - 1_00) / 100));
        await modal.getByLabel('Payment option').selectOption({ label: 'Bitcoin' });
        await modal.getByRole('button', { name: 'Continue' }).click();
        await expect(amountField).toHaveAttribute('aria-invalid', 'true');
        await expect(amountField).toHaveAccessibleDescription(/Please deposit between .* for this plan$/);
        await expect(amountField).toBeFocused();
        await expect(modal.getByText(/^Estimated payout:/)).toHaveCount(0);
        await shot(page, 'buy-modal-error');
      });

      await test.step('a valid amount: the payout preview, then the payment page in dollars and in the coin', async () => {
        await amountField.fill((amount / 100).toFixed(2));
        await expect(amountField).not.toHaveAttribute('aria-invalid');
        await expect(modal.getByText(/^Estimated payout:/)).toBeVisible();
        // The fee and the total, before the payment page.
        await expect(modal.getByText(/^Deposit fee:/)).toHaveText(`Deposit fee: ${dollars(FEE_CENTS)}. Paid in total: ${dollars(amount + FEE_CENTS)}`);
        await shot(page, 'buy-modal');
        await modal.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Pay with Bitcoin' })).toBeVisible();
        for (const [term, text] of Object.entries(figures)) await expect(fact(page, term)).toHaveText(text);
        await expect(fact(page, 'Network')).toHaveText('Bitcoin');
        await expect(page.getByText(/^Scan to get/)).not.toContainText(/beside|below/);
        await shot(page, 'payment-page');
        await expectNoBlockingViolations(page, 'the payment page', width);
      });

      await test.step('Paid opens the review sheet: the same figures, network, the address in full, what happens next; nothing sent', async () => {
        const address = (await page.locator('.payment-address code').textContent())?.trim() ?? '';
        expect(address.length).toBeGreaterThan(10);
        await page.getByRole('button', { name: 'Paid' }).click();
        const sheet = page.getByRole('dialog', { name: 'Confirm transaction' });
        for (const [term, text] of Object.entries(figures)) await expect(fact(sheet, term)).toHaveText(text);
        await expect(fact(sheet, 'Network')).toHaveText('Bitcoin');
        await expect(fact(sheet, 'Address')).toHaveText(address);
        await expect(fact(sheet, 'What happens next')).toContainText('An admin');
        await expect(sheet.getByLabel('Transaction ID')).toBeFocused();
        await shot(page, 'buy-review');
        await expectNoBlockingViolations(page, 'the buy review sheet', width);
        expect(deposits).toEqual([]);

        // At a small phone's height and a laptop's, the field and a refused id's message are in view without scrolling.
        await page.setViewportSize({ width, height: width < 600 ? 667 : 800 });
        await expect(sheet.getByLabel('Transaction ID')).toBeInViewport({ ratio: 1 });
        await sheet.getByLabel('Transaction ID').fill('not-a-transaction');
        await sheet.getByRole('button', { name: 'Submit' }).click();
        await expect(sheet.getByLabel('Transaction ID')).toHaveAttribute('aria-invalid', 'true');
        for (const message of await sheet.getByRole('alert').all()) await expect(message).toBeInViewport({ ratio: 1 });
        await expect(sheet.getByRole('alert')).not.toHaveCount(0);
        await shot(page, 'buy-review-refused');
        expect(deposits).toEqual(['POST']);

        await sheet.getByLabel('Transaction ID').fill(randomBytes(32).toString('hex'));
        await sheet.getByRole('button', { name: 'Submit' }).click();
        await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
        await expect(
          page
            .getByRole('button')
            .filter({ hasText: 'Deposit' })
            .filter({ hasText: dollars(amount) })
            .filter({ hasText: 'Pending' }),
        ).toHaveCount(1);
        expect(deposits).toEqual(['POST', 'POST']);
        // A coin deposit waits for an admin: the wallet is untouched.
        expect((await me(request, token)).wallet).toBe(1_00);
      });
    });

    test('withdrawing in Bitcoin: Max within the level limit, the amount in the coin, a review sheet; the money moves only on Confirm', async ({
      page,
      request,
    }) => {
      const { username, token } = await investorWithBalance(request, 800_00);
      const email = `${username}@example.com`;
      const mailbox = await outboxMailbox();
      const price = await btcPrice(request);
      // Level 1: at most $500 at once, whatever the balance.
      const max = 500_00;
      const inCoin = coinText(micros(max, price));
      const withdrawals: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/withdraw') withdrawals.push(sent.method());
      });

      await signInThroughApi(page, username, INVESTOR_PASSWORD);
      await page.goto('/dashboard/make-withdrawal');
      const form = page.getByRole('form', { name: 'Withdrawal' });
      const amountField = form.getByLabel('Amount ($)');

      await test.step('Max fills the level limit and says why; the amount shows in the coin', async () => {
        const maxButton = form.getByRole('button', { name: `Max ${dollars(max)}` });
        await expect(maxButton).toHaveAccessibleDescription('Please verify your email address to withdraw more than $500.');
        await maxButton.click();
        await expect(amountField).toHaveValue('500.00');
        await form.getByLabel('Payment option').selectOption('Bitcoin');
        await expect(amountField).toHaveAccessibleDescription(`About ${inCoin} at the current price.`);
        await form.getByLabel('Address', { exact: true }).fill(GOOD_BTC);
        await shot(page, 'withdrawal-page');
      });

      const sheet = page.getByRole('dialog', { name: 'Review your withdrawal' });
      await test.step('Proceed opens the review sheet, focused; Back returns to the form as typed and nothing moved', async () => {
        await form.getByRole('button', { name: 'Proceed' }).click();
        await expect(fact(sheet, 'Amount')).toHaveText(`${dollars(max)} ${inCoin}`);
        await expect(fact(sheet, 'Fee')).toHaveText('None');
        await expect(fact(sheet, 'You receive')).toHaveText(`${dollars(max)} ${inCoin}`);
        await expect(fact(sheet, 'Network')).toHaveText('Bitcoin');
        await expect(fact(sheet, 'Address')).toHaveText(GOOD_BTC);
        await expect(fact(sheet, 'Balance after')).toHaveText(dollars(800_00 - max));
        await expect(sheet.getByRole('button', { name: 'Back' })).toBeFocused();
        // The address wraps inside its box: nothing sticks out of the sheet.
        const overflow = await sheet.locator('.full-address').evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await shot(page, 'withdrawal-review');
        await expectNoBlockingViolations(page, 'the withdrawal review sheet', width);

        await sheet.getByRole('button', { name: 'Back' }).click();
        await expect(sheet).toHaveCount(0);
        await expect(form.getByRole('button', { name: 'Proceed' })).toBeFocused();
        await expect(amountField).toHaveValue('500.00');
        expect(withdrawals).toEqual([]);
        expect((await me(request, token)).wallet).toBe(800_00);
      });

      await test.step('Confirm, then the emailed code, sends it once: the history shows it pending and the balance is down', async () => {
        await form.getByRole('button', { name: 'Proceed' }).click();
        await confirmInSheet(sheet, 'Confirm withdrawal', mailbox, email);
        await expect(page).toHaveURL(/\/dashboard\/transaction-history$/);
        await expect(
          page
            .getByRole('button')
            .filter({ hasText: 'Withdrawal' })
            .filter({ hasText: dollars(max) })
            .filter({ hasText: 'Pending' }),
        ).toHaveCount(1);
        expect(withdrawals).toEqual(['POST']);
        expect((await me(request, token)).wallet).toBe(800_00 - max);
      });
    });

    test("sign-up's empty submit marks each field to fix under it and focuses the first", async ({ page }) => {
      const signups: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/signup') signups.push(sent.method());
      });
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      const firstName = page.getByLabel('First name');
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveAccessibleDescription('The first name field is required.');
      for (const label of ['Last name', 'Username', 'Email', 'Gender', 'Country', 'Date of birth']) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.getByRole('checkbox', { name: /accept the terms and conditions/ })).toHaveAccessibleDescription(
        'You must accept the terms and conditions.',
      );
      // The spec's toast stays.
      await expect(page.getByText('Please fill all required fields.')).toBeVisible();
      await shot(page, 'signup-errors');
      await expectNoBlockingViolations(page, 'sign-up with errors', width);
      expect(signups).toEqual([]);
    });
  });
}
