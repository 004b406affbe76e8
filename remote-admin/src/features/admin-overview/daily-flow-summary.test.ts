// Must be the first import: installs TextEncoder for jsdom (@arcvest/shared loads the router).
import '@arcvest/shared/test';
import { activateLocale, addCatalogue, i18n } from '@arcvest/shared';
import type { Translate } from '@arcvest/shared/rules';
import { dailyFlowSummary, hasFlows } from './daily-flow-summary';
import { pageMessages } from '../../messages';
import { emptyDays } from './test-overview';

const days = (count: number) => emptyDays().slice(0, count);

it('says there is nothing when every day is zero', () => {
  expect(hasFlows(days(30))).toBe(false);
  expect(dailyFlowSummary(days(30))).toBe('No confirmed deposits or withdrawals in the last 30 days.');
});

it('gives the totals, the number of days and the busiest day of each, in dollars', () => {
  const daily = days(30);
  daily[0].deposits = 500_00;
  daily[4].deposits = 1_250_50;
  daily[29].withdrawals = 100_00;
  expect(hasFlows(daily)).toBe(true);
  expect(dailyFlowSummary(daily)).toBe(
    'From Jun 1, 2026 to Jun 30, 2026: $1,750.50 of deposits confirmed on 2 days; the most on Jun 5, 2026 ($1,250.50). ' +
      '$100.00 of withdrawals confirmed on 1 day; the most on Jun 30, 2026 ($100.00).',
  );
});

it('says which of the two had none', () => {
  const daily = days(3);
  daily[1].withdrawals = 5_00;
  expect(dailyFlowSummary(daily)).toMatch(/^From Jun 1, 2026 to Jun 3, 2026: No deposits confirmed\. \$5\.00 of withdrawals/);
});

it('says it in Arabic with the plural form of the number of days', async () => {
  addCatalogue(pageMessages('admin-overview'));
  await activateLocale('ar');
  const _: Translate = (message) => i18n._(message);
  const daily = days(30);
  daily[0].deposits = 500_00;
  daily[1].deposits = 500_00;
  expect(dailyFlowSummary(daily, _, 'ar')).toContain('على مدى يومين؛');
  daily[2].deposits = 500_00;
  expect(dailyFlowSummary(daily, _, 'ar')).toContain('على مدى 3 أيام؛');
  expect(dailyFlowSummary(days(30), _, 'ar')).toBe('لا توجد إيداعات أو عمليات سحب مؤكدة في آخر 30 يومًا.');
  await activateLocale('en');
});
