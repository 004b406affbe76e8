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
