// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import type { LoginResponse, PasskeyAssertionOptions } from '@arcvest/shared/schemas';
import { mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { screen, waitFor } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import LoginPage from './login-page';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const mockedStartAuthentication = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

const SESSION: LoginResponse = { access_token: 'tok_passkey', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' };
const OPTIONS: PasskeyAssertionOptions['options'] = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };
const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  type: 'public-key',
  clientExtensionResults: {},
};
const FAILED = 'This passkey could not sign you in. Try again, or use your password.';

function renderLogin() {
  return renderWithProviders(<LoginPage />, { route: '/login', path: '/login', otherRoutes: { '/dashboard': <h1>Dashboard page</h1> } });
}

function cancelled(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  mockedStartAuthentication.mockReset();
});

describe('signing in with a passkey', () => {
  it('signs in with a passkey alone: options, the browser prompt, the token stored, the dashboard', async () => {
    const { calls } = mockFetch({
      'POST /login/passkey/options': { body: { challenge_id: 7, options: OPTIONS } },
      'POST /login/passkey': { body: SESSION },
    });
    mockedStartAuthentication.mockResolvedValue(ASSERTION as never);
    const { user, store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(mockedStartAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls.map((call) => call.path)).toEqual(['/login/passkey/options', '/login/passkey']);
    expect(calls[1].body).toEqual({ challenge_id: 7, response: ASSERTION });
    expect(localStorage.getItem('access_token')).toBe('tok_passkey');
    expect(store.getState().auth.token).toBe('tok_passkey');
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Login successful', variant: 'success' }]));
  });

  it('says so when the prompt is cancelled, sends nothing more and stays', async () => {
    const { calls } = mockFetch({ 'POST /login/passkey/options': { body: { challenge_id: 7, options: OPTIONS } } });
    mockedStartAuthentication.mockRejectedValue(cancelled());
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'The passkey request was cancelled or timed out.', variant: 'error' }]));
    expect(calls.map((call) => call.path)).toEqual(['/login/passkey/options']);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("toasts the server's refusal and stays on the page", async () => {
    mockFetch({
      'POST /login/passkey/options': { body: { challenge_id: 7, options: OPTIONS } },
      'POST /login/passkey': { status: 401, body: { message: FAILED, error: FAILED } },
    });
    mockedStartAuthentication.mockResolvedValue(ASSERTION as never);
    const { user, store } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: FAILED, variant: 'error' }]));
    expect(store.getState().auth.token).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('uses a passkey instead of the code at the two-factor step', async () => {
    const { calls } = mockFetch({
      'POST /login': { body: { two_factor: 'code', challenge: 'ch_1', expires_at: '2030-01-01T00:05:00Z' } },
      'POST /login/two-factor/passkey-options': {
        body: { challenge_id: 9, options: { ...OPTIONS, allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }] } },
      },
      'POST /login/two-factor': { body: SESSION },
    });
    mockedStartAuthentication.mockResolvedValue(ASSERTION as never);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/login/two-factor/passkey-options')?.body).toEqual({ challenge: 'ch_1' });
    expect(calls.find((call) => call.path === '/login/two-factor')?.body).toEqual({ challenge: 'ch_1', assertion: { challenge_id: 9, response: ASSERTION } });
    expect(localStorage.getItem('access_token')).toBe('tok_passkey');
  });

  it('starts over when the sign-in expired while the passkey was asked for', async () => {
    const expired = 'This sign-in has expired. Please sign in again.';
    mockFetch({
      'POST /login': { body: { two_factor: 'code', challenge: 'ch_1', expires_at: '2030-01-01T00:05:00Z' } },
      'POST /login/two-factor/passkey-options': { status: 401, body: { message: expired, error: expired } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByLabelText('Username or email')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([{ message: expired, variant: 'error' }]));
    expect(mockedStartAuthentication).not.toHaveBeenCalled();
  });
});
