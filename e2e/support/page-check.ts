import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoBlockingViolationsInBothThemes, THEMES, useTheme } from './axe';
import { screenshotBothWidths } from './screenshots';

const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

/**
 * The page as it is now, at 1280 and 375 px: no sideways scrolling, axe in both themes; with
 * E2E_SCREENSHOTS=1 a full-page screenshot at both widths in both themes
 * (e2e/screenshots/{name}-{theme}-{width}.png). The page is left light at 1280 px.
 */
export async function checkPageAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBe(0);
    await expectNoBlockingViolationsInBothThemes(page, name, width);
  }
  if (TAKE_SCREENSHOTS) {
    for (const colorScheme of THEMES) {
      await useTheme(page, colorScheme);
      await screenshotBothWidths(page, SCREENSHOTS, `${name}-${colorScheme}`);
    }
    await useTheme(page, 'light');
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
