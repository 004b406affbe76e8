import { portfolioValue, startOfUtcDay } from '@arcvest/shared/rules';
import type { PortfolioPoint, PortfolioValue } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { dailyLedgerTotals, earningsTotals, walletBalance } from '../db/repositories/ledger';
import { listActiveUserPlans } from '../db/repositories/user-plans';
import { toUserPlan } from './investments';

const DAY_MS = 86_400_000;

export type PortfolioService = ReturnType<typeof createPortfolioService>;

/** The dashboard's portfolio: its value now, and the chart of balance and cumulative earnings at the end of each UTC day. */
export function createPortfolioService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /**
   * A point per day from the user's first ledger entry to today, days without entries carried
   * forward; none for a user without entries. The wallet equals the sum of the ledger, so the
   * last balance is the wallet.
   */
  async function points(userId: number): Promise<PortfolioPoint[]> {
    const totals = await dailyLedgerTotals(db, userId);
    if (totals.length === 0) return [];
    const byDay = new Map(totals.map((total) => [total.day, total]));
    const today = now().toISOString().slice(0, 10);
    const lastDay = totals[totals.length - 1].day > today ? totals[totals.length - 1].day : today;
    const result: PortfolioPoint[] = [];
    let balance = 0;
    let earnings = 0;
    for (let time = Date.parse(totals[0].day); ; time += DAY_MS) {
      const date = new Date(time).toISOString().slice(0, 10);
      const total = byDay.get(date);
      balance += total?.change ?? 0;
      earnings += total?.earned ?? 0;
      result.push({ date, balance, earnings });
      if (date >= lastDay) return result;
    }
  }

  /**
   * The dashboard's headline (docs/money.md#portfolio-value), read in one snapshot: a plan that
   * matures between two reads would otherwise count twice (as capital and in the balance) or not at all.
   */
  async function value(userId: number): Promise<PortfolioValue> {
    const since = startOfUtcDay(now());
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const balance = await walletBalance(trx, userId);
        const plans = (await listActiveUserPlans(trx, userId)).map(toUserPlan);
        const { earned, earnedSince } = await earningsTotals(trx, userId, since);
        return { ...portfolioValue({ balance, activePlans: plans, earned, earnedToday: earnedSince }), plans };
      });
  }

  return { points, value };
}
