// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import type { LoginResponse } from '@arcvest/shared/schemas';
import { mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { screen, waitFor } from '@testing-library/react';
import LoginPage from './login-page';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SESSION: LoginResponse = { access_token: 'tok_2fa', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z' };
const EXPIRED = 'This sign-in has expired. Please sign in again.';
const WRONG = 'The code is not valid. Check your authenticator app and try again.';

function renderLogin() {
  return renderWithProviders(<LoginPage />, { route: '/login', path: '/login', otherRoutes: { '/dashboard': <h1>Dashboard page</h1> } });
}

async function passwordStep(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Username or email'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

describe('two-factor sign-in step', () => {
  it('asks for a code after the password, shows a wrong code on the field and signs in with the right one', async () => {
    let tries = 0;
    const { calls } = mockFetch({
      'POST /login': { body: { two_factor: 'code', challenge: 'ch_1', expires_at: '2030-01-01T00:05:00Z' } },
      'POST /login/two-factor': () => (++tries === 1 ? { status: 401, body: { message: WRONG, error: WRONG } } : { body: SESSION }),
    });
    const { user, store } = renderLogin();
    await passwordStep(user);

    const field = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(field).toHaveFocus());
    expect(localStorage.getItem('access_token')).toBeNull();
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/login/two-factor').map((call) => call.body)).toEqual([
      { challenge: 'ch_1', code: '000000' },
      { challenge: 'ch_1', code: '123 456' },
    ]);
    expect(store.getState().auth.token).toBe('tok_2fa');
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Login successful', variant: 'success' }]));
  });

  it('asks for a code before sending one', async () => {
    const { calls } = mockFetch({ 'POST /login': { body: { two_factor: 'code', challenge: 'ch_1', expires_at: '2030-01-01T00:05:00Z' } } });
    const { user } = renderLogin();
    await passwordStep(user);
    const field = await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAccessibleDescription(/Enter the 6-digit code from your authenticator app, or a recovery code\.$/);
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.path === '/login/two-factor')).toHaveLength(0);
  });

  it('goes back to the password when the sign-in has expired', async () => {
    mockFetch({
      'POST /login': { body: { two_factor: 'code', challenge: 'ch_1', expires_at: '2030-01-01T00:05:00Z' } },
      'POST /login/two-factor': { status: 401, body: { message: EXPIRED, error: EXPIRED } },
    });
    const { user } = renderLogin();
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Username or email')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([{ message: EXPIRED, variant: 'error' }]));
  });

  it('walks an administrator through enrolment: QR and secret, first code, recovery codes, then the dashboard', async () => {
    const { calls } = mockFetch({
      'POST /login': { body: { two_factor: 'enrol', challenge: 'ch_e', expires_at: '2030-01-01T00:05:00Z' } },
      'POST /login/two-factor/setup': { body: { secret: SECRET, otpauth_uri: `otpauth://totp/Arcvest:boss?secret=${SECRET}` } },
      'POST /login/two-factor/enable': { body: { ...SESSION, recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'] } },
    });
    const { user, store } = renderLogin();
    await passwordStep(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toHaveTextContent('abcde-fghjk');
    // Not signed in until the codes are saved.
    expect(store.getState().auth.token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('tok_2fa');
    expect(calls.find((call) => call.path === '/login/two-factor/enable')?.body).toEqual({ challenge: 'ch_e', code: '654321' });
  });

  it('shows a refused first code under its field and checks its six digits before sending', async () => {
    const { calls } = mockFetch({
      'POST /login': { body: { two_factor: 'enrol', challenge: 'ch_e', expires_at: '2030-01-01T00:05:00Z' } },
      'POST /login/two-factor/setup': { body: { secret: SECRET, otpauth_uri: `otpauth://totp/Arcvest:boss?secret=${SECRET}` } },
      'POST /login/two-factor/enable': { status: 401, body: { message: WRONG, error: WRONG } },
    });
    const { user } = renderLogin();
    await passwordStep(user);
    const field = await screen.findByLabelText('Code from the app');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    expect(field).toHaveAccessibleDescription(/The code must be 6 digits\.$/);
    expect(calls.filter((call) => call.path === '/login/two-factor/enable')).toHaveLength(0);

    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(WRONG)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(toasts()).toEqual([]);
  });
});

describe('two-factor sign-in step in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('login')));
  afterEach(() => activateLocale('en'));

  it('asks for the code in Spanish after the password', async () => {
    await activateLocale('es');
    mockFetch({ 'POST /login': { body: { two_factor: 'code', challenge: 'ch_es', expires_at: '2030-01-01T00:05:00Z' } } });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Nombre de usuario o correo electrónico'), 'ada');
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicio de sesión en dos pasos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Código de autenticación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar una llave de acceso' })).toBeInTheDocument();
  });

  it('asks for a code, then says an expired sign-in, in Spanish', async () => {
    await activateLocale('es');
    mockFetch({
      'POST /login': { body: { two_factor: 'code', challenge: 'ch_es', expires_at: '2030-01-01T00:05:00Z' } },
      'POST /login/two-factor': { status: 401, body: { message: EXPIRED, error: EXPIRED } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Nombre de usuario o correo electrónico'), 'ada');
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const field = await screen.findByLabelText('Código de autenticación');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(field).toHaveAccessibleDescription(/Introduzca el código de 6 dígitos de su aplicación de autenticación o un código de recuperación\.$/);

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByLabelText('Nombre de usuario o correo electrónico')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Este inicio de sesión ha caducado. Inicie sesión de nuevo.', variant: 'error' }]));
  });
});
