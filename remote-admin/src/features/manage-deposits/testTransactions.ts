import type { Transaction } from '@arcvest/shared';

function deposit(id: number, fields: Partial<Transaction>): Transaction {
  return {
    id,
    type: 'deposit',
    status: 'pending',
    amount: 100000,
    created_at: '2026-11-15T12:00:00.000Z',
    transaction_id: `${'ab'.repeat(31)}${String(id).padStart(2, '0')}`,
    payment_method: 'BTC',
    address: null,
    plan_reference: null,
    reason: null,
    username: 'alice',
    plan_id: 2,
    user_id: 10,
    ...fields,
  };
}

/** Newest first, as GET /all-transactions sends them: two in November, one in October 2026, one in December 2025. */
export const TEST_DEPOSITS: Transaction[] = [
  deposit(40, { username: 'alice', amount: 250000, created_at: '2026-11-20T12:00:00.000Z', status: 'pending' }),
  deposit(31, { username: 'bob', amount: 50050, created_at: '2026-11-03T12:00:00.000Z', status: 'confirmed', payment_method: 'ETH' }),
  deposit(22, { username: 'carol', amount: 120000, created_at: '2026-10-18T12:00:00.000Z', status: 'failed', payment_method: 'USDT' }),
  deposit(5, { username: 'dave', amount: 99900, created_at: '2025-12-10T12:00:00.000Z', status: 'pending', payment_method: 'SOL' }),
];

export const TEST_PLANS = [
  { id: 1, title: 'Starter', roi: 1, duration: 7, min_amount: 10000, max_amount: 99900 },
  { id: 2, title: 'Growth', roi: 1.5, duration: 14, min_amount: 100000, max_amount: 500000 },
];
