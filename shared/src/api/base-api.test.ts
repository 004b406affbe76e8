import { mockFetch, testUser, TEST_RUNTIME_CONFIG } from '../test';
import { setRuntimeConfig } from '../config/runtime';
import { userLoaded } from '../store/auth-slice';
import { createAppStore } from '../store/store';
import { readToken, storeToken } from '../store/token-storage';
import { api } from './base-api';

// Endpoints a remote could inject: one that leaves 401s to the base query, one that handles its own.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeSession: build.query<unknown, void>({ query: () => '/probe' }),
    probeOwn401: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST' }), extraOptions: { handlesOwn401: true } }),
  }),
});

function signedInStore() {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  storeToken('stale-token');
  return createAppStore();
}

afterEach(() => {
  localStorage.clear();
});

describe('a 401 answer', () => {
  it('ends the session when the call carried a token', async () => {
    mockFetch({ 'GET /probe': { status: 401, body: { message: 'Unauthenticated.' } } });
    const store = signedInStore();
    expect(store.getState().auth.token).toBe('stale-token');
    await store.dispatch(probeApi.endpoints.probeSession.initiate());
    expect(readToken()).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('is left to an endpoint marked handlesOwn401 (login, the current-user load)', async () => {
    mockFetch({ 'POST /probe': { status: 401, body: { error: 'Wrong password.' } }, 'POST /me': { status: 401, body: {} } });
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.probeOwn401.initiate());
    await store.dispatch(api.endpoints.me.initiate());
    expect(readToken()).toBe('stale-token');
    expect(store.getState().auth.token).toBe('stale-token');
  });

  it('changes nothing when the call carried no token', async () => {
    mockFetch({ 'GET /probe': { status: 401, body: {} } });
    setRuntimeConfig(TEST_RUNTIME_CONFIG);
    const store = createAppStore();
    const result = await store.dispatch(probeApi.endpoints.probeSession.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
  });
});

describe('saving the language', () => {
  it('sends it to the account and puts the answered user in the store, as a reload of /me would', async () => {
    const { calls } = mockFetch({ 'PUT /me/locale': { body: testUser({ locale: 'ar' }) } });
    const store = signedInStore();
    store.dispatch(userLoaded(testUser()));
    await store.dispatch(api.endpoints.saveLocale.initiate({ locale: 'ar' }));
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([{ method: 'PUT', path: '/me/locale', body: { locale: 'ar' } }]);
    expect(store.getState().auth.user?.locale).toBe('ar');
  });

  it('leaves the user as they were when the API refuses it', async () => {
    mockFetch({ 'PUT /me/locale': { status: 422, body: { message: 'This language is not supported. Choose one of: en, es, pt-BR, ar.' } } });
    const store = signedInStore();
    store.dispatch(userLoaded(testUser()));
    const result = await store.dispatch(api.endpoints.saveLocale.initiate({ locale: 'ar' }));
    expect(result.error).toMatchObject({ status: 422 });
    expect(store.getState().auth.user?.locale).toBe('en');
  });
});

describe('an endpoint name injected twice', () => {
  it('keeps the first definition and reports the second in development', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = api.injectEndpoints({ endpoints: (build) => ({ probeTwice: build.query<unknown, void>({ query: () => '/first' }) }) });
    const second = api.injectEndpoints({ endpoints: (build) => ({ probeTwice: build.query<unknown, void>({ query: () => '/second' }) }) });
    const { calls } = mockFetch({ 'GET /first': { body: 'first' }, 'GET /second': { body: 'second' } });
    setRuntimeConfig(TEST_RUNTIME_CONFIG);
    const store = createAppStore();

    const result = await store.dispatch(second.endpoints.probeTwice.initiate());
    expect(result.data).toBe('first');
    expect(calls.map((call) => call.path)).toEqual(['/first']);
    expect(second.endpoints.probeTwice).toBe(first.endpoints.probeTwice);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('probeTwice'));
  });
});
