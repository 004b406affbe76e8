import { expect, test, type Page } from '@playwright/test';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { dollars, investorWithBalance } from '../support/api';
import { ANVIL_CHAIN_ID, startAnvil } from '../support/anvil';
import { checkPageAtBothWidths } from '../support/page-check';
import { E2E_PORT, startServer } from '../support/server';
import { signInThroughApi } from '../support/session';

/*
 * The proof of reserves against the real API and a real Ethereum node (anvil): an admin registers
 * an ETH reserve address on the admin page, signing the message it gives with the address's key,
 * takes a snapshot (the address holds nothing), the node pays it and mines the block, the admin
 * takes another, and the public page shows the ratio, the coin, its history and the signed address. Its own server
 * (a fresh database, Ether read on anvil) and its own node; nothing waits for time.
 */

const SERVER_PORT = E2E_PORT + 6;
const ANVIL_PORT = E2E_PORT + 9;
/** A new key: its address holds nothing until the test pays it (anvil's own accounts hold 10,000 ETH each). */
const RESERVE = privateKeyToAccount(generatePrivateKey());

interface PublishedReserves {
  latest: {
    reserves: number;
    ratio: number;
    liabilities: { total: number; root: string; leaves: number };
    coins: { coin: string; amount: string; price: number; value: number; addresses: number }[];
  };
}

/** The value (<dd>) of the term `term` inside `scope`. */
const fact = (scope: ReturnType<Page['locator']>, term: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

test('an admin registers a signed ETH reserve address, the chain pays it, and the public page sets it against what is owed', async ({
  browser,
  playwright,
}) => {
  const anvil = await startAnvil(ANVIL_PORT);
  const server = await startServer(SERVER_PORT, {
    ETH_RPC_URL: anvil.url,
    ETH_CHAIN_ID: String(ANVIL_CHAIN_ID),
    ETH_CONFIRMATIONS: '1',
    ACCRUAL_INTERVAL_SECONDS: '0',
  });
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    await investorWithBalance(request, 2_500_00);
    const page = await context.newPage();

    // Before any snapshot the public page says nothing is published yet.
    await page.goto('/proof-of-reserves');
    await expect(page.getByText('Nothing is published yet: the first snapshot is taken after the first day’s run.')).toBeVisible();

    await signInThroughApi(page, 'admin');
    await page.goto('/dashboard/admin/proof-of-reserves');
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of reserves' })).toBeVisible();
    await page.getByLabel('Coin').selectOption('ETH');
    await page.getByRole('textbox', { name: 'Address' }).fill(RESERVE.address.toLowerCase());
    await page.getByRole('button', { name: 'Get message to sign' }).click();
    const shown = page.getByRole('form', { name: 'Sign and register' }).locator('pre');
    await expect(shown).toContainText(`I control the ETH address ${RESERVE.address} on `);
    const message = (await shown.textContent()) ?? '';
    await page.getByLabel('Signature').fill(await RESERVE.signMessage({ message }));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('ETH reserve address registered.')).toBeVisible();
    const registered = page.getByRole('region', { name: 'Registered reserve addresses' });
    await expect(registered.getByText(RESERVE.address, { exact: true })).toBeVisible();
    await checkPageAtBothWidths(page, 'admin-proof-of-reserves');

    /** Take snapshot now, as the admin clicks it; the ETH reserves it published. */
    const latestTime = async () => {
      const latest = await request.get('/api/proof-of-liabilities');
      return latest.ok() ? ((await latest.json()) as { generated_at: string }).generated_at : null;
    };
    const takeSnapshot = async () => {
      const before = await latestTime();
      await page.getByRole('button', { name: 'Take snapshot now' }).click();
      await expect(page.getByText(/^Snapshot taken: \d+ investors? (is|are) owed \$[\d,.]+\.$/).last()).toBeVisible();
      await expect.poll(latestTime).not.toBe(before);
      const published = (await (await request.get('/api/proof-of-reserves')).json()) as PublishedReserves;
      return { published, eth: published.latest.coins.find((coin) => coin.coin === 'ETH') };
    };
    expect((await takeSnapshot()).eth).toEqual(expect.objectContaining({ amount: '0', value: 0, addresses: 1 }));

    // The node pays the reserve address 2 ETH in a block: the next snapshot counts them.
    await anvil.pay(RESERVE.address, parseEther('2'));
    await anvil.mine(1);
    const { published, eth } = await takeSnapshot();
    expect(eth).toEqual(expect.objectContaining({ amount: '2', addresses: 1 }));
    expect(published.latest.reserves).toBe(eth!.value);

    // A visitor's view: the ratio, the coin read on chain, the root and the signed address.
    // A context of its own, as axe's Playwright builder requires.
    const visitorContext = await browser.newContext({ baseURL: server.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/proof-of-reserves');
    const headline = visitor.getByRole('region', { name: 'Reserves ÷ what we owe' });
    const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(published.latest.ratio);
    await expect(headline.getByText(percent, { exact: true })).toBeVisible();
    await expect(fact(headline, 'Reserves')).toHaveText(dollars(published.latest.reserves));
    await expect(fact(headline, 'Owed to investors')).toHaveText(dollars(published.latest.liabilities.total));
    const ethRow = visitor
      .getByRole('table', { name: 'Reserves per coin' })
      .getByRole('row')
      .filter({ has: visitor.getByRole('rowheader', { name: 'ETH' }) });
    await expect(ethRow.getByRole('cell')).toHaveText(['2 ETH', dollars(eth!.price), dollars(eth!.value), '1']);
    await expect(visitor.getByRole('region', { name: 'The latest Merkle root of what we owe' }).getByText(published.latest.liabilities.root)).toBeVisible();
    const addresses = visitor.getByRole('region', { name: 'Reserve addresses and their signatures' });
    await expect(addresses.getByText(message, { exact: true })).toBeVisible();
    await expect(visitor.getByRole('figure', { name: /over 2 snapshots\.$/ })).toBeVisible();
    await checkPageAtBothWidths(visitor, 'proof-of-reserves');
    await visitorContext.close();
  } finally {
    await context.close();
    await request.dispose();
    server.stop();
    await server.exited;
    await anvil.stop();
  }
});
