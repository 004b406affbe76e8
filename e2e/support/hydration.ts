import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the element `selector` names in the HTML the server sent
 * (hydration attaches its fiber to each element): before that, the page is painted but its
 * controls do nothing.
 */
export function hydrated(page: Page, selector = 'main h1') {
  return page.waitForFunction((what) => {
    const element = document.querySelector(what);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * The visitor's first move: the pointer moves. The home and info pages ask for their scripts only
 * then, or once their plan cards near the screen (api/src/routes/web/after-paint.ts); a test that
 * needs such a page hydrated without clicking first moves so.
 */
export async function visitorMoves(page: Page) {
  await page.mouse.move(8, 8);
  await page.mouse.move(16, 16);
}
