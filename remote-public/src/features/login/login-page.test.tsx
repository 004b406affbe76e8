// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { deferred, mockFetch, renderWithProviders, toasts, type MockReply } from '@arcvest/shared/test';
import { screen, waitFor } from '@testing-library/react';
import { createAppStore, Navigate } from '@arcvest/shared';
import LoginPage from './login-page';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';

type User = ReturnType<typeof renderWithProviders>['user'];

function renderLogin() {
  return renderWithProviders(<LoginPage />, {
    route: '/login',
    path: '/login',
    otherRoutes: { '/dashboard': <h1>Dashboard page</h1> },
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function signIn(user: User, username = 'ada', password = 'correct horse battery') {
  await user.type(input('Username or email'), username);
  await user.type(input('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

describe('login page', () => {
  it('has labelled fields with autocomplete and links to forgot password and sign-up', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(input('Username or email')).toHaveAttribute('autocomplete', 'username');
    expect(input('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('fills in the username it is opened with after sign-up, and leaves the password to type', async () => {
    renderWithProviders(<Navigate to="/login" state={{ username: 'ada' }} />, {
      route: '/signup',
      path: '/signup',
      otherRoutes: { '/login': <LoginPage /> },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(input('Username or email')).toHaveValue('ada');
    expect(input('Password')).toHaveValue('');
    await waitFor(() => expect(input('Password')).toHaveFocus());
  });

  it('starts empty when opened without a username, or with state that is not one', () => {
    renderWithProviders(<Navigate to="/login" state={{ username: 42 }} />, { route: '/signup', path: '/signup', otherRoutes: { '/login': <LoginPage /> } });
    expect(input('Username or email')).toHaveValue('');
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    expect(input('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before sending anything, on the fields, and focuses the first', async () => {
    const { calls } = mockFetch({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(input('Username or email')).toHaveAccessibleDescription('Please enter your username or email.');
    expect(input('Username or email')).toHaveFocus();
    expect(input('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(calls).toHaveLength(0);
  });

  it('stores the token, toasts success and goes to /dashboard', async () => {
    const { calls } = mockFetch({
      'POST /login': { status: 200, body: { access_token: 'tok_123', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' } },
    });
    const { user, store } = renderLogin();
    await signIn(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/login');
    expect(calls[0].body).toEqual({ username: 'ada', password: 'correct horse battery' });
    expect(localStorage.getItem('access_token')).toBe('tok_123');
    expect(store.getState().auth.token).toBe('tok_123');
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Login successful', variant: 'success' }]));
  });

  it('toasts the error field of a failed login and stays on the page', async () => {
    mockFetch({ 'POST /login': { status: 401, body: { error: 'Invalid credentials', message: 'Unauthorized' } } });
    const { user, store } = renderLogin();
    await signIn(user, 'ada', 'wrong');

    await waitFor(() => expect(toasts()).toEqual([{ message: 'Invalid credentials', variant: 'error' }]));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(store.getState().auth.token).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    expect(input('Username or email')).toHaveValue('ada');
  });

  it('toasts the message when the failure has no error field', async () => {
    mockFetch({ 'POST /login': { status: 403, body: { message: 'This account is suspended.' } } });
    const { user } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'This account is suspended.', variant: 'error' }]));
  });

  it('toasts the busy message of a 503 (too many password checks waiting) and stays on the page', async () => {
    const busy = 'The server is busy. Please try again in a moment.';
    mockFetch({ 'POST /login': { status: 503, body: { error: busy, message: busy } } });
    const { user } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: busy, variant: 'error' }]));
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("falls back to 'Login failed. Please try again.'", async () => {
    mockFetch({ 'POST /login': { status: 500, body: {} } });
    const { user } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Login failed. Please try again.', variant: 'error' }]));
  });

  it('shows a busy button while signing in and sends only one request', async () => {
    const reply = deferred<MockReply>();
    const { calls } = mockFetch({ 'POST /login': () => reply.promise });
    const { user } = renderLogin();
    await signIn(user);

    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(input('Password'), '{Enter}');
    expect(calls).toHaveLength(1);

    reply.resolve({ status: 401, body: { error: 'Invalid credentials' } });
    await waitFor(() => expect(button).toBeEnabled());
    expect(calls).toHaveLength(1);
  });

  it('says a frozen account (423) in the form, where it stays, not as a toast', async () => {
    const frozen = 'This account is frozen to protect it. To unfreeze it, write to support@example.test: we will check your identity first.';
    mockFetch({ 'POST /login': { status: 423, body: { message: frozen, error: 'account_frozen' } } });
    const { user, store } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(frozen);
    expect(toasts()).toEqual([]);
    expect(store.getState().auth.token).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('says a 423 inline whatever its error field carries (the server sends the words there, as login answers do)', async () => {
    const frozen = 'This account is frozen to protect it. To unfreeze it, write to support@example.test: we will check your identity first.';
    mockFetch({ 'POST /login': { status: 423, body: { message: frozen, error: frozen } } });
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(frozen);
    expect(toasts()).toEqual([]);
  });

  it('says why the last session ended (the account was frozen) above the form', () => {
    renderWithProviders(<LoginPage />, {
      route: '/login',
      path: '/login',
      store: createAppStore({
        auth: { token: null, user: null, error: null, loggedOut: false, notice: 'Your account is frozen. Every session has been signed out.' },
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your account is frozen. Every session has been signed out.');
  });
});

describe('sign-in in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('login')));
  afterEach(() => activateLocale('en'));

  it('shows the password step, the passkey button and the sign-up link in Spanish', async () => {
    await activateLocale('es');
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de usuario o correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión con una llave de acceso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cree una cuenta' })).toHaveAttribute('href', '/es/signup');
  });

  it('asks for both fields in Spanish before sending anything', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({});
    const { user } = renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByLabelText('Nombre de usuario o correo electrónico')).toHaveAccessibleDescription(
      'Introduzca su nombre de usuario o su correo electrónico.',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Introduzca su contraseña.');
    expect(calls).toHaveLength(0);
  });
});
