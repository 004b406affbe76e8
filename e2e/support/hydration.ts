import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the element `selector` names in the HTML the server sent
 * (hydration attaches its fiber to each element): before that, the page is painted but its
 * controls do nothing. The pointer moves first, as a visitor's does: the home and info pages ask
 * for their scripts only on the visitor's first move (api/src/routes/web/after-paint.ts).
 */
export async function hydrated(page: Page, selector = 'main h1') {
  await page.mouse.move(8, 8);
  await page.mouse.move(16, 16);
  await page.waitForFunction((what) => {
    const element = document.querySelector(what);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}
