import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from '../support/api';
import { expectNoBlockingViolationsInBothThemes } from '../support/axe';
import { E2E_PORT, startServer } from '../support/server';
import { screenshotBothWidths } from '../support/screenshots';
import { signInThroughApi } from '../support/session';
import { signUpInvestor } from '../support/sign-up';

/*
 * The admin's chain payments page against a server of its own that watches BTC. No Bitcoin node
 * runs here: the node's address answers nothing (the watcher retries and changes nothing), and
 * each test writes its invoices and the payments "seen" for them straight into the server's
 * SQLite file, as the watcher would have. The decisions then go through the real API.
 */

const SERVER_PORT = E2E_PORT + 7;
/** Where the server looks for its Bitcoin node: nothing listens there. */
const DEAD_NODE_PORT = E2E_PORT + 8;
const SQLITE_FILE = path.join(os.tmpdir(), `arcvest-e2e-chain-payments-${SERVER_PORT}-${Date.now()}.sqlite`);
/** The chain tip the payments count their confirmations from; the server needs 1. */
const TIP = 900_000;
/** Screenshots for a person to look at (not compared). */
const SHOTS = '/tmp/shots-chain-payments';
/** The locked BTC price of the seeded invoices, in dollars: 0.001 BTC is $50.00. */
const PRICE = 50_000;

let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  server = await startServer(SERVER_PORT, {
    SQLITE_FILE,
    BTC_RPC_URL: `http://u:p@127.0.0.1:${DEAD_NODE_PORT}`,
    BTC_CONFIRMATIONS: '1',
    CHAIN_POLL_SECONDS: '3600',
  });
});

test.afterAll(() => server?.stop());

/** The investor's wallet in cents, from this server. */
async function walletOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.post(`${server.baseURL}/api/me`, { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { wallet: number }).wallet;
}

/** A new investor on this server, signed up and signed in through the API. */
const newInvestor = (request: APIRequestContext) => signUpInvestor(request, { prefix: 'c', origin: server.baseURL, session: true });

/** A BTC invoice for $100 plus a $5 fee with payments seen for it (`null` height: in the mempool); its id. */
function seedInvoice(userId: number, planId: number, status: 'partial' | 'late', payments: { sats: number; height: number | null }[]): number {
  const db = new Database(SQLITE_FILE);
  try {
    db.prepare(`insert into chain_cursors (coin, height, lease_until) values ('BTC', ?, 0) on conflict (coin) do update set height = excluded.height`).run(TIP);
    const key = randomBytes(20).toString('hex');
    const now = new Date().toISOString();
    const { id } = db
      .prepare(
        `insert into invoices (user_id, plan_id, coin, amount, fee, price_usd, prices_stale, amount_due, due_base, address, watch_key, status, created_at, expires_at)
         values (?, ?, 'BTC', 10000, 500, ?, 0, '0.002100', '210000', ?, ?, ?, ?, ?) returning id`,
      )
      .get(userId, planId, String(PRICE), `bc1q${key.slice(0, 38)}`, `0014${key}`, status, now, now) as { id: number };
    for (const [index, payment] of payments.entries()) {
      db.prepare(`insert into chain_payments (coin, txid, output_index, invoice_id, amount_base, block_height, seen_at) values ('BTC', ?, ?, ?, ?, ?, ?)`).run(
        randomBytes(32).toString('hex'),
        index,
        id,
        String(payment.sats),
        payment.height,
        now,
      );
    }
    return id;
  } finally {
    db.close();
  }
}

async function planId(request: APIRequestContext): Promise<number> {
  const plans = (await (await request.get(`${server.baseURL}/api/plans`)).json()) as { id: number; min_amount: number }[];
  return plans.sort((a, b) => a.min_amount - b.min_amount)[0].id;
}

async function openPage(page: Page) {
  await signInThroughApi(page, 'admin', undefined, server.baseURL);
  await page.goto(`${server.baseURL}/dashboard/admin/chain-payments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chain payments' })).toBeVisible();
}

const cardOf = (page: Page, username: string) =>
  page.getByRole('region', { name: 'Waiting for a decision' }).getByRole('article', { name: new RegExp(`^${username}`) });

for (const width of [1280, 375]) {
  test(`lists the exceptions and the reconciliation, axe clean in both themes, at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const investor = await newInvestor(request);
    const plan = await planId(request);
    seedInvoice(investor.id, plan, 'partial', [{ sats: 100_000, height: TIP }]);
    const confirming = await newInvestor(request);
    seedInvoice(confirming.id, plan, 'late', [{ sats: 210_000, height: null }]);

    await openPage(page);
    const card = cardOf(page, investor.username);
    await expect(card).toContainText('Paid partially');
    await expect(card).toContainText('$105.00 0.002100 BTC');
    await expect(card).toContainText('$50.00 0.001000 BTC');
    await expect(card.getByRole('button', { name: 'Start plan' })).toBeEnabled();
    const waiting = cardOf(page, confirming.username);
    await expect(waiting.getByRole('button', { name: 'Credit to balance' })).toBeDisabled();
    await expect(waiting).toContainText('Some of its payments do not have their confirmations yet.');

    const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
    await expect(reconciliation.getByRole('heading', { level: 3, name: 'BTC' })).toBeVisible();
    await expect(reconciliation.getByRole('listitem').filter({ hasText: investor.username })).toContainText('0.001000 BTC');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await expectNoBlockingViolationsInBothThemes(page, '/dashboard/admin/chain-payments', width);
    await page.screenshot({ path: `${SHOTS}/page-${width}.png`, fullPage: true });
  });
}

test('credits a partial payment after the review, and the investor’s balance has it', async ({ page, request }) => {
  const investor = await newInvestor(request);
  const invoiceId = seedInvoice(investor.id, await planId(request), 'partial', [{ sats: 100_000, height: TIP }]);
  const before = await walletOf(request, investor.token);

  await openPage(page);
  await cardOf(page, investor.username).getByRole('button', { name: 'Credit to balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit to balance' });
  await expect(dialog).toContainText(`Credit what ${investor.username} (user #${investor.id}) paid to their balance?`);
  await dialog.getByRole('button', { name: 'Credit to balance' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(cardOf(page, investor.username)).toHaveCount(0);
  const decided = page
    .getByRole('region', { name: 'Decided and overpaid' })
    .getByRole('listitem')
    .filter({ hasText: `Invoice #${invoiceId}` });
  await expect(decided).toContainText('Credited to balance');
  expect(await walletOf(request, investor.token)).toBe(before + 50_00);
  // Credited, the payment is in the ledger: the reconciliation no longer lists it.
  await expect(
    page
      .getByRole('region', { name: 'Reconciliation' })
      .getByRole('listitem')
      .filter({ hasText: `Invoice #${invoiceId}` }),
  ).toHaveCount(0);
});

test('rejects only with a reason, which the investor then sees on the invoice', async ({ page, request }) => {
  const investor = await newInvestor(request);
  const invoiceId = seedInvoice(investor.id, await planId(request), 'late', [{ sats: 210_000, height: TIP }]);

  await openPage(page);
  await cardOf(page, investor.username).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject payment' });
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await screenshotBothWidths(page, SHOTS, 'reason-required');
  await reason.fill('Paid after the price lock; sent back to the address it came from.');
  await dialog.getByRole('button', { name: 'Reject payment' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(
    page
      .getByRole('region', { name: 'Decided and overpaid' })
      .getByRole('listitem')
      .filter({ hasText: `Invoice #${invoiceId}` }),
  ).toContainText('Rejected');
  const invoice = (await (await request.get(`${server.baseURL}/api/invoices/${invoiceId}`, { headers: bearer(investor.token) })).json()) as {
    resolution: string;
    resolution_note: string;
  };
  expect(invoice).toMatchObject({ resolution: 'rejected', resolution_note: 'Paid after the price lock; sent back to the address it came from.' });
});
