import type { AdminOverview, DailyFlow } from '@arcvest/shared';

/** 30 days ending 2026-06-30, all zeros. */
export const emptyDays = (): DailyFlow[] =>
  Array.from({ length: 30 }, (_, index) => ({ date: `2026-06-${String(index + 1).padStart(2, '0')}`, deposits: 0, withdrawals: 0 }));

export const EMPTY_OVERVIEW: AdminOverview = {
  pending: { deposits: 0, withdrawals: 0, identity: 0, payments: 0, approvals: 0 },
  totals: { deposits: 0, withdrawals: 0, earnings: 0, wallets: 0, capital: 0, owed: 0 },
  daily: emptyDays(),
};

/** Three deposits and a withdrawal pending, some money, two active days. */
export function busyOverview(): AdminOverview {
  const daily = emptyDays();
  daily[9].deposits = 500_00;
  daily[29].withdrawals = 120_00;
  return {
    pending: { deposits: 3, withdrawals: 1, identity: 2, payments: 4, approvals: 0 },
    totals: { deposits: 12_345_67, withdrawals: 2_000_00, earnings: 345_50, wallets: 9_876_54, capital: 1_500_00, owed: 11_376_54 },
    daily,
  };
}
