// Test helpers for component tests (Jest + jsdom). Never imported by application code.
// './env' must stay the first import: it installs fetch, Request, Response and TextEncoder
// before RTK Query and react-router are loaded.
import './env';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { PATHS } from '../routes/paths';
import { createAppStore, type AppStore } from '../store/store';
import { ToastHost } from '../ui/toast-host';
import type { Approval, ApprovalList, Plan, User, UserPlan } from '../types';
import type { StaffRole } from '../rules/staff-roles';

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
 * Renders `element` inside the app's real providers: a fresh store, a MemoryRouter and the
 * app's toast host. Sets the test runtime config (API at TEST_API_BASE).
 */
export function renderWithProviders(element: ReactElement, { route = '/', path = '*', otherRoutes = {}, staffRole, store = signedInStore(staffRole && testAdmin(staffRole)) }: RenderOptions = {}) {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(otherRoutes).map(([otherPath, other]) => (
            <Route key={otherPath} path={otherPath} element={other} />
          ))}
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </Provider>,
  );
  return { ...result, store, user };
}

export interface MockReply {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
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

export type MockRoute = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/**
 * Replaces `fetch` for one test: `routes` maps 'METHOD /path' to a reply or a function
 * returning one (may be a promise, to hold a request open). A key with a query string
 * ('GET /list?page=2') must match exactly; otherwise the key without the query string
 * ('GET /list') answers any query (read it from `request.query`). Every request is recorded
 * in `calls`; multipart bodies also as `form`. An unmocked request answers 500 with a
 * message naming it. Restore with `jest.restoreAllMocks()`.
 */
export function mockFetch(routes: Record<string, MockRoute>) {
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
    const route = routes[key] ?? routes[key.replace(/\?.*$/, '')];
    const reply = route === undefined
      ? { status: 500, body: { message: `Unmocked request: ${key}` } }
      : typeof route === 'function' ? await route(recorded) : route;
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
    const variant = (['success', 'error', 'warning', 'info'] as const).find((name) =>
      element.classList.contains(`notistack-MuiContent-${name}`),
    );
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
    id: 7, firstname: 'Ivy', lastname: 'Stone', username: 'ivy', email: 'ivy@example.test', gender: 'female',
    age: '1990-04-02', country: 'Canada', phone: null, address: null, ssn: null, occupation: null, salary: null,
    level: 1, role: 'user', suspended: 0, email_verified: 0, wallet: 0, message: null, referral_id: 'ivy123',
    dl_front: null, dl_back: null, identity_rejection_reason: null, created_at: '2025-01-01T00:00:00.000Z',
    frozen_at: null, security_hold_until: null, second_factor_locked_at: null, staff_role: null, ...overrides,
  };
}

/** A signed-in admin for component tests of the console: boss (id 1), of `staffRole`. */
export function testAdmin(staffRole: StaffRole, overrides: Partial<User> = {}): User {
  return testUser({ id: 1, username: 'boss', firstname: 'Bo', lastname: 'Ss', email: 'boss@example.test', role: 'admin', level: 3, staff_role: staffRole, ...overrides });
}

/** A fresh store, signed in as `user` when one is given. */
export function signedInStore(user?: User): AppStore {
  return user ? createAppStore({ auth: { token: 'token', user, error: null, loggedOut: false } }) : createAppStore();
}

/** A plan as GET /plans answers it: no early redemption and no risk text unless `overrides` say so. */
export function testPlan(overrides: Partial<Plan> & Pick<Plan, 'id' | 'title'>): Plan {
  return {
    roi: 1.5, duration: 30, min_amount: 100_00, max_amount: 1_000_00,
    early_redemption_penalty_percent: null, early_redemption_deducts_earnings: false, risk_disclosure: null, ...overrides,
  };
}

/** An active user plan as GET /get-user-plans answers it. */
export function testUserPlan(overrides: Partial<UserPlan> = {}): UserPlan {
  return {
    id: 5, plan_id: 1, title: 'Starter', roi: 1.5, initial_duration: 30, duration: 12, amount: 1_000_00, returns: 15_00,
    total_returns: 450_00, status: 'active', started_at: '2025-06-01T00:00:00.000Z', ends_at: '2025-06-30T00:00:00.000Z',
    ended_at: null, earned: 270_00, early_redemption_penalty_percent: null, early_redemption_deducts_earnings: false,
    auto_renew: false, renewal_note: null, ...overrides,
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
    id: 3, kind: 'wallet.bonus', status: 'pending', permission: 'money.adjust', target: 'user:7',
    summary: 'Give ivy (user #7) a bonus of $50.00.', changes: [{ label: 'Balance', before: '$100.00', after: '$150.00' }],
    requested_by_id: 20, requested_by: 'fay', requested_at: '2026-11-28T10:00:00.000Z', expires_at: '2026-12-01T10:00:00.000Z',
    decided_by: null, decided_at: null, reason: null, outcome: null, ...overrides,
  };
}

/** GET /approvals's answer: four-eyes on, withdrawals from $1,000 waiting, unless `overrides` say otherwise. */
export function testApprovalList(items: Approval[] = [], overrides: Partial<Omit<ApprovalList, 'items'>> = {}): ApprovalList {
  return { four_eyes: true, withdrawal_threshold: 1000_00, items, ...overrides };
}
