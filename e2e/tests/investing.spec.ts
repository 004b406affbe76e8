import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { png } from '../../api/test/png';
import { accrueAt, DAY_MS } from '../support/accrual';
import { signIn } from '../support/session';
import { signUpInvestor } from '../support/sign-up';

/*
 * The expectations below are computed here, from the rules as docs/money.md states them, on purpose without
 * the app's own rules (shared/src/rules), so that a wrong rule cannot agree with itself.
 */

/** Coin amounts in millionths, each rounded to 6 decimals; the total is what the two shown add up to. */
function expectedPayment(usdAmount: number, feeUsd: number, usdPrice: number) {
  const micros = (usd: number) => Math.round((usd / usdPrice) * 1e6);
  const amount = micros(usdAmount);
  const fee = micros(feeUsd);
  const text = (value: number) => `${Math.floor(value / 1e6)}.${String(value % 1e6).padStart(6, '0')}`;
  return { amount: text(amount), fee: text(fee), total: text(amount + fee) };
}

/** Returns in cents: total = amount x roi% x duration to the cent, whole-cent days, the last day the rest. */
function expectedReturns(amountCents: number, roiPercent: number, duration: number) {
  const roiHundredths = Math.round(roiPercent * 100);
  const total = Math.round((amountCents * roiHundredths * duration) / 10_000);
  const daily = Math.floor(total / duration);
  return { total, daily, lastDay: total - daily * (duration - 1) };
}

const usd = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The value (<dd>) of a <dt>/<dd> pair on the page. */
function fact(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

function historyRows(page: Page, type: string, amount: string) {
  return page.getByRole('button').filter({ hasText: type }).filter({ hasText: amount });
}

test('an investor signs up by referral, pays for Starter in BTC, earns daily and gets the capital back; the referrer gets 1%', async ({
  page: rita,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const username = `rita${Date.now()}`;
  const password = 'correct horse battery';
  const btcAddress = `bc1q${randomBytes(19).toString('hex')}`;
  const btcTransactionId = randomBytes(32).toString('hex');
  const amountCents = 500_00;

  const plans = (await (await request.get('/api/plans')).json()) as { id: number; title: string; roi: number; duration: number }[];
  const starter = plans.find((plan) => plan.title === 'Starter');
  expect(starter, 'the demo data has a Starter plan').toBeDefined();
  const { roi, duration } = starter!;
  const returns = expectedReturns(amountCents, roi, duration);

  await test.step('Rita signs up through the demo investor’s referral link and signs in', async () => {
    await signUpInvestor(rita, { username, password, firstname: 'Rita', lastname: 'Levi', country: 'Italy', referral: 'DEMO1234' });
    await signIn(rita, username, password);
    await expect(rita.getByRole('heading', { level: 1 })).toHaveText(/, Rita$/);
  });

  const admin = await newPage(browser, baseURL);
  await test.step('the admin adds a BTC address with its QR image; it is listed as the active one', async () => {
    await signIn(admin, 'admin');
    await admin.goto('/dashboard/admin/manage-address/bitcoin/create-address');
    await admin.getByLabel('Address', { exact: true }).fill(btcAddress);
    await admin.getByLabel('QR code image').setInputFiles({ name: 'btc-qr.png', mimeType: 'image/png', buffer: png(21, (x, y) => (x + y) % 2 === 0) });
    await expect(admin.getByRole('img', { name: 'Preview of the chosen QR code' })).toBeVisible();
    await admin.getByRole('button', { name: 'Submit' }).click();
    await expect(admin.getByText('Address created successfully.')).toBeVisible();
    await expect(admin).toHaveURL(/\/dashboard\/admin\/manage-address\/bitcoin$/);

    const active = admin.getByRole('article', { name: 'Active address', exact: true });
    await expect(active).toHaveCount(1);
    await expect(active).toContainText(btcAddress);
    // The stored image comes back and decodes: 21 x 21 pixels.
    const qr = active.getByRole('img', { name: `QR code of ${btcAddress}` });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(21);
  });

  await test.step('Rita buys Starter for $500 in Bitcoin and reports her transaction', async () => {
    const prices = (await (await request.get('/api/crypto-prices')).json()) as { bitcoin: { usd: number } };
    const btcPrice = prices.bitcoin.usd;
    expect(btcPrice).toBeGreaterThan(0);
    const expected = expectedPayment(amountCents / 100, 20, btcPrice);

    await rita.goto('/dashboard/buy-plan');
    const card = rita.getByRole('article').filter({ has: rita.getByRole('heading', { name: 'Starter plan' }) });
    await card.getByRole('button', { name: 'Buy plan' }).click();
    const modal = rita.getByRole('dialog', { name: 'Buy the Starter plan' });
    await modal.getByLabel('Amount ($)').fill('500');
    await modal.getByLabel('Payment option').selectOption({ label: 'Bitcoin' });
    await expect(modal).toContainText(`Estimated payout: ${usd(amountCents + returns.total)} after a period of ${duration} days`);
    await modal.getByRole('button', { name: 'Continue' }).click();

    await expect(rita).toHaveURL(/\/dashboard\/buy-plan\/bitcoin$/);
    await expect(rita.getByRole('heading', { name: 'Pay with Bitcoin' })).toBeVisible();
    await expect(rita.getByText(btcAddress, { exact: true })).toBeVisible();
    const qr = rita.getByRole('img', { name: `QR code of the Bitcoin address ${btcAddress}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    await expect(fact(rita, 'Amount')).toHaveText(`${usd(amountCents)} ${expected.amount} BTC`);
    await expect(fact(rita, 'Fee')).toHaveText(`$20.00 ${expected.fee} BTC`);
    await expect(fact(rita, 'Total')).toHaveText(`${usd(amountCents + 20_00)} ${expected.total} BTC`);
    await expect(fact(rita, 'Network')).toHaveText('Bitcoin');

    await rita.getByRole('button', { name: 'Paid' }).click();
    const confirm = rita.getByRole('dialog', { name: 'Confirm transaction' });
    await expect(fact(rita, 'Address')).toHaveText(btcAddress);
    await confirm.getByLabel('Transaction ID').fill(btcTransactionId);
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect(rita.getByText('Deposit submitted. Your plan starts as soon as the payment is confirmed.')).toBeVisible();
    await expect(rita).toHaveURL(/\/dashboard\/transaction-history$/);
    // A pending deposit has moved no money yet: no plus sign.
    await expect(historyRows(rita, 'Deposit', usd(amountCents)).filter({ hasText: 'Pending' })).toHaveCount(1);
    await expect(historyRows(rita, 'Deposit', `+${usd(amountCents)}`)).toHaveCount(0);
  });

  let confirmedAt = 0;
  await test.step('the admin confirms the deposit', async () => {
    await admin.goto('/dashboard/admin/manage-deposits');
    await admin.getByRole('radio', { name: 'Pending' }).check();
    await expect(admin).toHaveURL(/status=pending/);
    const row = admin
      .getByRole('button')
      .filter({ hasText: username })
      .filter({ hasText: usd(amountCents) });
    await expect(row).toHaveCount(1);
    await row.click();
    const details = admin.getByRole('dialog', { name: 'Deposit details' });
    await expect(fact(admin, 'Reference').locator('code')).toHaveText(btcTransactionId);
    await expect(fact(admin, 'Reference').getByRole('link', { name: /^View in a block explorer/ })).toHaveAttribute(
      'href',
      `https://mempool.space/tx/${btcTransactionId}`,
    );
    await expect(fact(admin, 'Plan')).toContainText('Starter');
    await details.getByRole('button', { name: 'Confirm' }).click();
    const confirmStep = admin.getByRole('dialog', { name: 'Confirm deposit' });
    await expect(confirmStep).toContainText(`Confirm the deposit of ${usd(amountCents)} by ${username}`);
    await confirmStep.getByRole('button', { name: 'Confirm deposit' }).click();
    await expect(admin.getByText('Transaction confirmed.')).toBeVisible();
    confirmedAt = Date.now();
    await expect(details).toHaveCount(0);
  });

  await test.step('two days on: two daily earnings, the earnings card and the progress bar follow', async () => {
    expect(accrueAt(confirmedAt + 2 * DAY_MS + 60_000)).toMatch(/^Accrual: \d+ plan day\(s\) credited/);

    await rita.goto('/dashboard/transaction-history');
    // Paid in coin into the plan, not the balance: said so, unsigned.
    await expect(historyRows(rita, 'Deposit · paid for a plan', usd(amountCents)).filter({ hasText: 'Confirmed' })).toHaveCount(1);
    await expect(historyRows(rita, 'Deposit', `+${usd(amountCents)}`)).toHaveCount(0);
    await expect(historyRows(rita, 'Earnings', `+${usd(returns.daily)}`)).toHaveCount(2);
    await expect(rita.getByRole('button').filter({ hasText: 'Capital returned' })).toHaveCount(0);

    await rita.goto('/dashboard');
    // Every amount on the dashboard is **** until Show amounts, which is then remembered.
    const earningsCard = rita.getByRole('listitem').filter({ has: rita.getByRole('heading', { name: 'Total earnings' }) });
    await expect(earningsCard).toContainText('Hidden');
    await rita.getByRole('button', { name: 'Show amounts' }).click();
    await expect(earningsCard).toContainText(usd(2 * returns.daily));
    const activeCard = rita.getByRole('listitem').filter({ has: rita.getByRole('heading', { name: 'Active plans' }) });
    await expect(activeCard.getByText('1', { exact: true })).toBeVisible();

    await rita.goto('/dashboard/user-plan');
    const plan = rita.getByRole('article', { name: 'Starter plan' });
    const daysLeft = duration - 2;
    const percent = Math.round((daysLeft / duration) * 100);
    await expect(fact(rita, 'Days left')).toHaveText(`${daysLeft} days`);
    await expect(fact(rita, 'Capital')).toHaveText(usd(amountCents));
    await expect(plan.getByRole('progressbar', { name: 'Time left on the Starter plan' })).toHaveAttribute('aria-valuenow', String(percent));
    await expect(plan).toContainText(`${percent}% of the term left`);
  });

  await test.step('past the end: the capital comes back, the plan completes, the balance is capital plus all returns', async () => {
    expect(accrueAt(confirmedAt + (duration + 1) * DAY_MS + 60_000)).toMatch(/^Accrual: \d+ plan day\(s\) credited/);

    await rita.goto('/dashboard/transaction-history');
    await expect(historyRows(rita, 'Capital returned', `+${usd(amountCents)}`)).toHaveCount(1);
    const earnings = rita.getByRole('button').filter({ hasText: 'Earnings' });
    await expect(earnings).toHaveCount(duration);
    await expect(historyRows(rita, 'Earnings', `+${usd(returns.daily)}`)).toHaveCount(returns.lastDay === returns.daily ? duration : duration - 1);
    await expect(historyRows(rita, 'Earnings', `+${usd(returns.lastDay)}`)).toHaveCount(returns.lastDay === returns.daily ? duration : 1);

    await rita.goto('/dashboard/user-plan');
    await expect(rita.getByText('No active plans')).toBeVisible();
    // The matured plan has left the active ones for Past plans.
    await expect(rita.getByRole('region', { name: 'Past plans' }).getByRole('article', { name: 'Starter plan' })).toContainText('Matured');
    await expect(rita.getByRole('article', { name: 'Starter plan' })).toHaveCount(1);

    await rita.goto('/dashboard');
    // The plan has ended: its capital is back in the balance, so the total value is the balance.
    const value = rita.getByRole('region', { name: 'Total value' });
    // Shown on the earlier visit: still shown after leaving the dashboard and coming back.
    await expect(value.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute('aria-pressed', 'true');
    await expect(value.locator('.portfolio-total')).toHaveText(usd(amountCents + returns.total));
    const cash = value.getByRole('listitem').filter({ has: rita.getByRole('heading', { name: 'Cash' }) });
    await expect(cash.getByText(usd(amountCents + returns.total), { exact: true })).toBeVisible();
    await expect(value.getByRole('listitem')).toHaveCount(1);
    const earningsCard = rita.getByRole('listitem').filter({ has: rita.getByRole('heading', { name: 'Total earnings' }) });
    await expect(earningsCard).toContainText(usd(returns.total));
    const activeCard = rita.getByRole('listitem').filter({ has: rita.getByRole('heading', { name: 'Active plans' }) });
    await expect(activeCard.getByText('0', { exact: true })).toBeVisible();
  });

  await test.step('the referrer (the demo investor) got 1% of $500 as a bonus', async () => {
    const referrer = await newPage(browser, baseURL);
    await signIn(referrer, 'investor');
    await referrer.goto('/dashboard/transaction-history');
    await referrer.getByLabel('Type').selectOption('bonus');
    const bonus = historyRows(referrer, 'Bonus', `+${usd(amountCents / 100)}`);
    await expect(bonus.first()).toBeVisible();
    await bonus.first().click();
    const details = referrer.getByRole('dialog', { name: 'Transaction details' });
    await expect(fact(referrer, 'Amount')).toHaveText('+$5.00');
    await expect(fact(referrer, 'Reason')).toContainText(`bought by ${username}`);
    await details.getByRole('button', { name: 'Done' }).click();
    await referrer.context().close();
  });

  await admin.context().close();
});
