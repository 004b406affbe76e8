import { INLINE_CONFIG_ID } from '../rules/page-meta';
import { storeToken } from '../store/token-storage';
import { loadRuntimeConfig } from './runtime';

const PAGE_CONFIG = { apiBaseUrl: '/api', remotes: { public: '/remotes/public/mf-manifest.json' } };
const FETCHED_CONFIG = { apiBaseUrl: '/api', remotes: { public: '/deployments/public/versions/p2/mf-manifest.json' } };

function pageWithConfig(perUser: boolean) {
  document.body.innerHTML = `<script id="${INLINE_CONFIG_ID}" type="application/json"${perUser ? ' data-per-user' : ''}>${JSON.stringify(PAGE_CONFIG)}</script>`;
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => FETCHED_CONFIG })) as unknown as typeof fetch;
});

it("starts from the page's inline config without asking the server", async () => {
  pageWithConfig(false);
  storeToken('token');
  expect(await loadRuntimeConfig()).toEqual(PAGE_CONFIG);
  expect(global.fetch).not.toHaveBeenCalled();
});

it('asks /config.json when the page has none (a dev server) or, during a canary, for a signed-in user', async () => {
  expect(await loadRuntimeConfig()).toEqual(FETCHED_CONFIG);
  pageWithConfig(true);
  expect(await loadRuntimeConfig()).toEqual(PAGE_CONFIG);
  storeToken('token');
  expect(await loadRuntimeConfig()).toEqual(FETCHED_CONFIG);
  expect(global.fetch).toHaveBeenCalledTimes(2);
});
