import type { User } from '@arcvest/shared';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7, firstname: 'Ivy', lastname: 'Stone', username: 'investor', email: 'investor@example.com', gender: 'female',
    age: '1990-01-01', country: 'Canada', phone: null, address: null, ssn: null, occupation: null, salary: null,
    level: 1, role: 'user', suspended: 0, email_verified: 0, wallet: 0, message: null, referral_id: 'DEMO1234',
    dl_front: null, dl_back: null, created_at: '2026-01-01T00:00:00.000Z', ...overrides,
  };
}
