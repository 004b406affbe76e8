import type { IdentityApplicant } from '@arcvest/shared';
import { testUser } from '@arcvest/shared/test';

/** Newest first, as GET /identity-verifications sends them. */
export const TEST_APPLICANTS: IdentityApplicant[] = [
  { id: 31, username: 'nora', email: 'nora@example.test', level: 2, pending: true },
  { id: 27, username: 'omar', email: 'omar.k@example.test', level: 3, pending: false },
  { id: 12, username: 'pia', email: 'pia@example.test', level: 2, pending: true },
];

/** A user whose identity documents wait for review. */
export function pendingApplicant() {
  return testUser({
    id: 31,
    firstname: 'Nora',
    lastname: 'Berg',
    username: 'nora',
    email: 'nora@example.test',
    country: 'Norway',
    age: '1990-04-02',
    level: 2,
    email_verified: 1,
    ssn: 'NO-12345678',
    occupation: 'Pilot',
    salary: '$50,000 - $100,000',
    dl_front: '/api/images/501',
    dl_back: '/api/images/502',
  });
}
