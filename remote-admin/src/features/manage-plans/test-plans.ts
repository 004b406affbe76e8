import { testPlan } from '@arcvest/shared/test';
import type { Plan } from '@arcvest/shared';

/** Plans as GET /plans answers them in these tests (amounts in cents). */
export const TEST_PLANS: Plan[] = [
  testPlan({ id: 1, title: 'Starter', roi: 1.5, duration: 30, min_amount: 10_000, max_amount: 100_000 }),
  testPlan({ id: 2, title: 'Growth', roi: 2, duration: 45, min_amount: 100_000, max_amount: 500_000 }),
  testPlan({ id: 3, title: 'Pro', roi: 2.5, duration: 60, min_amount: 500_000, max_amount: 2_500_000 }),
];
