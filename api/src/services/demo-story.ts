import { randomBytes } from 'node:crypto';
import { passwordWeakness, type PasswordContext } from '@arcvest/shared/password-strength';
import { stepUpKey, toBaseUnits } from '@arcvest/shared/rules';
import type { Coin } from '@arcvest/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { insertStepUp } from '../db/repositories/account-protection';
import { listPlans } from '../db/repositories/plans';
import { insertDemoReserveHoldings } from '../db/repositories/reserves';
import { findLatestOwnTransaction } from '../db/repositories/transactions';
import { listActiveUserPlans } from '../db/repositories/user-plans';
import { findUserById } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { DAY_MS } from '../domain/time';
import { runAccrualAndRenewals } from './accrual';
import { createServices } from './index';
import { createServerKeys } from './server-keys';
import { stepUpCodeHash } from './step-up';

/** The demo's story runs over this many days before the start (about three months). */
export const DEMO_STORY_DAYS = 92;

/** The referred friend of the demo investor: signs up with the investor's referral id and buys a plan (not a sign-in of the demo). */
export const DEMO_FRIEND = { username: 'sam', email: 'sam@example.com', firstname: 'Sam', lastname: 'Rivera' } as const;

/** Where the demo investor's withdrawal went: BIP 173's example address, a valid mainnet form that no demo visitor owns. */
export const DEMO_WITHDRAWAL_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/**
 * The demo's sample reserves (docs/proof-of-reserves.md#demo-reserves): about $7,700 at the
 * built-in prices, above what the story ever owes, so the demo's ratio stays over 100 % until
 * visitors buy more. Labelled demo wherever they are shown.
 */
const DEMO_RESERVE_HOLDINGS: { coin: Coin; amount: string }[] = [
  { coin: 'BTC', amount: '0.05' },
  { coin: 'ETH', amount: '1.2' },
  { coin: 'USDT', amount: '1100' },
];

/** The coins a story's deposit may be paid in, paid by hand (their transaction ids are 64 hex digits, ETH's with 0x). */
const HAND_PAID_COINS: readonly Coin[] = ['BTC', 'ETH', 'USDT'];

/** The passkey origin a withdrawal's step-up would check; the story confirms with the email code only. */
const NO_PASSKEY_ORIGIN = { origin: 'http://localhost', rpID: 'localhost' };

interface Cast {
  adminId: number;
  investorId: number;
  investorReferralId: string;
}

const HOUR_MS = 3_600_000;
/**
 * The story's accrual timer runs every 3 hours (the server's every few minutes), so a day is
 * credited at most 3 hours after it is due: often enough to read true, few enough runs to seed
 * three months in seconds.
 */
const TIMER_STEP_MS = 3 * HOUR_MS;

/**
 * Plays about three months of a demo investor's first weeks through the services' own rules, on a
 * clock set in the past and moved forward day by day, each day's accrual and proof-of-liabilities
 * snapshot run as the server's timer runs them: deposits confirmed by the admin, a plan that
 * matured, one redeemed early with its penalty, a withdrawal paid, a friend who signed up with
 * the investor's referral id and bought a plan (the referral bonus), and a plan bought from the
 * balance still running at `end`, the notifications before it read. Every balance is the sum of
 * the ledger rows these wrote.
 */
export async function playDemoStory(db: Db, config: Config, log: FastifyBaseLogger, cast: Cast, end: Date): Promise<void> {
  const start = end.getTime() - DEMO_STORY_DAYS * DAY_MS;
  let clock = new Date(start);
  const services = createServices({ db, config, now: () => clock, fetch: refuseNetwork, log });
  const keys = createServerKeys(config.authSecret);
  const [starter, growth] = await listPlans(db);
  const userOf = async (id: number): Promise<UserRow> => (await findUserById(db, id))!;
  const payingCoin = await firstHandPaidCoin(services.invoices.settlement);
  let friendId = 0;

  await insertDemoReserveHoldings(
    db,
    DEMO_RESERVE_HOLDINGS.map(({ coin, amount }) => ({ coin, amount_base: toBaseUnits(coin, amount).toString() })),
  );

  /** A crypto deposit its buyer reports with the transaction id; the admin confirms it `confirmAfterHours` later and the plan starts. */
  const depositConfirmed = (buyerId: () => number, planId: number, amount: number, confirmAfterHours: number) => async (at: number) => {
    const buyer = await userOf(buyerId());
    if (payingCoin === null) {
      // Every coin settles on chain here: the admin records the payment received, as the console does.
      await services.investments.buyForUser(cast.adminId, { user_id: buyer.id, plan_id: planId, amount, payment_method: 'BTC' });
      return;
    }
    await services.investments.deposit(buyer, { plan_id: planId, amount, payment_method: payingCoin, transaction_id: demoTransactionId(payingCoin) });
    const deposit = (await findLatestOwnTransaction(db, buyer.id, 'deposit'))!;
    await runAt(at + confirmAfterHours * HOUR_MS, () => services.transactions.decide(cast.adminId, deposit.id, { decision: 'confirm' }));
  };

  const withdrawalPaid = (amount: number, paidAfterHours: number) => async (at: number) => {
    const details = { amount, payment_method: 'BTC' as const, address: DEMO_WITHDRAWAL_ADDRESS };
    const stepUp = await confirmationCode(db, keys, cast.investorId, stepUpKey('withdrawal', details), clock);
    await services.withdrawals.request(await userOf(cast.investorId), { ...details, step_up: stepUp }, NO_PASSKEY_ORIGIN);
    const withdrawal = (await findLatestOwnTransaction(db, cast.investorId, 'withdrawal'))!;
    await runAt(at + paidAfterHours * HOUR_MS, () => services.transactions.decide(cast.adminId, withdrawal.id, { decision: 'confirm' }));
  };

  const redeemedEarly = (title: string) => async () => {
    const running = (await listActiveUserPlans(db, cast.investorId)).find((plan) => plan.title === title)!;
    await services.redemption.redeem(cast.investorId, running.id);
  };

  const friendSignsUp = async () => {
    const form = { ...DEMO_FRIEND, age: '1991-09-23', gender: 'male' as const, country: 'Canada', referred_by: cast.investorReferralId };
    // A password of its own, strong whatever DEMO_PASSWORD is: the sign-up's strength rule must not stop the seed.
    const password = passwordFreeOfContext({ ...form, siteName: config.site.name });
    friendId = await services.signUp.register({ ...form, password, password_confirmation: password });
  };

  /** The investor, back in the app, reads the notifications (a daily earnings notice for each day earned, since). */
  const notificationsRead = async () => {
    await services.inbox.markAllRead(cast.investorId);
  };

  const boughtFromBalance = (planId: number, amount: number) => async () => {
    await services.investments.deposit(await userOf(cast.investorId), { plan_id: planId, amount, payment_method: 'BALANCE' });
  };

  /** The story, in days before `end` and hours into that day. */
  const chapters: { daysAgo: number; hour: number; act: (at: number) => Promise<void> }[] = [
    { daysAgo: 90, hour: 2, act: depositConfirmed(() => cast.investorId, starter.id, 500_00, 3) },
    { daysAgo: 75, hour: 1, act: depositConfirmed(() => cast.investorId, growth.id, 2_000_00, 2) },
    { daysAgo: 68, hour: 6, act: redeemedEarly(growth.title) },
    { daysAgo: 60, hour: 4, act: friendSignsUp },
    { daysAgo: 59, hour: 3, act: depositConfirmed(() => friendId, growth.id, 1_500_00, 4) },
    { daysAgo: 50, hour: 5, act: withdrawalPaid(400_00, 3) },
    { daysAgo: 9, hour: 2, act: notificationsRead },
    { daysAgo: 9, hour: 2, act: boughtFromBalance(growth.id, 1_500_00) },
  ];

  /** Moves the clock to `at`, first running the accrual timer's job at each of its runs before it. */
  async function runAt(at: number, act: () => Promise<unknown>) {
    for (let tick = nextTick(clock.getTime()); tick <= at; tick += TIMER_STEP_MS) await timerJob(tick);
    clock = new Date(at);
    await act();
  }

  /** What the server's accrual timer does: the accrual and renewals, then the daily snapshot when one is due. */
  async function timerJob(at: number) {
    clock = new Date(at);
    await runAccrualAndRenewals(db, clock, config.site.name);
    await services.proofOfLiabilities.takeDailyIfDue();
  }

  /** The first of the story's timer runs (start + whole steps) after `ms`. */
  const nextTick = (ms: number) => start + (Math.floor((ms - start) / TIMER_STEP_MS) + 1) * TIMER_STEP_MS;

  try {
    await timerJob(start);
    for (const chapter of chapters) {
      const at = end.getTime() - chapter.daysAgo * DAY_MS + chapter.hour * HOUR_MS;
      await runAt(at, () => chapter.act(at));
    }
    await runAt(end.getTime(), async () => {});
  } finally {
    await services.hashPool.close();
  }
}

/**
 * A random password the sign-up's strength rule accepts for `context`. A random draw can hold a
 * context word ("sam" in about one draw in 1,500), so draws that do are thrown away.
 */
export function passwordFreeOfContext(context: PasswordContext, draw = () => randomBytes(18).toString('base64url')): string {
  for (;;) {
    const password = draw();
    if (passwordWeakness(password, context) === null) return password;
  }
}

/** The prices service asks the network only for live prices; the story values at the configured defaults. */
const refuseNetwork: typeof fetch = () => Promise.reject(new Error('The demo story reads no live prices.'));

/** A transaction id of the coin's form that no chain holds. */
function demoTransactionId(coin: Coin): string {
  const hex = randomBytes(32).toString('hex');
  return coin === 'ETH' ? `0x${hex}` : hex;
}

async function firstHandPaidCoin(settlement: (coin: Coin) => Promise<string>): Promise<Coin | null> {
  for (const coin of HAND_PAID_COINS) if ((await settlement(coin)) === 'manual') return coin;
  return null;
}

/**
 * The step-up a withdrawal asks for, as `open` writes it, with a code the story knows instead of
 * one emailed: the withdrawal then goes through the step-up's own check.
 */
async function confirmationCode(db: Db, keys: ReturnType<typeof createServerKeys>, userId: number, detailsKey: string, at: Date) {
  const code = String(100_000 + (randomBytes(4).readUInt32BE() % 900_000));
  const row = { user_id: userId, details_key: detailsKey };
  const id = await insertStepUp(db, {
    ...row,
    purpose: 'withdrawal',
    methods: JSON.stringify(['email']),
    code_hash: stepUpCodeHash(keys, row, code),
    passkey_challenge: null,
    created_at: at.toISOString(),
    expires_at: new Date(at.getTime() + 10 * 60_000).toISOString(),
  });
  return { id, code };
}
