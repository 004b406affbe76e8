import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable block per violation: rule, impact, help and the offending elements. */
function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Fails on serious or critical axe violations; notes the minor ones. */
export async function expectNoBlockingViolations(page: Page, path: string, width: number) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  for (const minor of results.violations.filter((violation) => violation.impact !== 'serious' && violation.impact !== 'critical')) {
    test.info().annotations.push({ type: `axe ${minor.impact}`, description: `${minor.id}: ${minor.help} (${minor.nodes.length})` });
  }
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking, `axe violations on ${path} at ${width} px:\n\n${describe(blocking)}`).toEqual([]);
}
