import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime';
import { authCleared } from '../store/authSlice';
import { readToken, removeToken } from '../store/tokenStorage';
import type { CryptoPrices, MessageResponse, Plan, User } from '../types';

const OWN_401_HANDLING = new Set(['login', 'me']);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Sends every call to the API base of the runtime config with the stored token.
 * If the request cannot even be built, the token goes and the user goes to /login (spec 4);
 * a 401 on an authenticated call means the session ended, so the stored credentials go too
 * (login and the current-user load handle their own failures).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  let request: FetchArgs;
  try {
    const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
    request = typeof args === 'string' ? { url: `${base}${args}` } : { ...args, url: `${base}${args.url}` };
  } catch (error) {
    console.error('Could not build the request', error);
    removeToken();
    api.dispatch(authCleared());
    window.location.assign('/login');
    return { error: { status: 'CUSTOM_ERROR', error: String(error) } };
  }
  const hadToken = Boolean(readToken());
  const result = await rawBaseQuery(request, api, extra);
  if (hadToken && result.error?.status === 401 && !OWN_401_HANDLING.has(api.endpoint)) {
    removeToken();
    api.dispatch(authCleared());
  }
  return result;
};

/**
 * The one RTK Query slice of the platform. Endpoints used by more than one remote live
 * here; each remote injects its feature endpoints with `api.injectEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Plan', 'Transaction', 'UserPlan', 'Address', 'Statistics', 'Users'],
  endpoints: (build) => ({
    me: build.mutation<User, void>({ query: () => ({ url: '/me', method: 'POST' }) }),
    logout: build.mutation<MessageResponse, void>({ query: () => ({ url: '/logout', method: 'POST' }) }),
    getPlans: build.query<Plan[], void>({
      query: () => '/plans',
      providesTags: (plans = []) => [...plans.map(({ id }) => ({ type: 'Plan' as const, id })), { type: 'Plan', id: 'LIST' }],
    }),
    /** The public ticker and the payment pages both read prices; the server caches them for a minute. */
    getCryptoPrices: build.query<CryptoPrices, void>({ query: () => '/crypto-prices', keepUnusedDataFor: 60 }),
  }),
});

/** What a page says when GET /plans fails without a message of its own. */
export const PLANS_LOAD_FAILED = 'The plans could not be loaded.';

export const { useMeMutation, useLogoutMutation, useGetPlansQuery, useGetCryptoPricesQuery } = api;
