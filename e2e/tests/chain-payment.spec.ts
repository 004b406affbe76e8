import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { parseEther } from 'viem';
import { apiToken, bearer, dollars, investorWithBalance } from '../support/api';
import { ANVIL_CHAIN_ID, startAnvil, type Anvil } from '../support/anvil';
import { expectNoBlockingViolations } from '../support/axe';
import { screenshotBothWidths } from '../support/screenshots';
import { startRegtestNode, type RegtestNode } from '../support/regtest';
import { E2E_PORT, startServer } from '../support/server';
import { signInThroughApi } from '../support/session';
import { INVESTOR_PASSWORD } from '../support/sign-up';

/*
 * Paying for a plan on chain (docs/chain.md#paying-on-chain) against a real Ethereum node, anvil,
 * which mines only when the test says so. Each test has its own server (a fresh database, Ether
 * settled on chain with 3 confirmations, the watcher every second) and its own node, so no other
 * journey sees Ether settled on chain. Nothing here waits for time: every wait is for a state the
 * page or the node shows.
 */

const SERVER_PORT = E2E_PORT + 6;
const ANVIL_PORT = E2E_PORT + 7;
const REGTEST_PORT = E2E_PORT + 8;
const CONFIRMATIONS = 3;
/** BIP 32's test vector 1, m/0H: a watch-only key as an operator enters it. */
const ETH_XPUB = 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
/** --color-bg of each theme (shared/src/ui/styles.css), as page-checks.spec.ts knows it. */
const BACKGROUND = { light: 'rgb(245, 246, 248)', dark: 'rgb(11, 15, 23)' } as const;
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

interface ChainSite<Node> {
  baseURL: string;
  node: Node;
  request: APIRequestContext;
  /** Moves the server's clock (CLOCK_OFFSET_FILE). */
  moveClock(ms: number): void;
}

/** A chain for a journey: its node, the server's settings for it, and the watch-only key the admin sets. */
interface Chain<Node> {
  start(): Promise<Node & { url: string; stop(): Promise<void> }>;
  env(url: string): Record<string, string>;
  key: { coin: 'eth' | 'btc'; xpub: string };
}

const BTC_CONFIRMATIONS = 2;
/** BIP 84's test vector: native SegWit (bc1q…) addresses. */
const BTC_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

const BITCOIN: Chain<RegtestNode> = {
  start: () => startRegtestNode(REGTEST_PORT),
  env: (url) => ({ BTC_RPC_URL: url, BTC_CONFIRMATIONS: String(BTC_CONFIRMATIONS) }),
  key: { coin: 'btc', xpub: BTC_ZPUB },
};

const ETHEREUM: Chain<Anvil> = {
  start: () => startAnvil(ANVIL_PORT),
  env: (url) => ({ ETH_RPC_URL: url, ETH_CHAIN_ID: String(ANVIL_CHAIN_ID), ETH_CONFIRMATIONS: String(CONFIRMATIONS) }),
  key: { coin: 'eth', xpub: ETH_XPUB },
};

/** Runs `journey` against a server watching a fresh node of `chain`, with the admin's key set; stops both after. */
async function withChainSite<Node>(
  browser: Browser,
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  chain: Chain<Node>,
  journey: (site: ChainSite<Node>, page: Page) => Promise<void>,
) {
  const offsetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-clock-')), 'offset');
  fs.writeFileSync(offsetFile, '0');
  const node = await chain.start();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(SERVER_PORT, {
      ...chain.env(node.url),
      CHAIN_POLL_SECONDS: '1',
      CLOCK_OFFSET_FILE: offsetFile,
      // Sessions outlive the moved clock.
      TOKEN_TTL_HOURS: '72',
      TOKEN_IDLE_MINUTES: '4320',
    });
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const saved = await request.post(`/api/chain-keys/${chain.key.coin}`, {
      headers: bearer(await apiToken(request, 'admin')),
      data: { xpub: chain.key.xpub },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      await journey({ baseURL: server.baseURL, node, request, moveClock: (ms) => fs.writeFileSync(offsetFile, String(ms)) }, await context.newPage());
    } finally {
      await context.close();
      await request.dispose();
    }
  } finally {
    server?.stop();
    await server?.exited;
    await node.stop();
  }
}

/** The value (<dd>) of the term `term` inside `scope`. */
const fact = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

/** The status card's heading, which the page announces politely as it changes. */
const status = (page: Page) => page.locator('[aria-live="polite"] h2');

/**
 * No sideways scrolling and axe at both widths in the light theme, axe again in the dark one (its
 * colours are the same at any width), and with E2E_SCREENSHOTS=1 the page at both widths in both
 * themes (e2e/screenshots/{name}-...png) for a person to look at.
 */
async function checkPage(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[colorScheme]);
    // Buttons fade between the themes' colours: axe measures once those transitions have ended.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    for (const width of colorScheme === 'light' ? [1280, 375] : [1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `${name} at ${width} px scrolls sideways`,
      ).toBe(0);
      await expectNoBlockingViolations(page, `${name} (${colorScheme})`, width);
    }
    if (TAKE_SCREENSHOTS) await screenshotBothWidths(page, SCREENSHOTS, `${name}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface CreatedInvoice {
  id: number;
  address: string;
  amount_due: string;
}

/** An invoice for the Starter plan at its least amount, through the API (the first journey buys through the page). */
async function invoiceFor(request: APIRequestContext, token: string): Promise<CreatedInvoice> {
  const starter = await starterPlan(request);
  const answer = await request.post('/api/deposit', {
    headers: bearer(token),
    data: { plan_id: starter.id, amount: starter.min_amount, payment_method: 'ETH' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { invoice: CreatedInvoice }).invoice;
}

async function starterPlan(request: APIRequestContext) {
  const plans = (await (await request.get('/api/plans')).json()) as { id: number; title: string; min_amount: number }[];
  const starter = plans.find((plan) => plan.title === 'Starter');
  if (!starter) throw new Error('the demo data has a Starter plan');
  return starter;
}

test('an investor buys a plan with Ether: a fresh address and a wallet link, the payment seen with 0 of 3 confirmations, then the plan starts with no admin', async ({
  browser,
  playwright,
}) => {
  await withChainSite(browser, playwright, ETHEREUM, async ({ node: anvil, request }, page) => {
    const { username, token, id: investorId } = await investorWithBalance(request, 1_00);
    const starter = await starterPlan(request);
    await signInThroughApi(page, username, INVESTOR_PASSWORD);

    await test.step('the plan, an amount and Ethereum; the payment page reviews the figures and asks for no transaction id', async () => {
      await page.goto('/dashboard/buy-plan');
      await page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: 'Starter plan' }) })
        .getByRole('button', { name: 'Buy plan' })
        .click();
      const modal = page.getByRole('dialog', { name: 'Buy the Starter plan' });
      await modal.getByLabel('Amount ($)').fill((starter.min_amount / 100).toFixed(2));
      await modal.getByLabel('Payment option').selectOption({ label: 'Ethereum' });
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay with Ethereum' })).toBeVisible();
      await expect(page.getByText(`once the payment has ${CONFIRMATIONS} confirmations on the Ethereum network`, { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Paid' })).toHaveCount(0);
      await checkPage(page, 'payment-on-chain');
      await page.getByRole('button', { name: 'Get payment address' }).click();
    });

    await expect(page).toHaveURL(/\/dashboard\/buy-plan\/invoices\/\d+$/);
    await expect(status(page)).toHaveText('Waiting for your payment');
    const invoiceId = Number(/\/(\d+)$/.exec(page.url())![1]);
    const address = (await page.locator('.invoice-address').textContent())!.trim();
    const amountDue = (await page.locator('.invoice-amount').textContent())!.replace(/ ETH$/, '');
    const wei = parseEther(amountDue);

    await test.step('the page shows an address of the invoice’s own and an EIP-681 wallet link with the amount in wei', async () => {
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(amountDue).toMatch(/^\d+\.\d{6}$/);
      const invoice = (await (await request.get(`/api/invoices/${invoiceId}`, { headers: bearer(token) })).json()) as {
        address: string;
        amount_due: string;
        uri: string;
      };
      expect(invoice).toMatchObject({ address, amount_due: amountDue });
      const uri = `ethereum:${address}@${ANVIL_CHAIN_ID}?value=${wei}`;
      expect(invoice.uri).toBe(uri);
      await expect(page.getByRole('link', { name: 'Open in your wallet app' })).toHaveAttribute('href', uri);
      await expect(page.getByRole('img', { name: `QR code for your wallet: ${amountDue} ETH to ${address}` })).toBeVisible();
      const manual = await request.get('/api/last-eth-address', { headers: bearer(token) });
      if (manual.ok()) expect(((await manual.json()) as { address: string }).address.toLowerCase()).not.toBe(address.toLowerCase());
      await expect(fact(page.locator('.invoice-facts'), 'Total')).toContainText(dollars(starter.min_amount + 20_00));
    });

    await test.step('paid from an anvil account: seen in the mempool with 0 of 3 confirmations, without a reload', async () => {
      const txid = await anvil.pay(address, wei);
      await expect(status(page)).toHaveText(`Payment seen: 0 of ${CONFIRMATIONS} confirmations`);
      const payment = page.getByRole('region', { name: 'Your payment' });
      await expect(payment.getByText(txid)).toBeVisible();
      await expect(payment.getByRole('link', { name: /View in a block explorer/ })).toHaveAttribute('href', new RegExp(`${txid}$`));
      await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    });

    await test.step(`${CONFIRMATIONS} blocks later the invoice is settled and the plan is active`, async () => {
      await anvil.mine(1);
      await expect(status(page)).toHaveText(`Payment seen: 1 of ${CONFIRMATIONS} confirmations`);
      await anvil.mine(CONFIRMATIONS - 1);
      await expect(status(page)).toHaveText('Paid: your plan has started');
      await page.getByRole('link', { name: 'See my plans' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Active plans' })).toBeVisible();
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Starter plan' }) });
      await expect(fact(card, 'Capital')).toHaveText(dollars(starter.min_amount));
    });

    await test.step('no admin did anything about the investor', async () => {
      const log = await request.get(`/api/audit-log?user=${investorId}`, { headers: bearer(await apiToken(request, 'admin')) });
      expect(log.ok()).toBe(true);
      const { items } = (await log.json()) as { items: { actor: unknown; action: string }[] };
      // The opening bonus is the only admin action: nobody confirmed the deposit.
      expect(items.filter((entry) => entry.actor !== null).map((entry) => entry.action)).toEqual(['wallet.bonus']);
    });
  });
});

test('the invoice page in each state, seen with real payments: new, seen, settled, partial, overpaid, expired, late, and the chain out of reach', async ({
  browser,
  playwright,
}) => {
  await withChainSite(browser, playwright, ETHEREUM, async ({ node: anvil, request, moveClock }, page) => {
    const { username, token } = await investorWithBalance(request, 1_00);
    await signInThroughApi(page, username, INVESTOR_PASSWORD);
    const full = await invoiceFor(request, token);
    const partial = await invoiceFor(request, token);
    const over = await invoiceFor(request, token);
    const unpaid = await invoiceFor(request, token);
    const late = await invoiceFor(request, token);
    const open = async (invoice: CreatedInvoice, state: string | RegExp) => {
      await page.goto(`/dashboard/buy-plan/invoices/${invoice.id}`);
      await expect(status(page)).toHaveText(state);
    };
    const due = (invoice: CreatedInvoice) => parseEther(invoice.amount_due);

    await test.step('waiting for the payment, then seen in the mempool', async () => {
      await open(full, 'Waiting for your payment');
      await expect(page.getByRole('img', { name: /^QR code for your wallet/ })).toBeVisible();
      await checkPage(page, 'invoice-new');
      await anvil.pay(full.address, due(full));
      await expect(status(page)).toHaveText(`Payment seen: 0 of ${CONFIRMATIONS} confirmations`);
      await checkPage(page, 'invoice-processing');
    });

    await test.step('confirmed: paid in full, in part, and over', async () => {
      await anvil.pay(partial.address, due(partial) / 2n);
      await anvil.pay(over.address, (due(over) * 3n) / 2n);
      await anvil.mine(CONFIRMATIONS);
      await expect(status(page)).toHaveText('Paid: your plan has started');
      await checkPage(page, 'invoice-settled');
      await open(partial, /^Paid \d+\.\d{6} of \d+\.\d{6} ETH$/);
      await expect(page.getByRole('heading', { name: 'Amount still to send' })).toBeVisible();
      await checkPage(page, 'invoice-partial');
      await open(over, 'Paid: your plan has started');
      await expect(page.getByText(/more than due: the surplus was credited to your balance/)).toBeVisible();
      await checkPage(page, 'invoice-overpaid');
    });

    await test.step('31 minutes later: expired with nothing paid, and a payment that comes late', async () => {
      moveClock(31 * 60_000);
      // The browser's clock moves with the server's, so the page counts the same time as it.
      await page.clock.install({ time: new Date(Date.now() + 31 * 60_000) });
      await open(unpaid, 'This payment request has expired');
      await checkPage(page, 'invoice-expired');
      await open(partial, /^Paid \d+\.\d{6} of \d+\.\d{6} ETH$/);
      await expect(page.getByText(/An admin will contact you/)).toBeVisible();
      await checkPage(page, 'invoice-partial-expired');
      await anvil.pay(late.address, due(late));
      await open(late, /^(This payment request has expired|Your payment arrived after the time ran out)$/);
      // An expired invoice's page asks for no news: it is opened again once the watcher has seen the payment.
      await expect(async () => {
        await page.reload();
        await expect(status(page)).toHaveText('Your payment arrived after the time ran out', { timeout: 1_000 });
      }).toPass();
      await checkPage(page, 'invoice-late');
    });

    await test.step('the node out of reach: a calm notice while the page keeps waiting', async () => {
      const fresh = await invoiceFor(request, token);
      await open(fresh, 'Waiting for your payment');
      await anvil.stop();
      await expect(page.getByText(/^We cannot reach the Ethereum network right now; we keep trying\./)).toBeVisible();
      await expect(status(page)).toHaveText('Waiting for your payment');
      await checkPage(page, 'invoice-chain-error');
    });
  });
});

test('an investor buys a plan with Bitcoin on a Bitcoin Core RPC node: a bc1q address and a BIP 21 link, 0 of 2 confirmations, then the plan starts with no admin', async ({
  browser,
  playwright,
}) => {
  await withChainSite(browser, playwright, BITCOIN, async ({ node, request }, page) => {
    const { username, token } = await investorWithBalance(request, 1_00);
    const starter = await starterPlan(request);
    await signInThroughApi(page, username, INVESTOR_PASSWORD);

    await page.goto('/dashboard/buy-plan');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Starter plan' }) })
      .getByRole('button', { name: 'Buy plan' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Buy the Starter plan' });
    await modal.getByLabel('Amount ($)').fill((starter.min_amount / 100).toFixed(2));
    await modal.getByLabel('Payment option').selectOption({ label: 'Bitcoin' });
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`once the payment has ${BTC_CONFIRMATIONS} confirmations on the Bitcoin network`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Get payment address' }).click();

    await expect(status(page)).toHaveText('Waiting for your payment');
    const invoiceId = Number(/\/(\d+)$/.exec(page.url())![1]);
    const address = (await page.locator('.invoice-address').textContent())!.trim();
    const amountDue = (await page.locator('.invoice-amount').textContent())!.replace(/ BTC$/, '');
    expect(address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const uri = `bitcoin:${address}?amount=${amountDue.replace(/\.?0+$/, '')}`;
    expect(((await (await request.get(`/api/invoices/${invoiceId}`, { headers: bearer(token) })).json()) as { uri: string }).uri).toBe(uri);
    await expect(page.getByRole('link', { name: 'Open in your wallet app' })).toHaveAttribute('href', uri);

    const txid = await node.pay(address, amountDue);
    await expect(status(page)).toHaveText(`Payment seen: 0 of ${BTC_CONFIRMATIONS} confirmations`);
    await expect(page.getByRole('region', { name: 'Your payment' }).getByText(txid)).toBeVisible();
    await node.mine(1);
    await expect(status(page)).toHaveText(`Payment seen: 1 of ${BTC_CONFIRMATIONS} confirmations`);
    await node.mine(1);
    await expect(status(page)).toHaveText('Paid: your plan has started');
    await page.getByRole('link', { name: 'See my plans' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Starter plan' }) });
    await expect(fact(card, 'Capital')).toHaveText(dollars(starter.min_amount));
  });
});
