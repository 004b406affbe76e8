import { expect, type Page } from '@playwright/test';

/*
 * No amount breaks over two lines (docs/money.md#how-amounts-show): every amount is the shared
 * Money component, marked `data-amount`. page-checks.spec.ts measures every page with it at each
 * width it visits; amounts.spec.ts the pages of an investor with seven-figure amounts.
 */

interface Measured {
  text: string;
  lines: number;
  height: number;
  lineHeight: number;
  /** How far it sticks out of its card, in px (0 inside). */
  outside: number;
}

/** Every rendered amount on the page: its line boxes, height, line height and how far it leaves its card. */
export function measureAmounts(page: Page): Promise<Measured[]> {
  return page.locator('[data-amount]').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const card = element.closest('.card, .plan-card, .portfolio-holding')?.getBoundingClientRect();
        return {
          text: element.textContent ?? '',
          lines: element.getClientRects().length,
          height: box.height,
          lineHeight: style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight),
          outside: card ? Math.max(0, card.left - box.left, box.right - card.right) : 0,
        };
      }),
  );
}

/** The amounts that span two lines (two line boxes, or a box taller than one line) or stick out of their card. */
export function broken(amounts: Measured[]) {
  return amounts.filter((amount) => amount.lines !== 1 || amount.height > amount.lineHeight * 1.5 || amount.outside > 1);
}

/** No amount broken on the page as it is now, at `width`; how many amounts it shows. */
export async function expectAmountsWhole(page: Page, width: number): Promise<number> {
  const amounts = await measureAmounts(page);
  expect(broken(amounts), `amounts broken at ${width} px`).toEqual([]);
  return amounts.length;
}
