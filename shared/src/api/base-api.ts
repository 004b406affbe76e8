import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime';
import { PATHS } from '../routes/paths';
import type { Locale } from '../rules/locale';
import { authCleared, userLoaded } from '../store/auth-slice';
import { readToken, removeToken } from '../store/token-storage';
import type { CryptoPrices, MessageResponse, PaymentOption, Plan, User } from '../types';
import { activeLocale } from '../i18n/i18n';
import { takeEarlyRead } from './early-reads';

/**
 * What an endpoint may tell the base query, with `extraOptions` in its definition.
 * `handlesOwn401`: a 401 answer is this endpoint's own result (a wrong password, a stored
 * token that no longer loads a user), not the end of a session for the base query to clear.
 */
export interface ApiExtraOptions {
  handlesOwn401?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  // The session the page's HTML already asked for is taken from there (early-reads.ts).
  fetchFn: (input, init) => takeEarlyRead(input) ?? fetch(input, init),
  prepareHeaders: (headers) => {
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The API answers in the page's language (its messages, and a new account's saved language).
    headers.set('Accept-Language', activeLocale());
    return headers;
  },
});

/**
 * Sends every call to the API base of the runtime config with the stored token.
 * If the request cannot even be built, the token goes and the user goes to /login;
 * a 401 on a call that carried a token means the session ended, so the stored credentials go
 * too, unless the endpoint says `handlesOwn401`. No endpoint is named here: remotes inject
 * endpoints this package does not know.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiExtraOptions> = async (args, api, extra) => {
  let request: FetchArgs;
  try {
    const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
    request = typeof args === 'string' ? { url: `${base}${args}` } : { ...args, url: `${base}${args.url}` };
  } catch (error) {
    console.error('Could not build the request', error);
    removeToken();
    api.dispatch(authCleared());
    window.location.assign(PATHS.login);
    return { error: { status: 'CUSTOM_ERROR', error: String(error) } };
  }
  const hadToken = Boolean(readToken());
  const result = await rawBaseQuery(request, api, extra);
  if (hadToken && result.error?.status === 401 && !extra?.handlesOwn401) {
    removeToken();
    api.dispatch(authCleared());
  }
  return result;
};

/**
 * The one RTK Query slice of the platform. Endpoints used by more than one remote live
 * here; each remote injects its feature endpoints with `api.injectEndpoints`.
 *
 * Remotes deploy independently, so an endpoint name must belong to one place only. If two
 * `injectEndpoints` calls define the same name, the first one loaded wins (RTK Query's
 * `overrideExisting` is false, and we never set it) and the later is ignored, with a console
 * error in development; which remote loads first depends on the visit, so a name defined
 * twice would behave by chance. base-api.test.ts pins this behaviour.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'User',
    'Plan',
    'Transaction',
    'UserPlan',
    'Address',
    'Statistics',
    'Users',
    'TwoFactor',
    'Session',
    'SignIn',
    'WithdrawalAddress',
    'Deployment',
    'ChainKey',
    'Invoice',
    'Reserves',
    'Passkey',
    'AccountProtection',
    'StaffInvitation',
    'Approval',
    'SupportRequest',
    'SavedReply',
    'Inbox',
  ],
  endpoints: (build) => ({
    /** Its failure is the session loader's to handle ('Failed to fetch user'). */
    me: build.mutation<User, void>({ query: () => ({ url: '/me', method: 'POST' }), extraOptions: { handlesOwn401: true } }),
    logout: build.mutation<MessageResponse, void>({ query: () => ({ url: '/logout', method: 'POST' }) }),
    /**
     * Saves the signed-in user's language (the profile's and the footer's selectors). The signed-in
     * user is no cached query but the auth slice's: the answer, the user with the new language, goes
     * there, as a reload of /me would.
     */
    saveLocale: build.mutation<User, { locale: Locale }>({
      query: (body) => ({ url: '/me/locale', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (saved) dispatch(userLoaded(saved));
      },
    }),
    getPlans: build.query<Plan[], void>({
      query: () => '/plans',
      providesTags: (plans = []) => [...plans.map(({ id }) => ({ type: 'Plan' as const, id })), { type: 'Plan', id: 'LIST' }],
    }),
    /** The public ticker and the payment pages both read prices; the server caches them for a minute. */
    getCryptoPrices: build.query<CryptoPrices, void>({ query: () => '/crypto-prices', keepUnusedDataFor: 60 }),
    /** How each coin is paid (on chain or by hand) and whether its payouts are checked on chain: the buy flow and the admin's confirm step read it. */
    getPaymentOptions: build.query<PaymentOption[], void>({ query: () => '/payment-options' }),
  }),
});

/** What a page says when GET /plans fails without a message of its own. */
export const PLANS_LOAD_FAILED = 'The plans could not be loaded.';

export const { useMeMutation, useLogoutMutation, useSaveLocaleMutation, useGetPlansQuery, useGetCryptoPricesQuery, useGetPaymentOptionsQuery } = api;
