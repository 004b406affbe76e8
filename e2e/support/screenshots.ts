import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * A full-page screenshot at 1280 px and at 375 px, to `<folder>/<name>-<width>.png`, each after
 * checking the page does not scroll sideways; the page is left at 1280 px.
 */
export async function screenshotBothWidths(page: Page, folder: string, name: string) {
  fs.mkdirSync(folder, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px overflows`).toBe(0);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
