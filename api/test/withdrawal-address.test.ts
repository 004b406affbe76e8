import { checkLedger } from '../src/services/ledger';
import { forEachDatabase } from './databases';
import { call, createUser, login, signInAdmin } from './helpers';
import { walletOf } from './money-helpers';
import { confirmedWithdraw } from './step-up-helpers';

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** The same address with its last character changed: the bech32 checksum fails. */
const BROKEN_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp';
const GOOD_ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** One letter's case changed: the EIP-55 checksum fails. */
const BROKEN_ETH = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

forEachDatabase((ctx) => {
  async function investorWith(wallet: number) {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    await db.updateTable('users').set({ level: 3 }).where('id', '=', investorId).execute();
    await call(app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: wallet });
    const token = await login(app, 'ivy');
    const withdraw = (address: string, payment_method: string) =>
      confirmedWithdraw(ctx(), token, { amount: 100_00, address, payment_method, user_id: investorId, type: 'withdrawal' });
    return { investorId, withdraw };
  }

  it('refuses an address whose checksum fails, and leaves the wallet as it was', async () => {
    const { investorId, withdraw } = await investorWith(500_00);
    for (const [address, coin, message] of [
      [BROKEN_BTC, 'BTC', 'This is not a valid Bitcoin address.'],
      [BROKEN_ETH, 'ETH', 'This is not a valid Ethereum address.'],
      [GOOD_BTC, 'USDT', 'This is not a valid Tether (USDT) address on the TRC20 network.'],
    ]) {
      const response = await withdraw(address, coin);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message, errors: { address: [message] } });
    }
    // In the account's language, the network it names too.
    await ctx().db.updateTable('users').set({ locale: 'es' }).where('id', '=', investorId).execute();
    const spanish = 'Esta no es una dirección de Tether (USDT) válida en la red TRC20.';
    expect((await withdraw(GOOD_BTC, 'USDT')).json()).toEqual({
      message: spanish,
      errors: { address: [spanish] },
      code: 'rules.withdrawalAddress.invalidOnNetwork',
    });
    expect(await walletOf(ctx().db, investorId)).toBe(500_00);
    const withdrawals = await ctx().db.selectFrom('transactions').select('id').where('type', '=', 'withdrawal').execute();
    expect(withdrawals).toEqual([]);
  });

  it('accepts a valid address and debits the wallet', async () => {
    const { investorId, withdraw } = await investorWith(500_00);
    expect((await withdraw(GOOD_BTC, 'BTC')).statusCode).toBe(201);
    expect((await withdraw(`  ${GOOD_ETH} `, 'ETH')).statusCode).toBe(201);
    expect(await walletOf(ctx().db, investorId)).toBe(300_00);
    const stored = await ctx().db.selectFrom('transactions').select('address').where('type', '=', 'withdrawal').orderBy('id').execute();
    expect(stored).toEqual([{ address: GOOD_BTC }, { address: GOOD_ETH }]);
    expect(await checkLedger(ctx().db)).toEqual({ ok: true, problems: [] });
  });
});
