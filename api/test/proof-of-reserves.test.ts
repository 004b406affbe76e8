import { randomBytes } from 'node:crypto';
import { reservesRatio } from '@arcvest/shared/rules';
import type { Coin, CoinReserves, ProofOfReserves } from '@arcvest/shared/schemas';
import { parseEther } from 'viem';
import { createPriceService } from '../src/services/prices';
import { createProofOfLiabilitiesService } from '../src/services/proof-of-liabilities';
import { createProofOfReservesService, RESERVE_TEXTS } from '../src/services/proof-of-reserves';
import { createChainSources } from '../src/chains/sources';
import { tronAddressToHex } from '../src/chains/tron-address';
import { postTransaction } from '../src/services/wallet';
import { ANVIL_CHAIN_ID, anvilForFile, litecoindInstalled, startRegtestNode, type RegtestNode } from './chain-nodes';
import { forEachDatabase } from './databases';
import { NODE_DOWN_URL, startFakeNode, type FakeNode } from './fake-node';
import { call, createUser, login, saying, signInAdmin } from './helpers';
import { createAddress, createPlan } from './money-helpers';
import { bitcoinKey, ethereumKey, solanaKey, tronAddressOf, tronSign, xrpKey } from './reserve-keys';

const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The operator's XRP address (the XRP Ledger's documentation's), which XRP invoices are paid to. */
const XRP_OPERATOR = 'rLNaPoKeeBjZe2qs6x52yVPZpZ8td4dc6w';
const CONFIRMATIONS = 2;
/** What the one investor is owed: the liabilities the reserves are set against. */
const OWED = 10_000_00;

const installed = litecoindInstalled();
if (!installed && process.env.CI) throw new Error('litecoind is not installed: CI must run the Bitcoin RPC tests (npm test installs it as root).');
if (!installed) console.warn('litecoind is not installed (apt-get install litecoind): skipping the proof of reserves’ chain tests');

/**
 * The nodes no package installs here, answering in the shapes their API documentation gives:
 * TronGrid's /wallet/triggerconstantcontract (a TRC-20 balanceOf), rippled's account_info (API v2;
 * actNotFound for an account never funded), Solana's getBalance.
 */
function fakeNodes(balances: { usdt: Map<string, bigint>; xrp: Map<string, bigint>; sol: Map<string, bigint> }) {
  const word = (value: bigint) => value.toString(16).padStart(64, '0');
  return Promise.all([
    startFakeNode((_path, body) => {
      const { parameter } = body as { parameter: string };
      const holder = [...balances.usdt.keys()].find((address) => tronAddressToHex(address).padStart(64, '0') === parameter);
      return {
        result: { result: true },
        energy_used: 535,
        constant_result: [word(holder ? balances.usdt.get(holder)! : 0n)],
        transaction: { ret: [{}], visible: true },
      };
    }),
    startFakeNode((_path, body) => {
      const { account } = (body as { params: [{ account: string }] }).params[0];
      const drops = balances.xrp.get(account);
      if (drops === undefined)
        return {
          result: {
            account,
            error: 'actNotFound',
            error_code: 19,
            error_message: 'Account not found.',
            ledger_index: 90_000_000,
            status: 'error',
            validated: true,
          },
        };
      return {
        result: {
          account_data: { Account: account, Balance: drops.toString(), Flags: 0, LedgerEntryType: 'AccountRoot', Sequence: 1 },
          ledger_index: 90_000_000,
          status: 'success',
          validated: true,
        },
      };
    }),
    startFakeNode((_path, body) => {
      const [address] = (body as { params: [string, unknown] }).params;
      return { jsonrpc: '2.0', result: { context: { apiVersion: '2.0.15', slot: 341_197_053 }, value: Number(balances.sol.get(address) ?? 0n) }, id: 1 };
    }),
  ]);
}

(installed ? describe : describe.skip)('proof of reserves on anvil, litecoind -regtest and the documented shapes of TRON, XRP and Solana', () => {
  const anvil = anvilForFile();
  let node: RegtestNode;
  let tron: FakeNode;
  let xrp: FakeNode;
  let sol: FakeNode;
  const balances = { usdt: new Map<string, bigint>(), xrp: new Map<string, bigint>(), sol: new Map<string, bigint>() };
  beforeAll(async () => {
    node = await startRegtestNode();
    [tron, xrp, sol] = await fakeNodes(balances);
  }, 60_000);
  afterAll(() => Promise.all([node.stop(), tron.stop(), xrp.stop(), sol.stop()]));

  forEachDatabase((ctx) => {
    let anvilSnapshot: string;
    const chains = () => ({
      ...ctx().config.chains,
      eth: { url: anvil().url, confirmations: CONFIRMATIONS, chainId: ANVIL_CHAIN_ID },
      btc: { url: node.url, confirmations: CONFIRMATIONS },
      tron: { url: tron.url, confirmations: 20, contract: USDT_CONTRACT, apiKey: null },
      xrp: { url: xrp.url },
      sol: { url: sol.url },
    });
    beforeEach(async () => {
      anvilSnapshot = await anvil().snapshot();
      for (const map of Object.values(balances)) map.clear();
      // The price source is unreachable: the built-in prices (BTC $60,000, ETH $3,000, XRP $0.50, SOL $150; USDT $1).
      await ctx().rebuild({ chains: chains(), pricesUrl: 'http://127.0.0.1:9/prices' });
    });
    afterEach(() => anvil().revert(anvilSnapshot));

    /** An investor owed OWED, and a signed-in admin. */
    async function owedAndAdmin() {
      const { app, db } = ctx();
      const userId = await createUser(db, 'ivy');
      await db
        .transaction()
        .execute((trx) =>
          postTransaction(trx, { user_id: userId, type: 'bonus', status: 'confirmed', amount: OWED, created_at: ctx().clock.now.toISOString() }),
        );
      return signInAdmin(app, db);
    }

    /** Registers `address` as the admin would: asks for the text, signs it with the address's key, sends both. */
    async function registerReserve(admin: string, coin: Coin, address: string, sign: (message: string) => string | Promise<string>, publicKey?: string) {
      const { app } = ctx();
      const asked = await call(app, 'GET', `/api/reserve-addresses/message?coin=${coin}&address=${address}`, admin);
      expect(asked.statusCode).toBe(200);
      const { message } = asked.json();
      const registered = await call(app, 'POST', '/api/reserve-addresses', admin, {
        coin,
        address,
        message,
        signature: await sign(message),
        ...(publicKey && { public_key: publicKey }),
      });
      expect(registered.statusCode).toBe(201);
    }

    async function snapshot(admin: string): Promise<ProofOfReserves> {
      expect((await call(ctx().app, 'POST', '/api/proof-of-liabilities', admin)).statusCode).toBe(200);
      const published = await call(ctx().app, 'GET', '/api/proof-of-reserves', null);
      expect(published.statusCode).toBe(200);
      return published.json();
    }

    const coinOf = (proof: ProofOfReserves, coin: Coin): CoinReserves | undefined => proof.latest.coins.find((entry) => entry.coin === coin);

    it('the reserves total moves when the test pays the reserve addresses and mines the blocks that confirm it (ETH on anvil, BTC on regtest)', async () => {
      const admin = await owedAndAdmin();
      const ether = ethereumKey(randomBytes(32));
      const bitcoin = bitcoinKey(randomBytes(32));
      await registerReserve(admin, 'ETH', ether.address, (message) => ether.signMessage({ message }));
      await registerReserve(admin, 'BTC', bitcoin.segwit, (message) => bitcoin.sign(bitcoin.segwit, message));

      const before = await snapshot(admin);
      expect(coinOf(before, 'ETH')).toEqual({ coin: 'ETH', amount: '0', price: 3000_00, value: 0, addresses: 1, available: true, demo: false });
      expect(coinOf(before, 'BTC')).toEqual({ coin: 'BTC', amount: '0', price: 60000_00, value: 0, addresses: 1, available: true, demo: false });
      expect(before.latest).toMatchObject({ reserves: 0, ratio: 0, liabilities: { total: OWED, investors: 1 } });

      await anvil().pay(ether.address, parseEther('2'));
      await node.payTo(bitcoin.segwit, '0.5');
      await anvil().mine(1);
      await node.mine(1);
      // In a block, but with 1 confirmation of the 2 required: not counted yet.
      const mined = await snapshot(admin);
      expect(coinOf(mined, 'ETH')).toMatchObject({ amount: '0', value: 0 });
      expect(coinOf(mined, 'BTC')).toMatchObject({ amount: '0', value: 0 });

      await anvil().mine(1);
      await node.mine(1);
      const confirmed = await snapshot(admin);
      expect(coinOf(confirmed, 'ETH')).toEqual({ coin: 'ETH', amount: '2', price: 3000_00, value: 6000_00, addresses: 1, available: true, demo: false });
      expect(coinOf(confirmed, 'BTC')).toEqual({ coin: 'BTC', amount: '0.5', price: 60000_00, value: 30000_00, addresses: 1, available: true, demo: false });
      expect(confirmed.latest.reserves).toBe(36000_00);
      expect(confirmed.latest.ratio).toBe(3.6);
      expect(confirmed.history.map((point) => [point.reserves, point.liabilities, point.ratio])).toEqual([
        [0, OWED, 0],
        [0, OWED, 0],
        [36000_00, OWED, 3.6],
      ]);
      expect(confirmed.history.at(-1)!.generated_at).toBe(confirmed.latest.generated_at);
      expect(confirmed.addresses.map((entry) => entry.address)).toEqual([ether.address, bitcoin.segwit]);
    });

    it('counts the invoice addresses and the registered ones, read in TRON’s, rippled’s and Solana’s documented shapes', async () => {
      const { app, db } = ctx();
      const admin = await owedAndAdmin();
      // An XRP invoice: paid to the operator's address, which is then counted.
      expect((await createAddress(app, admin, 'xrp', XRP_OPERATOR)).statusCode).toBe(201);
      const planId = await createPlan(db, { roi: 1.5, duration: 7, min: 100_00, max: 999_00 });
      expect((await call(app, 'POST', '/api/deposit', await login(app, 'ivy'), { plan_id: planId, amount: 500_00, payment_method: 'XRP' })).statusCode).toBe(
        201,
      );
      const funded = xrpKey(21, 'ed25519');
      const unfunded = xrpKey(22, 'ecdsa-secp256k1');
      await registerReserve(admin, 'XRP', funded.address, funded.sign, funded.publicKey);
      await registerReserve(admin, 'XRP', unfunded.address, unfunded.sign, unfunded.publicKey);
      const solana = solanaKey(randomBytes(32));
      await registerReserve(admin, 'SOL', solana.address, solana.sign);
      const tronKey = randomBytes(32);
      const tronAddress = tronAddressOf(tronKey);
      await registerReserve(admin, 'USDT', tronAddress, (message) => tronSign(message, tronKey));

      balances.xrp.set(XRP_OPERATOR, 25_000_000n).set(funded.address, 100_500_000n);
      balances.sol.set(solana.address, 3_500_000_001n);
      balances.usdt.set(tronAddress, 1_234_500_000n);
      const proof = await snapshot(admin);
      expect(coinOf(proof, 'XRP')).toEqual({ coin: 'XRP', amount: '125.5', price: 50, value: 62_75, addresses: 3, available: true, demo: false });
      // Valued rounded down to the cent; the amount keeps every lamport.
      expect(coinOf(proof, 'SOL')).toEqual({ coin: 'SOL', amount: '3.500000001', price: 150_00, value: 525_00, addresses: 1, available: true, demo: false });
      expect(coinOf(proof, 'USDT')).toEqual({ coin: 'USDT', amount: '1234.5', price: 1_00, value: 1234_50, addresses: 1, available: true, demo: false });
      expect(proof.latest.coins.map((entry) => entry.coin)).toEqual(['BTC', 'ETH', 'XRP', 'SOL', 'USDT']);
      expect(proof.latest.reserves).toBe(62_75 + 525_00 + 1234_50);
      expect(proof.latest.ratio).toBe(reservesRatio(proof.latest.reserves, OWED));

      // Asked as documented: the validated ledger, the finalized commitment, balanceOf of the configured contract.
      expect(xrp.requests.map((request) => request.body)).toContainEqual({
        method: 'account_info',
        params: [{ account: XRP_OPERATOR, ledger_index: 'validated', api_version: 2 }],
      });
      expect(sol.requests.map((request) => request.body)).toContainEqual({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [solana.address, { commitment: 'finalized' }],
      });
      expect(tron.requests.at(-1)).toMatchObject({
        path: '/wallet/triggerconstantcontract',
        body: {
          owner_address: tronAddress,
          contract_address: USDT_CONTRACT,
          function_selector: 'balanceOf(address)',
          parameter: tronAddressToHex(tronAddress).padStart(64, '0'),
          visible: true,
        },
      });
    });

    it('a chain that cannot be read counts 0 and says so; the snapshot is still taken, by an admin or by the daily timer', async () => {
      const { db } = ctx();
      const admin = await owedAndAdmin();
      const solana = solanaKey(randomBytes(32));
      await registerReserve(admin, 'SOL', solana.address, solana.sign);
      balances.sol.set(solana.address, 2_000_000_000n);
      const ripple = xrpKey(23, 'ed25519');
      await registerReserve(admin, 'XRP', ripple.address, ripple.sign, ripple.publicKey);
      balances.xrp.set(ripple.address, 10_000_000n);
      const bitcoin = bitcoinKey(randomBytes(32));
      await registerReserve(admin, 'BTC', bitcoin.segwit, (message) => bitcoin.sign(bitcoin.segwit, message));
      await ctx().rebuild({ chains: { ...chains(), xrp: { url: NODE_DOWN_URL }, btc: { url: NODE_DOWN_URL, confirmations: 2 } } });
      const proof = await snapshot(admin);
      expect(coinOf(proof, 'XRP')).toEqual({ coin: 'XRP', amount: '0', price: 50, value: 0, addresses: 1, available: false, demo: false });
      expect(coinOf(proof, 'BTC')).toEqual({ coin: 'BTC', amount: '0', price: 60000_00, value: 0, addresses: 1, available: false, demo: false });
      expect(coinOf(proof, 'SOL')).toMatchObject({ amount: '2', value: 300_00, available: true, demo: false });
      expect(coinOf(proof, 'ETH')).toMatchObject({ available: true, demo: false });
      expect(proof.latest.reserves).toBe(300_00);

      // The daily snapshot (the accrual timer's) stores the reserves too.
      ctx().clock.advance(86_400_000);
      const config = { ...ctx().config, chains: chains() };
      const { app } = ctx();
      const { log } = app;
      const reserves = createProofOfReservesService({
        db,
        now: () => new Date(ctx().clock.now),
        sources: createChainSources(config.chains),
        platform: config.site.name,
        log,
        prices: createPriceService({ db, config, now: () => new Date(ctx().clock.now), fetch, log }),
      });
      await expect(createProofOfLiabilitiesService({ db, now: () => new Date(ctx().clock.now), reserves }).takeDailyIfDue()).resolves.toBe(true);
      const daily = (await call(app, 'GET', '/api/proof-of-reserves', null)).json() as ProofOfReserves;
      expect(daily.latest.generated_at).toBe(ctx().clock.now.toISOString());
      expect(daily.latest.coins.every((entry) => entry.available)).toBe(true);
      expect(coinOf(daily, 'SOL')).toMatchObject({ amount: '2', value: 300_00 });
      expect(coinOf(daily, 'XRP')).toMatchObject({ amount: '10', value: 5_00 });
      expect(daily.history).toHaveLength(2);
    });

    it('reads the chains before the snapshot’s lock: the database takes writes while a node is slow, and the snapshot counts them', async () => {
      const { db } = ctx();
      const admin = await owedAndAdmin();
      const solana = solanaKey(randomBytes(32));
      await registerReserve(admin, 'SOL', solana.address, solana.sign);
      let answer = (_value: number) => {};
      const slow = await startFakeNode(
        () =>
          new Promise((resolve) => {
            answer = (value) => resolve({ jsonrpc: '2.0', result: { context: { slot: 1 }, value }, id: 1 });
          }),
      );
      try {
        await ctx().rebuild({ chains: { ...chains(), sol: { url: slow.url } } });
        const taking = call(ctx().app, 'POST', '/api/proof-of-liabilities', admin);
        while (slow.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
        // On SQLite a write waits for the snapshot's write lock: it would wait for the node if the lock were held.
        const userId = await createUser(db, 'otto');
        await db
          .transaction()
          .execute((trx) =>
            postTransaction(trx, { user_id: userId, type: 'bonus', status: 'confirmed', amount: 7_00, created_at: ctx().clock.now.toISOString() }),
          );
        answer(1_000_000_000);
        const taken = await taking;
        expect(taken.statusCode).toBe(200);
        expect(taken.json()).toMatchObject({ total: OWED + 7_00, investors: 2 });
        const proof = (await call(ctx().app, 'GET', '/api/proof-of-reserves', null)).json() as ProofOfReserves;
        expect(coinOf(proof, 'SOL')).toMatchObject({ amount: '1', value: 150_00, available: true, demo: false });
      } finally {
        await slow.stop();
      }
    });

    it('answers 404 with a message before any snapshot; the reserve addresses are listed before one', async () => {
      const { app } = ctx();
      const admin = await owedAndAdmin();
      const missing = await call(app, 'GET', '/api/proof-of-reserves', null);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(saying(RESERVE_TEXTS.none));
      const solana = solanaKey(randomBytes(32));
      await registerReserve(admin, 'SOL', solana.address, solana.sign);
      expect((await call(app, 'GET', '/api/reserve-addresses', null)).json()).toEqual([expect.objectContaining({ coin: 'SOL', address: solana.address })]);
    });
  });
});
