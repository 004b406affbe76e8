import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAmountsWhole } from '../support/amounts';
import { expectNoBlockingViolationsInTheme, THEMES } from '../support/axe';
import { DASHBOARD_PAGES, headingShows, PUBLIC_PAGES } from '../support/pages';
import { PROFILE_PAGES } from '../support/profile';
import { signInThroughApi } from '../support/session';

/*
 * Every page a person can land on, visited once: at a desktop width, then narrowed to a phone's.
 * At each width, once the page's content shows: axe (wcag2a and wcag2aa; serious and critical
 * violations fail) in the light theme and again in the dark one (the system setting, emulated),
 * and what a full-page screenshot would hide (images that did not load, horizontal overflow, form
 * controls side by side of different heights), and that no amount breaks over two lines, there
 * and at a narrower width (support/amounts.ts). With E2E_SCREENSHOTS=1 (`npm run screenshots`) it
 * also saves the full-page screenshot of each width and theme for a person to look at
 * (e2e/screenshots/<name>-<width>-<theme>.png, not committed); the suite itself skips them.
 */

/**
 * Desktop first, then the same page narrowed to a phone; after each, the amounts are measured at
 * a narrower width too (a tablet's, a small phone's).
 */
const VIEWPORTS = [
  { width: 1280, height: 900, amountsAlsoAt: 768 },
  { width: 375, height: 812, amountsAlsoAt: 320 },
];
/** Pages that must show amounts, waited for: the check would pass unseen on a page without them. */
const SHOWS_AMOUNTS = new Set(['home', 'investor-dashboard', 'admin-overview']);

const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** With E2E_SCREENSHOTS=1: the full-page screenshot as e2e/screenshots/{file}.png. */
async function shoot(page: Page, file: string) {
  if (TAKE_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${file}.png`), fullPage: true, animations: 'disabled' });
}

/** What a full-page screenshot would hide. */
async function checkLayout(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
  expect(broken, 'images that did not load').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  // Form controls side by side keep one height: a hint under one field must not stretch its neighbour.
  const heights = await page
    .locator('main')
    .locator('input:not([type=checkbox]):not([type=radio]), select')
    .evaluateAll((controls) => controls.map((control) => Math.round(control.getBoundingClientRect().height)));
  expect(new Set(heights).size, `form control heights: ${heights.join(', ')}`).toBeLessThanOrEqual(1);
}

/** What shows once a page's content is there, at the width it is at. */
type Ready = (page: Page) => Promise<void>;

/**
 * One page, opened once by `open`, then checked at each width in turn: a test per width, the page
 * narrowed between them (serial, so a width that fails skips the rest).
 */
function pageChecks(title: string, name: string, open: (page: Page) => Promise<unknown>, ready: Ready) {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }, testInfo) => {
      // A context of its own, as axe's Playwright builder requires (it refuses browser.newPage()).
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      page = await context.newPage();
      await open(page);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });
    for (const { width, height, amountsAlsoAt } of VIEWPORTS) {
      test(`at ${width} px, amounts at ${amountsAlsoAt} px too`, async () => {
        await page.setViewportSize({ width, height });
        await ready(page);
        await checkLayout(page);
        if (SHOWS_AMOUNTS.has(name)) await expect(page.locator('[data-amount]:visible').first()).toBeVisible();
        await expectAmountsWhole(page, width);
        for (const colorScheme of THEMES) {
          await expectNoBlockingViolationsInTheme(page, name, width, colorScheme);
          await shoot(page, `${name}-${width}-${colorScheme}`);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await page.setViewportSize({ width: amountsAlsoAt, height });
        await ready(page);
        await expectAmountsWhole(page, amountsAlsoAt);
      });
    }
  });
}

test.describe(`each page at ${VIEWPORTS.map((viewport) => viewport.width).join(' then ')} px: axe in both themes, what a screenshot hides`, () => {
  for (const { name, path: route, heading, resetEmail } of PUBLIC_PAGES) {
    const open = async (page: Page) => {
      if (resetEmail) await page.addInitScript((email) => sessionStorage.setItem('reset_email', email), resetEmail);
      await page.goto(route);
    };
    pageChecks(`${name} (${route})`, name, open, headingShows(heading));
  }

  for (const { name, path: route, heading, username, loaded, prepare } of DASHBOARD_PAGES) {
    const open = async (page: Page) => {
      await prepare?.(page.request);
      await signInThroughApi(page, username);
      await page.goto(route);
    };
    pageChecks(`${name} (${route}, signed in as ${username})`, name, open, async (page) => {
      await headingShows(heading)(page);
      await expect(loaded(page)).toBeVisible();
    });
  }

  for (const { name, heading, open } of PROFILE_PAGES) {
    pageChecks(
      `profile page ${name} (signed in as investor)`,
      name,
      async (page) => {
        await signInThroughApi(page, 'investor');
        await open(page);
      },
      headingShows(heading),
    );
  }
});
