import type { UserListItem } from '@arcvest/shared';

/** Newest first, as GET /users sends them. */
export const TEST_USERS: UserListItem[] = [
  { id: 40, username: 'deleted-40', email: 'deleted-40@deleted.invalid', role: 'user', staff_role: null, level: 1, suspended: false, deleted: true, frozen: false, held_until: null, created_at: '2026-05-04T00:00:00.000Z', balance: 0 },
  { id: 31, username: 'nora', email: 'nora@example.test', role: 'user', staff_role: null, level: 2, suspended: true, deleted: false, frozen: false, held_until: null, created_at: '2026-05-03T00:00:00.000Z', balance: 12_500_00 },
  { id: 27, username: 'omar', email: 'omar.k@example.test', role: 'admin', staff_role: 'owner', level: 3, suspended: false, deleted: false, frozen: false, held_until: null, created_at: '2026-05-02T00:00:00.000Z', balance: 0 },
  { id: 12, username: 'pia', email: 'pia@example.test', role: 'user', staff_role: null, level: 1, suspended: false, deleted: false, frozen: false, held_until: null, created_at: '2026-05-01T00:00:00.000Z', balance: 250_00 },
];
