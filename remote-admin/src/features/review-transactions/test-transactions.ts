import { testPlan } from '@arcvest/shared/test';
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
    coin_amount: null,
    invoice_id: null,
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
  // Paid by hand: the coin's deposit address and the total due in the coin when it was submitted.
  deposit(40, {
    username: 'alice',
    amount: 250000,
    created_at: '2026-11-20T12:00:00.000Z',
    status: 'pending',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    coin_amount: '0.043666',
  }),
  // Settled on chain: its invoice's address and amount in the coin.
  deposit(31, {
    username: 'bob',
    amount: 50050,
    created_at: '2026-11-03T12:00:00.000Z',
    status: 'confirmed',
    payment_method: 'ETH',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    coin_amount: '0.173500',
    invoice_id: 9,
  }),
  deposit(22, { username: 'carol', amount: 120000, created_at: '2026-10-18T12:00:00.000Z', status: 'failed', payment_method: 'USDT' }),
  deposit(5, { username: 'dave', amount: 99900, created_at: '2025-12-10T12:00:00.000Z', status: 'pending', payment_method: 'SOL' }),
];

function withdrawal(id: number, fields: Partial<Transaction>): Transaction {
  return deposit(id, { type: 'withdrawal', transaction_id: null, plan_id: null, ...fields });
}

/** Newest first: a pending USDT one (TRC20) and a confirmed BTC one in November 2026. */
export const TEST_WITHDRAWALS: Transaction[] = [
  withdrawal(52, {
    username: 'erin',
    user_id: 12,
    amount: 30000,
    created_at: '2026-11-21T09:30:00.000Z',
    payment_method: 'USDT',
    address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
  }),
  withdrawal(48, {
    username: 'frank',
    user_id: 13,
    amount: 12050,
    created_at: '2026-11-02T09:30:00.000Z',
    status: 'confirmed',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  }),
];

export const TEST_PLANS = [
  testPlan({ id: 1, title: 'Starter', roi: 1, duration: 7, min_amount: 10000, max_amount: 99900 }),
  testPlan({ id: 2, title: 'Growth', roi: 1.5, duration: 14, min_amount: 100000, max_amount: 500000 }),
];
