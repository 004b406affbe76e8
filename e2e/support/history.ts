import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';

/** Loads every page of the history (the list loads more as its end scrolls into view, or with Load more). */
export async function loadWholeHistory(page: Page) {
  await expect(page.getByRole('region').first()).toBeVisible();
  await expect(async () => {
    const more = page.getByRole('button', { name: 'Load more' });
    if (await more.isVisible()) await more.click({ timeout: 1_000 });
    await expect(page.locator('.tx-more')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

/** The rows the page shows: type label and signed amount, as "Bonus", "+$12.34". */
export function shownRows(page: Page): Promise<string[][]> {
  return page
    .locator('.tx-row')
    .evaluateAll((rows) => rows.map((row) => [row.querySelector('.tx-type')?.textContent ?? '', row.querySelector('.tx-amount')?.textContent ?? '']));
}

/** The CSV's "+12.34" as the page writes it, "+$12.34" (thousands with commas). */
export function asShown(amount: string): string {
  const [, sign, whole, cents] = /^([+-]?)(\d+)\.(\d{2})$/.exec(amount) ?? [];
  return `${sign}$${Number(whole).toLocaleString('en-US')}.${cents}`;
}

/** Clicks the export button and reads the file it saves: its name and its rows (header first), parsed by csv-parse. */
export async function downloadCsv(page: Page, buttonName: string): Promise<{ name: string; rows: string[][] }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const file = await started;
  const rows = parse(fs.readFileSync(await file.path(), 'utf8'), { bom: true }) as string[][];
  return { name: file.suggestedFilename(), rows };
}
