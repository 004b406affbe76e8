import { ANVIL_CHAIN_ID, anvilForFile, ethereumForEachTest } from './chain-nodes';
import { forEachDatabase } from './databases';
import { call } from './helpers';
import { walletOf } from './money-helpers';
import { payoutError, withdrawForPayout } from './payout-helpers';
import { confirmedWithdraw } from './step-up-helpers';

/** anvil's second default account: a valid address nobody in the test pays from. */
const INVESTOR_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
/** $300 at the built-in $3,000 (the price source is unreachable here). */
const DUE_WEI = 100_000_000_000_000_000n;

const node = anvilForFile();

forEachDatabase((ctx) => {
  ethereumForEachTest(node, ctx, 3);

  async function withdrawEth() {
    const withdrawal = await withdrawForPayout(ctx, 'ETH', INVESTOR_ADDRESS);
    expect(withdrawal.coinAmount).toBe('0.100000');
    return withdrawal;
  }

  it('an ETH withdrawal is confirmed only with a payout in a block that pays its address the amount, and the investor sees the id', async () => {
    const { investor, investorId, confirm, status } = await withdrawEth();
    expect(await payoutError(confirm())).toBe('Give the payout’s transaction ID: ETH withdrawals are checked on chain before they are confirmed.');
    expect(await payoutError(confirm({ payout_txid: 'nonsense' }))).toMatch(/^A valid ETH transaction ID is 0x/);
    expect(await payoutError(confirm({ payout_txid: `0x${'12'.repeat(32)}` }))).toBe(
      'This transaction is not on the Ethereum network. Check the ID, or try again once your wallet has sent it.',
    );

    const elsewhere = await node().pay(OTHER_ADDRESS, DUE_WEI);
    const tooLittle = await node().pay(INVESTOR_ADDRESS, DUE_WEI - 1_000_000_000_000n);
    const right = await node().pay(INVESTOR_ADDRESS, DUE_WEI);
    expect(await payoutError(confirm({ payout_txid: right }))).toBe(
      'This transaction is not in a block yet. Confirm the withdrawal once it has a confirmation.',
    );
    await node().mine(1);
    expect(await payoutError(confirm({ payout_txid: elsewhere }))).toBe(`This transaction pays nothing to the withdrawal’s address ${INVESTOR_ADDRESS}.`);
    expect(await payoutError(confirm({ payout_txid: tooLittle }))).toBe(
      'This transaction pays 0.099999 ETH to the withdrawal’s address; the withdrawal is 0.100000 ETH.',
    );
    expect(await status()).toEqual({ status: 'pending', transaction_id: null });

    const confirmed = await confirm({ payout_txid: right.toUpperCase().replace('0X', '0x') });
    expect(confirmed.statusCode).toBe(200);
    expect(await status()).toEqual({ status: 'confirmed', transaction_id: right });
    const history = (await call(ctx().app, 'GET', '/api/transactions', investor)).json().items;
    expect(history.find((item: { type: string }) => item.type === 'withdrawal')).toMatchObject({ status: 'confirmed', transaction_id: right });
    expect(await walletOf(ctx().db, investorId)).toBe(700_00);
  });

  it('one payout cannot confirm two withdrawals; a node that cannot be reached is said, not a server error', async () => {
    const { confirm, investor, admin } = await withdrawEth();
    const payout = await node().pay(INVESTOR_ADDRESS, DUE_WEI * 2n);
    await node().mine(1);
    expect((await confirm({ payout_txid: payout })).statusCode).toBe(200);
    await confirmedWithdraw(ctx(), investor, { amount: 300_00, address: INVESTOR_ADDRESS, payment_method: 'ETH' });
    const second = await ctx()
      .db.selectFrom('transactions')
      .select('id')
      .where('type', '=', 'withdrawal')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(await payoutError(call(ctx().app, 'POST', `/api/confirm-transaction/${second.id}`, admin, { payout_txid: payout }))).toBe(
      'This payout transaction already confirms another withdrawal.',
    );

    const chains = { ...ctx().config.chains, eth: { url: 'http://127.0.0.1:9', confirmations: 3, chainId: ANVIL_CHAIN_ID } };
    await ctx().rebuild({ chains });
    expect(await payoutError(call(ctx().app, 'POST', `/api/confirm-transaction/${second.id}`, admin, { payout_txid: payout }))).toBe(
      'The Ethereum network cannot be read right now, so the payout cannot be checked. Please try again in a minute.',
    );
  });
});
