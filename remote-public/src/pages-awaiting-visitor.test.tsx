// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import { addCatalogue } from '@arcvest/shared';
import { PAGE_HYDRATED_EVENT } from '@arcvest/shared/rules';
import { PAGES_AWAITING_VISITOR } from './prerender-pages';
import PublicRoutes, { loadMessages } from './routes';

beforeAll(() => addCatalogue(loadMessages));
// jsdom plays no video: the home page's background clip starts once the page has loaded.
beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

// The server holds a click made on these pages before their script runs until they signal (api/src/routes/web/after-paint.ts):
// a page in the list that never signalled would swallow it.
it.each(PAGES_AWAITING_VISITOR)('%s signals once it is rendered by the browser', async (path) => {
  mockFetch({ 'GET /plans': { body: [] } });
  const signalled = new Promise<void>((resolve) => window.addEventListener(PAGE_HYDRATED_EVENT, () => resolve(), { once: true }));
  renderWithProviders(<PublicRoutes />, { route: path });
  await expect(signalled).resolves.toBeUndefined();
});
