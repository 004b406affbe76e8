import { mockFetch, renderWithProviders, testUser, toasts, type MockRouteFor } from '@arcvest/shared/test';
import { createAppStore, restoreSession, tokenReceived, useSessionLoader, type User } from '@arcvest/shared';
import { screen, waitFor } from '@testing-library/react';

import { RequireAdmin, RequireAuth } from './guards';
import { useLogout } from './use-logout';

afterEach(() => {
  localStorage.clear();
});

function signedInStore(user: User | null, token: string | null = 'token-1') {
  return createAppStore({ auth: { token, user, error: null, loggedOut: false } });
}

describe('guards', () => {
  it('sends a visitor without a token from a dashboard path to /login', async () => {
    renderWithProviders(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      {
        route: '/dashboard',
        path: '/dashboard',
        store: signedInStore(null, null),
        otherRoutes: { '/login': <p>login page</p> },
      },
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('waits for the user before showing a dashboard page', () => {
    renderWithProviders(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { route: '/dashboard', path: '/dashboard', store: signedInStore(null) },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
  });

  it('sends a non-admin from the admin console to /dashboard', async () => {
    renderWithProviders(
      <RequireAdmin>
        <p>admin page</p>
      </RequireAdmin>,
      {
        route: '/dashboard/admin',
        path: '/dashboard/admin',
        store: signedInStore(testUser()),
        otherRoutes: { '/dashboard': <p>dashboard</p> },
      },
    );
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('lets an admin in', () => {
    renderWithProviders(
      <RequireAdmin>
        <p>admin page</p>
      </RequireAdmin>,
      { store: signedInStore(testUser({ role: 'admin' })) },
    );
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });
});

/** The app's session loader, alone. */
function SessionLoader() {
  useSessionLoader();
  return null;
}

describe('session loading', () => {
  it('loads the current user with POST /me when a token exists', async () => {
    localStorage.setItem('access_token', 'token-1');
    const { calls } = mockFetch({ 'POST /me': { body: testUser() } });
    const store = signedInStore(null);
    renderWithProviders(<SessionLoader />, { store });
    await waitFor(() => expect(store.getState().auth.user?.username).toBe('ivy'));
    expect(calls[0].headers.get('Authorization')).toBe('Bearer token-1');
  });

  it("removes the token and stores 'Failed to fetch user' when that fails", async () => {
    localStorage.setItem('access_token', 'token-1');
    mockFetch({ 'POST /me': { status: 401, body: { message: 'Unauthenticated.' } } });
    const store = signedInStore(null);
    renderWithProviders(<SessionLoader />, { store });
    await waitFor(() => expect(store.getState().auth.error).toBe('Failed to fetch user'));
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('restoreSession, the shell dispatching it at start', () => {
  it('asks for the user once when the shell and the loader both start it', async () => {
    localStorage.setItem('access_token', 'token-1');
    const { calls } = mockFetch({ 'POST /me': { body: testUser() } });
    const store = signedInStore(null);
    void store.dispatch(restoreSession());
    renderWithProviders(<SessionLoader />, { store });
    await waitFor(() => expect(store.getState().auth.user?.username).toBe('ivy'));
    expect(calls.map((call) => call.path)).toEqual(['/me']);
  });

  it("drops the answer for a token replaced meanwhile and loads the new token's user", async () => {
    localStorage.setItem('access_token', 'token-1');
    let answerFirst = () => undefined as void;
    const { calls } = mockFetch({
      'POST /me': (request) =>
        request.headers.get('Authorization') === 'Bearer token-1'
          ? new Promise((resolve) => (answerFirst = () => resolve({ body: testUser({ username: 'old' }) })))
          : { body: testUser({ username: 'new' }) },
    });
    const store = signedInStore(null);
    const first = store.dispatch(restoreSession());
    await waitFor(() => expect(calls).toHaveLength(1));
    localStorage.setItem('access_token', 'token-2');
    store.dispatch(tokenReceived('token-2'));
    answerFirst();
    await first;
    await waitFor(() => expect(store.getState().auth.user?.username).toBe('new'));
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(store.getState().auth.token).toBe('token-2');
  });
});

describe('logout', () => {
  function LogoutButton() {
    const { logout } = useLogout();
    return <button onClick={logout}>Logout</button>;
  }

  async function logOutWith(reply: MockRouteFor<'POST /logout'>) {
    localStorage.setItem('access_token', 'token-1');
    const { calls } = mockFetch({ 'POST /logout': reply });
    const store = signedInStore(testUser());
    const { user } = renderWithProviders(<LogoutButton />, { route: '/dashboard', path: '/dashboard', store, otherRoutes: { '/': <p>home</p> } });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/logout']);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    return toasts();
  }

  it('says so and goes home when the call succeeds', async () => {
    expect(await logOutWith({ body: { message: 'Logged out successfully.' } })).toContainEqual({ message: 'Logout successful!', variant: 'success' });
  });

  it('still clears the session when the call fails, and shows why', async () => {
    expect(await logOutWith({ status: 500, body: { message: 'Something went wrong. Please try again.' } })).toContainEqual({
      message: 'Something went wrong. Please try again.',
      variant: 'error',
    });
  });

  it('falls back to the spec wording when the failure has no message', async () => {
    expect(await logOutWith({ status: 502 })).toContainEqual({ message: 'Logout failed. Please try again.', variant: 'error' });
  });
});
