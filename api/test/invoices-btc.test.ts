import { bitcoinSource } from '../src/chains/bitcoin';
import { watchChain } from '../src/services/chain-watch';
import { litecoindInstalled, startRegtestNode, type RegtestNode } from './chain-nodes';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { createPlan } from './money-helpers';

/** BIP 84's test vector: native SegWit addresses, bc1q… */
const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const CONFIRMATIONS = 2;

const installed = litecoindInstalled();
if (!installed && process.env.CI) throw new Error('litecoind is not installed: CI must run the Bitcoin RPC tests (npm test installs it as root).');
if (!installed) console.warn('litecoind is not installed (apt-get install litecoind): skipping the Bitcoin RPC tests');

/** Addresses are never reused across tests, though the regtest chain is: each test's key starts further on. */
let firstIndex = 0;

(installed ? describe : describe.skip)('on a Bitcoin Core RPC node (litecoind -regtest)', () => {
  let node: RegtestNode;
  beforeAll(async () => {
    node = await startRegtestNode();
  }, 60_000);
  afterAll(() => node.stop());

  forEachDatabase((ctx) => {
    beforeEach(async () => {
      const chains = { ...ctx().config.chains, btc: { url: node.url, confirmations: CONFIRMATIONS } };
      await ctx().rebuild({ chains, pricesUrl: 'http://127.0.0.1:9/prices' });
    });

    const pass = () =>
      watchChain({
        db: ctx().db,
        source: bitcoinSource({ url: node.url, requiredConfirmations: CONFIRMATIONS }),
        now: () => new Date(ctx().clock.now),
        owner: 'server-a',
      });

    async function buyWithBtc() {
      const { app, db } = ctx();
      const admin = await signInAdmin(app, db);
      expect((await call(app, 'POST', '/api/chain-keys/btc', admin, { xpub: ZPUB })).statusCode).toBe(200);
      firstIndex += 10;
      await db.updateTable('chain_keys').set({ next_index: firstIndex }).execute();
      const investorId = await createUser(db, 'ivy');
      const investor = await login(app, 'ivy');
      const planId = await createPlan(db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
      const bought = await call(app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 500_00, payment_method: 'BTC' });
      expect(bought.statusCode).toBe(201);
      const { invoice } = bought.json();
      const read = async () => (await call(ctx().app, 'GET', `/api/invoices/${invoice.id}`, investor)).json();
      /** Pays the invoice's address from the node's wallet, in the node's own form of it. */
      const pay = (amount: string) => node.payTo(invoice.address, amount);
      const plans = () => db.selectFrom('user_plans').select(['amount', 'status']).where('user_id', '=', investorId).execute();
      return { invoice, read, pay, plans };
    }

    it('a payment to the invoice’s bc1q address is seen in the mempool, counted block by block and settled once', async () => {
      const { invoice, read, pay, plans } = await buyWithBtc();
      // $520 at the built-in $60,000, and a BIP 21 link with the amount.
      expect(invoice).toMatchObject({
        address: expect.stringMatching(/^bc1q[02-9ac-hj-np-z]{38}$/),
        amount_due: '0.008666',
        uri: `bitcoin:${invoice.address}?amount=0.008666`,
      });
      const txid = await pay(invoice.amount_due);
      await pass();
      expect(await read()).toMatchObject({ status: 'processing', confirmations: 0, paid: '0.008666', transactions: [{ txid, confirmations: 0 }] });
      await node.mine(1);
      await pass();
      expect(await read()).toMatchObject({ status: 'processing', confirmations: 1 });
      expect(await plans()).toEqual([]);
      await node.mine(1);
      expect(await pass()).toMatchObject({ settled: 1, error: null });
      expect(await read()).toMatchObject({
        status: 'settled',
        confirmations: CONFIRMATIONS,
        transactions: [{ explorer_url: `https://mempool.space/tx/${txid}` }],
      });
      await node.mine(1);
      await pass();
      expect(await plans()).toEqual([{ amount: 500_00, status: 'active' }]);
    });

    it('a block that is invalidated before the confirmations are in takes the payment back to the mempool, and nothing is credited', async () => {
      const { invoice, read, pay, plans } = await buyWithBtc();
      await pay(invoice.amount_due);
      const [block] = await node.mine(1);
      await pass();
      expect(await read()).toMatchObject({ status: 'processing', confirmations: 1 });

      await node.call('invalidateblock', [block]);
      await pass();
      expect(await read()).toMatchObject({ status: 'processing', confirmations: 0 });
      expect(await plans()).toEqual([]);

      await node.mine(CONFIRMATIONS);
      await pass();
      expect(await read()).toMatchObject({ status: 'settled' });
      expect(await plans()).toHaveLength(1);
    });

    it('underpaid stays partial; a node that cannot be reached is retried and shown', async () => {
      const { read, pay, plans } = await buyWithBtc();
      await pay('0.005');
      await node.mine(CONFIRMATIONS);
      await pass();
      expect(await read()).toMatchObject({ status: 'partial', paid: '0.005000' });
      expect(await plans()).toEqual([]);

      const down = await watchChain({
        db: ctx().db,
        source: bitcoinSource({ url: 'http://u:p@127.0.0.1:9', requiredConfirmations: CONFIRMATIONS }),
        now: () => new Date(ctx().clock.now),
        owner: 'server-a',
      });
      expect(down.error).toEqual(expect.any(String));
      expect(await read()).toMatchObject({ status: 'partial', chain_error: down.error });
    });
  });
});
