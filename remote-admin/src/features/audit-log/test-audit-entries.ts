import type { AuditEntry } from '@arcvest/shared';

export const TEST_AUDIT_ENTRIES: AuditEntry[] = [
  {
    id: 30,
    created_at: '2026-11-20T10:15:00.000Z',
    actor: { id: 1, username: 'boss' },
    action: 'wallet.bonus',
    target: { type: 'user', id: 7, user_id: 7, username: 'ivy' },
    details: { amount: 125_050, reason: 'Welcome gift', transaction_id: 90 },
  },
  {
    id: 29,
    created_at: '2026-11-19T09:00:00.000Z',
    actor: { id: 2, username: 'chief' },
    action: 'transaction.confirm',
    target: { type: 'transaction', id: 55, user_id: 7, username: 'ivy' },
    details: { type: 'withdrawal', amount: 300_00, user_id: 7 },
  },
  {
    id: 28,
    created_at: '2026-11-18T08:00:00.000Z',
    actor: { id: 1, username: 'boss' },
    action: 'plan.update',
    target: { type: 'plan', id: 3, user_id: null, username: null },
    details: { before: { title: 'Gold', roi: 1.5 }, after: { title: 'Gold', roi: 2 } },
  },
  {
    id: 27,
    created_at: '2026-11-01T00:00:00.000Z',
    actor: null,
    action: 'user.create-first-admin',
    target: { type: 'user', id: 1, user_id: 1, username: 'boss' },
    details: { username: 'boss', email: 'boss@example.test' },
  },
];
