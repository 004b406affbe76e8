// Test helpers for component tests (Jest + jsdom). Never imported by application code.
// './env' must stay the first import: it installs fetch, Request, Response and TextEncoder
// before RTK Query and react-router are loaded.
import './env';
import { FormatRegistry, TypeRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { i18n } from '../i18n/i18n';
import { PATHS } from '../routes/paths';
import { createAppStore, type AppStore } from '../store/store';
import { ToastHost } from '../ui/toast-host';
import type { Approval, ApprovalList, Plan, User, UserPlan } from '../types';
import type { StaffRole } from '../rules/staff-roles';
import type { ErrorBody } from '../schemas/common';
import { routeOfKey, successSchemas, SUCCESS_STATUSES, type ApiRoute, type RouteOfKey, type SuccessBody } from './api-routes';

export const TEST_API_BASE = 'http://api.test/api';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: TEST_API_BASE,
  remotes: {
    public: 'http://public.test/mf-manifest.json',
    investor: 'http://investor.test/mf-manifest.json',
    admin: 'http://admin.test/mf-manifest.json',
  },
  site: {
    name: 'Arcvest',
    supportEmail: 'support@example.test',
    phone: '+1 555 0100',
    postalAddress: '1 Test Street',
    certificateUrl: '/certificate-sample.pdf',
  },
  demo: false,
  serverVersion: '1.0.0',
  explorerTxUrls: {
    BTC: 'https://mempool.space/tx/{txid}',
    ETH: 'https://etherscan.io/tx/{txid}',
    XRP: 'https://livenet.xrpl.org/transactions/{txid}',
    SOL: 'https://explorer.solana.com/tx/{txid}',
    USDT: 'https://tronscan.org/#/transaction/{txid}',
  },
};

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. 'signup/:referralCode'). */
  path?: string;
  /** Other routes, e.g. `{ '/login': <p>Login page</p> }`, to assert navigation. */
  otherRoutes?: Record<string, ReactNode>;
  store?: AppStore;
  /** Signed in as an admin of this staff role (`testAdmin`), when no `store` is given. */
  staffRole?: StaffRole;
}

/**
 * Renders `element` inside the app's real providers: a fresh store, the page's language (English
 * unless a test activates another), a MemoryRouter and the app's toast host. Sets the test runtime config (API at TEST_API_BASE).
 */
export function renderWithProviders(
  element: ReactElement,
  { route = '/', path = '*', otherRoutes = {}, staffRole, store = signedInStore(staffRole && testAdmin(staffRole)) }: RenderOptions = {},
) {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            {Object.entries(otherRoutes).map(([otherPath, other]) => (
              <Route key={otherPath} path={otherPath} element={other} />
            ))}
          </Routes>
        </MemoryRouter>
        <ToastHost />
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, user };
}

export interface MockReply<Body = unknown> {
  status?: number;
  /** Sent as JSON. */
  body?: Body;
}

export interface RecordedRequest {
  method: string;
  /** The path below TEST_API_BASE, e.g. '/signup'. */
  path: string;
  url: string;
  headers: Headers;
  /** The parsed JSON body, or the raw text when it is not JSON, or undefined. */
  body: unknown;
  /** The query string's parameters ({} when there is none). */
  query: Record<string, string>;
  /** A multipart/form-data body's fields: text as strings, files as File (name, type, size). */
  form?: Record<string, string | File>;
}

export type MockRoute<Reply = MockReply> = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

/** A failure's body: ErrorBody, or any part of it (a test of a failure rarely needs more). */
type FailureBody = Partial<ErrorBody> & Record<string, unknown>;

/** The failures the API answers (named, so that a success's status never takes a failure's body). */
type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 428 | 429 | 500 | 502 | 503 | 504;

/** A route's reply written out: its own answer (200 unless said), or a failure with an error body. */
export type RouteReply<Route extends ApiRoute> =
  { status?: (typeof SUCCESS_STATUSES)[number]; body?: SuccessBody<Route> } | { status: FailureStatus; body?: FailureBody };

/**
 * A mock for a key naming an API route: a reply written out is typed by the route; a function's
 * reply is checked when it is sent (mockReplyDrift). A key naming no route, or one not known until
 * run time, takes any reply.
 */
export type MockRouteFor<Key extends string> = string extends Key
  ? MockRoute
  : [RouteOfKey<Key>] extends [never]
    ? MockRoute
    : RouteReply<RouteOfKey<Key>> | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/** Unknown formats fail TypeBox's check: the file answers' bytes are not JSON and never mocked as such. */
FormatRegistry.Set('binary', () => true);
// StringEnum and the nullable scalars are Type.Unsafe (plain JSON Schema, for Ajv): checked here by their enum or JSON type.
TypeRegistry.Set<{ enum?: unknown[]; type?: string | string[] }>('Unsafe', (schema, value) => {
  if (schema.enum) return schema.enum.includes(value);
  const types = [schema.type ?? []].flat();
  const isType = (type: string) => (type === 'null' ? value === null : type === 'integer' ? Number.isInteger(value) : typeof value === type);
  return types.length === 0 || types.some(isType);
});

/** Why a reply cannot be what its route answers, or null when it can (or names no route, or fails). */
export function mockReplyDrift(key: string, reply: MockReply): string | null {
  const route = routeOfKey(key);
  const status = reply.status ?? 200;
  if (!route || reply.body === undefined || status >= 300) return null;
  const schemas = successSchemas(route);
  if (schemas.length === 0 || schemas.some((schema) => Value.Check(schema, reply.body))) return null;
  const problems = schemas.flatMap((schema) => [...Value.Errors(schema, reply.body)].slice(0, 3).map((error) => `${error.path || '/'}: ${error.message}`));
  return `The mock of ${key} does not match what ${route} answers: ${problems.join('; ')}`;
}

/** Replies of mock functions that drifted from their route: thrown after the test, as fetch's caller would only see a failed request. */
const driftedReplies: string[] = [];
afterEach(() => {
  const drifted = driftedReplies.splice(0);
  if (drifted.length > 0) throw new Error(drifted.join('\n'));
});

/**
 * Replaces `fetch` for one test: `routes` maps 'METHOD /path' to a reply or a function
 * returning one (may be a promise, to hold a request open). A key with a query string
 * ('GET /list?page=2') must match exactly; otherwise the key without the query string
 * ('GET /list') answers any query (read it from `request.query`). Every request is recorded
 * in `calls`; multipart bodies also as `form`. An unmocked request answers 500 with a
 * message naming it. Jest's `restoreMocks` (jest.config.ts) puts the real fetch back before the next test.
 *
 * A key naming an API route (API_ROUTES) takes only that route's answer or an error body, checked
 * by the typecheck and again when the reply is sent, so a mock cannot drift from the API it stands for.
 */
export function mockFetch<Key extends string>(routes: { [K in Key]: MockRouteFor<K> }) {
  const mocks: Record<string, MockRoute> = routes;
  for (const [key, route] of Object.entries(mocks)) {
    const drift = typeof route === 'function' ? null : mockReplyDrift(key, route);
    if (drift) throw new Error(drift);
  }
  const calls: RecordedRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    let form: Record<string, string | File> | undefined;
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      form = {};
      for (const [name, value] of await request.clone().formData()) form[name] = value;
    }
    const text = await request.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const path = request.url.startsWith(TEST_API_BASE) ? request.url.slice(TEST_API_BASE.length) : request.url;
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const recorded: RecordedRequest = { method: request.method, path, url: request.url, headers: request.headers, body, query, ...(form && { form }) };
    calls.push(recorded);
    const key = `${request.method} ${path}`;
    const mockKey = key in mocks ? key : key.replace(/\?.*$/, '');
    const route = mocks[mockKey];
    let reply: MockReply;
    if (route === undefined) reply = { status: 500, body: { message: `Unmocked request: ${key}` } };
    else if (typeof route === 'function') {
      reply = await route(recorded);
      const drift = mockReplyDrift(mockKey, reply);
      if (drift) driftedReplies.push(drift);
    } else reply = route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, spy };
}

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** The toasts on screen, in the order they were shown (notistack's default, oldest first). */
export function toasts(): { message: string; variant: ToastVariant }[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.notistack-MuiContent')).map((element) => {
    const variant = (['success', 'error', 'warning', 'info'] as const).find((name) => element.classList.contains(`notistack-MuiContent-${name}`));
    return { message: element.textContent?.trim() ?? '', variant: variant ?? 'default' };
  });
}

/** A promise with its resolve function, to hold a mocked request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The absolute paths a remote's route tree declares, read from its elements without
 * rendering, to compare with shared's PATHS: declaredRoutePaths(<InvestorRoutes />, '/dashboard').
 * The catch-all '*' is left out.
 */
export function declaredRoutePaths(tree: ReactElement, mount: string): string[] {
  const found: string[] = [];
  const visit = (node: ReactNode, base: string) => {
    Children.forEach(node, (child) => {
      if (!isValidElement(child)) return;
      const props = child.props as { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };
      if (child.type !== Route) return visit(props.children, base);
      if (props.path === '*') return;
      const here = props.path ? `${base}/${props.path}` : base;
      if (props.index || props.element) found.push(here || '/');
      visit(props.children, here);
    });
  };
  const rendered = (tree.type as (props: unknown) => ReactNode)(tree.props);
  visit(rendered, mount === '/' ? '' : mount);
  return found;
}

/** A signed-in user for component tests: an unverified investor unless `overrides` say otherwise. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    firstname: 'Ivy',
    lastname: 'Stone',
    username: 'ivy',
    email: 'ivy@example.test',
    gender: 'female',
    age: '1990-04-02',
    country: 'Canada',
    phone: null,
    address: null,
    ssn: null,
    occupation: null,
    salary: null,
    level: 1,
    role: 'user',
    suspended: 0,
    email_verified: 0,
    wallet: 0,
    message: null,
    referral_id: 'ivy123',
    dl_front: null,
    dl_back: null,
    identity_rejection_reason: null,
    created_at: '2025-01-01T00:00:00.000Z',
    frozen_at: null,
    security_hold_until: null,
    second_factor_locked_at: null,
    staff_role: null,
    locale: 'en',
    ...overrides,
  };
}

/** A signed-in admin for component tests of the console: boss (id 1), of `staffRole`. */
export function testAdmin(staffRole: StaffRole, overrides: Partial<User> = {}): User {
  return testUser({
    id: 1,
    username: 'boss',
    firstname: 'Bo',
    lastname: 'Ss',
    email: 'boss@example.test',
    role: 'admin',
    level: 3,
    staff_role: staffRole,
    ...overrides,
  });
}

/** A fresh store, signed in as `user` when one is given. */
export function signedInStore(user?: User): AppStore {
  return user ? createAppStore({ auth: { token: 'token', user, error: null, loggedOut: false } }) : createAppStore();
}

/** A plan as GET /plans answers it: no early redemption and no risk text unless `overrides` say so. */
export function testPlan(overrides: Partial<Plan> & Pick<Plan, 'id' | 'title'>): Plan {
  return {
    roi: 1.5,
    duration: 30,
    min_amount: 100_00,
    max_amount: 1_000_00,
    early_redemption_penalty_percent: null,
    early_redemption_deducts_earnings: false,
    risk_disclosure: null,
    ...overrides,
  };
}

/** An active user plan as GET /get-user-plans answers it. */
export function testUserPlan(overrides: Partial<UserPlan> = {}): UserPlan {
  return {
    id: 5,
    plan_id: 1,
    title: 'Starter',
    roi: 1.5,
    initial_duration: 30,
    duration: 12,
    amount: 1_000_00,
    returns: 15_00,
    total_returns: 450_00,
    status: 'active',
    started_at: '2025-06-01T00:00:00.000Z',
    ends_at: '2025-06-30T00:00:00.000Z',
    ended_at: null,
    earned: 270_00,
    early_redemption_penalty_percent: null,
    early_redemption_deducts_earnings: false,
    auto_renew: false,
    renewal_note: null,
    ...overrides,
  };
}

export const PROFILE_MARKER = 'Profile page marker';

/** Renders a page under the profile at `path`, signed in as `user`, with the profile itself as a marker to land on. */
export function renderProfilePage(element: ReactElement, path: string, user: User = testUser()) {
  return renderWithProviders(element, {
    route: path,
    path,
    otherRoutes: { [PATHS.profile]: <p>{PROFILE_MARKER}</p> },
    store: createAppStore({ auth: { token: 'token', user, error: null, loggedOut: false } }),
  });
}

/** jsdom has no object URLs: each call gives the next 'blob:test-n'. Returns the mocks. */
/**
 * Fixes the date and time a test sees (`Date`, `new Date()`), while timers and promises run as
 * usual: a text counted from today ("in 2 days", an age) stays the same whatever day the test runs.
 * Undone by `jest.useRealTimers()`.
 */
export function fixTheClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'hrtime',
    ],
  });
}

export function installObjectUrls() {
  let count = 0;
  const create = jest.fn((_blob: Blob) => `blob:test-${++count}`);
  const revoke = jest.fn((_url: string) => undefined);
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: create });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: revoke });
  return { create, revoke };
}

/** A request waiting for approval, as GET /approvals answers it: fay (user #20) asked to give ivy a bonus. */
export function testApproval(overrides: Partial<Approval> = {}): Approval {
  return {
    id: 3,
    kind: 'wallet.bonus',
    status: 'pending',
    permission: 'money.adjust',
    target: 'user:7',
    summary: 'Give ivy (user #7) a bonus of $50.00.',
    changes: [{ label: 'Balance', before: '$100.00', after: '$150.00' }],
    requested_by_id: 20,
    requested_by: 'fay',
    requested_at: '2026-11-28T10:00:00.000Z',
    expires_at: '2026-12-01T10:00:00.000Z',
    decided_by: null,
    decided_at: null,
    reason: null,
    outcome: null,
    ...overrides,
  };
}

/** GET /approvals's answer: four-eyes on, withdrawals from $1,000 waiting, unless `overrides` say otherwise. */
export function testApprovalList(items: Approval[] = [], overrides: Partial<Omit<ApprovalList, 'items'>> = {}): ApprovalList {
  return { four_eyes: true, withdrawal_threshold: 1000_00, items, ...overrides };
}
