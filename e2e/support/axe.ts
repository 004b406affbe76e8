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

/**
 * Fails on serious or critical axe violations; notes the minor ones. axe runs in the page itself
 * (axe.run, the builder's "legacy mode"): by default the builder runs each frame apart, then opens
 * a new tab, loads axe there again and merges the results in it, at every call. That way checks
 * frames of other origins too, and our pages have none under test (TradingView's widgets, the only
 * iframes, never load: the tests are offline); each frame of our origin is still checked.
 */
export async function expectNoBlockingViolations(page: Page, path: string, width: number, { coloursOnly = false } = {}) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode();
  const results = await (coloursOnly ? builder.withRules([...COLOUR_RULES]) : builder).analyze();
  for (const minor of results.violations.filter((violation) => violation.impact !== 'serious' && violation.impact !== 'critical')) {
    test.info().annotations.push({ type: `axe ${minor.impact}`, description: `${minor.id}: ${minor.help} (${minor.nodes.length})` });
  }
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking, `axe violations on ${path} at ${width} px:\n\n${describe(blocking)}`).toEqual([]);
}

/**
 * The rules of wcag2a and wcag2aa whose verdict depends on colours: all a second theme, which
 * changes only the colour tokens (shared/src/ui/styles.css), can break.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

export const THEMES = ['light', 'dark'] as const;
/** --color-bg of each theme (shared/src/ui/styles.css). */
const BACKGROUND = { light: 'rgb(245, 246, 248)', dark: 'rgb(11, 15, 23)' } as const;

/** Emulates the system's colour scheme and waits until the page shows that theme, transitions ended. */
export async function useTheme(page: Page, colorScheme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme });
  // The tokens follow the system setting: the page's own background says which set is on.
  await expect(page.locator('body')).toHaveCSS('background-color', BACKGROUND[colorScheme]);
  // Buttons fade between the themes' colours: axe measures once those transitions have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe once the page shows `colorScheme`: in full in the light theme, by its colour rules in the
 * dark one (COLOUR_RULES; the other rules' verdicts cannot change with the colours).
 */
export async function expectNoBlockingViolationsInTheme(page: Page, path: string, width: number, colorScheme: (typeof THEMES)[number]) {
  await useTheme(page, colorScheme);
  await expectNoBlockingViolations(page, `${path} (${colorScheme})`, width, { coloursOnly: colorScheme === 'dark' });
}

/** axe in the light theme, then in the dark one; the page is left light. */
export async function expectNoBlockingViolationsInBothThemes(page: Page, path: string, width: number) {
  for (const colorScheme of THEMES) await expectNoBlockingViolationsInTheme(page, path, width, colorScheme);
  await useTheme(page, 'light');
}
