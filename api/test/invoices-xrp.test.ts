import { randomBytes } from 'node:crypto';
import { xrpSource, type XrpTransactionEntry } from '../src/chains/xrp';
import { watchChain } from '../src/services/chain-watch';
import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { NODE_DOWN_URL, startFakeNode, type FakeNode } from './fake-node';
import { call, createUser, login, signInAdmin } from './helpers';
import { createAddress, createPlan } from './money-helpers';

/** The operator's address (the admin's active XRP address) and an investor's, both from the XRP Ledger's documentation. */
const OPERATOR = 'rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w';
const PAYER = 'r48QyLLbot7VCfw325LrXAUtP6CRfU3tb4';
/** $500 + the $20 fee at the built-in $0.50 (the price source is unreachable here): 1,040 XRP in drops. */
const DUE = 1_040_000_000n;
/** tfPartialPayment: the payment may deliver less than its Amount. */
const PARTIAL_PAYMENT_FLAG = 0x00020000;
/** The fake answers account_tx a page of this many, as a server may (its `limit` is a wish). */
const FAKE_PAGE = 2;

/**
 * rippled's JSON-RPC, API v2, answering in the shapes of the XRP Ledger's documentation
 * (xrpl.org: the account_tx, tx and ledger methods; a txnNotFound asked with a ledger range says
 * `searched_all`). Its history starts at `oldestLedger`: a server with online deletion forgets
 * older ledgers.
 */
class FakeRippled {
  validated = 90_000_000;
  oldestLedger = 89_000_000;
  readonly entries: XrpTransactionEntry[] = [];

  pay(options: { tag: number | undefined; drops: bigint; delivered?: bigint; ledger: number; destination?: string }): string {
    const hash = randomBytes(32).toString('hex').toUpperCase();
    const partial = options.delivered !== undefined;
    this.entries.push({
      hash,
      ledger_index: options.ledger,
      validated: true,
      tx_json: {
        TransactionType: 'Payment',
        Destination: options.destination ?? OPERATOR,
        ...(options.tag !== undefined && { DestinationTag: options.tag }),
        ...({ Account: PAYER, DeliverMax: options.drops.toString(), Fee: '12', Flags: partial ? PARTIAL_PAYMENT_FLAG : 0, Sequence: this.entries.length + 1 } as object),
      },
      meta: { TransactionResult: 'tesSUCCESS', delivered_amount: (options.delivered ?? options.drops).toString(), ...({ AffectedNodes: [], TransactionIndex: 0 } as object) },
    });
    return hash;
  }

  forget(hash: string) {
    this.entries.splice(this.entries.findIndex((entry) => entry.hash === hash), 1);
  }

  answer(body: { method: string; params: [Record<string, unknown>] }): unknown {
    const params = body.params[0];
    const known = this.entries.filter((entry) => entry.ledger_index <= this.validated && entry.ledger_index >= this.oldestLedger);
    switch (body.method) {
      case 'ledger':
        return { result: { ledger: { ledger_index: this.validated, closed: true }, ledger_index: this.validated, validated: true, status: 'success' } };
      case 'account_tx': {
        const min = params.ledger_index_min as number;
        const max = params.ledger_index_max as number;
        const matching = known
          .filter((entry) => entry.ledger_index >= min && entry.ledger_index <= max && [(entry.tx_json as { Account?: string }).Account, entry.tx_json.Destination].includes(params.account as string))
          .sort((a, b) => a.ledger_index - b.ledger_index);
        const start = (params.marker as { seq: number } | undefined)?.seq ?? 0;
        const page = matching.slice(start, start + FAKE_PAGE);
        const more = start + FAKE_PAGE < matching.length;
        return {
          result: {
            account: params.account,
            ledger_index_min: min,
            ledger_index_max: max,
            transactions: page,
            validated: true,
            limit: params.limit,
            ...(more && { marker: { ledger: matching[start + FAKE_PAGE].ledger_index, seq: start + FAKE_PAGE } }),
            status: 'success',
          },
        };
      }
      case 'tx': {
        const found = known.find((entry) => entry.hash === params.transaction);
        if (found) return { result: { ...found, status: 'success' } };
        const ranged = params.min_ledger !== undefined && params.max_ledger !== undefined;
        return {
          result: {
            error: 'txnNotFound',
            error_code: 29,
            error_message: 'Transaction not found.',
            request: { command: 'tx', ...params },
            ...(ranged && { searched_all: (params.min_ledger as number) >= this.oldestLedger }),
            status: 'error',
          },
        };
      }
      default:
        return { result: { error: 'unknownCmd', error_code: 32, error_message: 'Unknown method.', status: 'error' } };
    }
  }
}

let node: FakeNode;
let rippled: FakeRippled;
beforeAll(async () => {
  node = await startFakeNode((_path, body) => rippled.answer(body as { method: string; params: [Record<string, unknown>] }));
});
afterAll(() => node.stop());

forEachDatabase((ctx) => {
  beforeEach(async () => {
    rippled = new FakeRippled();
    await ctx().rebuild({ chains: { ...ctx().config.chains, xrp: { url: node.url } }, pricesUrl: 'http://127.0.0.1:9/prices' });
  });

  const pass = (url = node.url) => watchChain({ db: ctx().db, source: xrpSource({ url }), now: () => new Date(ctx().clock.now), owner: 'server-a' });

  async function buyWithXrp(operatorAddress = OPERATOR) {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    expect((await createAddress(app, admin, 'xrp', operatorAddress)).statusCode).toBe(201);
    const investorId = await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const planId = await createPlan(db, { title: 'Starter', roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
    const bought = await call(app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 500_00, payment_method: 'XRP' });
    const read = async (id: number) => (await call(ctx().app, 'GET', `/api/invoices/${id}`, investor)).json();
    const plans = () => db.selectFrom('user_plans').select(['amount', 'status']).where('user_id', '=', investorId).execute();
    return { admin, investor, planId, bought, read, plans };
  }

  it('the operator’s address with the invoice’s destination tag: a validated payment settles it once; another tag pays nothing', async () => {
    const { investor, planId, bought, read, plans } = await buyWithXrp();
    expect(bought.statusCode).toBe(201);
    const { invoice } = bought.json();
    expect(invoice).toEqual({
      id: expect.any(Number),
      address: OPERATOR,
      destination_tag: invoice.id,
      amount_due: '1040.000000',
      uri: `xrpl://${OPERATOR}?amount=1040&dt=${invoice.id}`,
      expires_at: expect.any(String),
      status: 'new',
    });
    const options = (await call(ctx().app, 'GET', '/api/payment-options', investor)).json();
    expect(options.find((option: { coin: string }) => option.coin === 'XRP')).toEqual({ coin: 'XRP', settlement: 'chain', required_confirmations: 1, payout_check: false });
    // Each invoice has a tag of its own.
    const second = (await call(ctx().app, 'POST', '/api/deposit', investor, { plan_id: planId, amount: 200_00, payment_method: 'XRP' })).json().invoice;
    expect(second).toMatchObject({ address: OPERATOR, destination_tag: second.id });
    expect(second.destination_tag).not.toBe(invoice.destination_tag);

    // Three payments in the ledger after the tip (read over two pages): no tag, someone else's tag, the invoice's.
    rippled.pay({ tag: undefined, drops: DUE, ledger: 90_000_001 });
    rippled.pay({ tag: invoice.id + 1000, drops: DUE, ledger: 90_000_001 });
    const hash = rippled.pay({ tag: invoice.id, drops: DUE, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    expect(await pass()).toMatchObject({ watched: true, settled: 1, error: null });
    expect(await read(invoice.id)).toMatchObject({
      status: 'settled',
      confirmations: 1,
      required_confirmations: 1,
      paid: '1040.000000',
      transactions: [{ txid: hash, confirmations: 1, explorer_url: `https://livenet.xrpl.org/transactions/${hash}` }],
    });
    expect(await read(second.id)).toMatchObject({ status: 'new', transactions: [] });

    rippled.validated += 3;
    await pass();
    expect(await plans()).toEqual([{ amount: 500_00, status: 'active' }]);
    expect((await checkLedger(ctx().db)).ok).toBe(true);
  });

  it('a partial payment counts what it delivered, not its Amount; a top-up settles the invoice', async () => {
    const { bought, read, plans } = await buyWithXrp();
    const { invoice } = bought.json();
    rippled.pay({ tag: invoice.id, drops: DUE, delivered: DUE / 2n, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'partial', paid: '520.000000' });
    expect(await plans()).toEqual([]);

    rippled.pay({ tag: invoice.id, drops: DUE / 2n, ledger: 90_000_004 });
    rippled.validated = 90_000_005;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'settled', paid: '1040.000000' });
    expect(await plans()).toHaveLength(1);
  });

  it('a payment the node no longer has in a ledger it searched whole is forgotten; one whose ledger it deleted is kept', async () => {
    const { bought, read } = await buyWithXrp();
    const { invoice } = bought.json();
    const hash = rippled.pay({ tag: invoice.id, drops: DUE / 4n, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'partial', paid: '260.000000' });

    // Online deletion dropped the ledger: not found, but not searched either.
    rippled.oldestLedger = 90_000_002;
    rippled.validated = 90_000_003;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'partial', paid: '260.000000', transactions: [{ txid: hash }] });

    // The ledger is back in its history and the payment is not in it.
    rippled.oldestLedger = 89_000_000;
    rippled.forget(hash);
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'new', paid: '0.000000', transactions: [] });
  });

  it('without a valid active XRP address, or without the node, XRP is paid by hand', async () => {
    const xrpOption = async (token: string) => (await call(ctx().app, 'GET', '/api/payment-options', token)).json().find((option: { coin: string }) => option.coin === 'XRP');
    const { admin, investor, bought } = await buyWithXrp('not-an-xrp-address');
    // No invoice: the manual flow asks for the transaction id.
    expect(bought.statusCode).toBe(422);
    expect(bought.json().errors.transaction_id).toBeDefined();
    expect(await xrpOption(investor)).toEqual({ coin: 'XRP', settlement: 'manual', required_confirmations: null, payout_check: false });

    expect((await createAddress(ctx().app, admin, 'xrp', OPERATOR)).statusCode).toBe(201);
    expect(await xrpOption(investor)).toMatchObject({ settlement: 'chain' });
    await ctx().rebuild({ chains: { ...ctx().config.chains, xrp: null } });
    expect(await xrpOption(investor)).toMatchObject({ settlement: 'manual' });
  });

  it('a node that cannot be reached is retried and shown on the invoice', async () => {
    const { bought, read } = await buyWithXrp();
    const { invoice } = bought.json();
    const down = await pass(NODE_DOWN_URL);
    expect(down.error).toEqual(expect.any(String));
    expect(await read(invoice.id)).toMatchObject({ status: 'new', chain_error: down.error });

    rippled.pay({ tag: invoice.id, drops: DUE, ledger: 90_000_001 });
    rippled.validated = 90_000_001;
    await pass();
    expect(await read(invoice.id)).toMatchObject({ status: 'settled', chain_error: null });
  });
});
