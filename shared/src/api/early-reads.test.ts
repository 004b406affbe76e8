import { mockFetch, testUser, TEST_API_BASE, TEST_RUNTIME_CONFIG } from '../test';
import { setRuntimeConfig } from '../config/runtime';
import { EARLY_READS_KEY } from '../rules/page-meta';
import { createAppStore } from '../store/store';
import { storeToken } from '../store/token-storage';
import { api } from './base-api';
import { EARLY_READ_MAX_AGE_MS } from './early-reads';

const SESSION = `POST ${TEST_API_BASE}/me`;
const pageReads = window as unknown as Record<string, unknown>;

/** What the page's inline script leaves (api/src/routes/web/early-session.ts): the session asked for with `token`, `ageMs` ago. */
function sessionAskedByThePage(token: string, firstname: string, ageMs = 0) {
  const answer = Promise.resolve(new Response(JSON.stringify(testUser({ firstname })), { headers: { 'content-type': 'application/json' } }));
  pageReads[EARLY_READS_KEY] = { [SESSION]: { token, at: performance.now() - ageMs, answer } };
}

function signedIn(token = 'page-token') {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  storeToken(token);
  return createAppStore();
}

afterEach(() => {
  localStorage.clear();
  delete pageReads[EARLY_READS_KEY];
});

describe("the session the page's HTML asked for", () => {
  it('answers the first session call with the same token, without a request of its own; later calls go out', async () => {
    const { calls } = mockFetch({ 'POST /me': { body: testUser({ firstname: 'From the call' }) } });
    sessionAskedByThePage('page-token', 'From the page');
    const store = signedIn();
    expect((await store.dispatch(api.endpoints.me.initiate()).unwrap()).firstname).toBe('From the page');
    expect(calls).toEqual([]);
    expect((await store.dispatch(api.endpoints.me.initiate()).unwrap()).firstname).toBe('From the call');
    expect(calls.map((call) => call.path)).toEqual(['/me']);
  });

  it('is not taken by a call with another token, nor once older than its time', async () => {
    for (const [token, ageMs] of [
      ['another-token', 0],
      ['page-token', EARLY_READ_MAX_AGE_MS + 1],
    ] as const) {
      const { calls } = mockFetch({ 'POST /me': { body: testUser({ firstname: 'From the call' }) } });
      sessionAskedByThePage(token, 'From the page', ageMs);
      const store = signedIn();
      expect((await store.dispatch(api.endpoints.me.initiate()).unwrap()).firstname).toBe('From the call');
      expect(calls.map((call) => call.path)).toEqual(['/me']);
    }
  });
});
