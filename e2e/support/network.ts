import { expect, type Page, type Request } from '@playwright/test';

const QUIET_MS = 500;

/**
 * Playwright's `networkidle` (no request for half a second), leaving out the live event stream
 * (`/api/events`), which a signed-in page keeps open for good, so `networkidle` never comes.
 * Counts the requests that start from the call on.
 */
export async function networkQuiet(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (new URL(request.url()).pathname === '/api/events') return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
