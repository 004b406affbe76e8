// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { deferred, mockFetch, renderWithProviders, toasts, type MockReply } from '@arcvest/shared/test';
import { screen, waitFor } from '@testing-library/react';
import ForgotPasswordPage from './forgot-password-page';
import { RESET_EMAIL_KEY } from './reset-email';
import ResetPasswordPage from './reset-password-page';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';

type User = ReturnType<typeof renderWithProviders>['user'];

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const CODE_SENT = 'If an account exists for that email, we have sent a 6-digit code to it. It is valid for 10 minutes.';

function renderForgot() {
  return renderWithProviders(<ForgotPasswordPage />, {
    route: '/forgot-password',
    path: '/forgot-password',
    otherRoutes: { '/reset-user-password': <h1>Reset page</h1> },
  });
}

function renderReset() {
  return renderWithProviders(<ResetPasswordPage />, {
    route: '/reset-user-password',
    path: '/reset-user-password',
    otherRoutes: { '/login': <h1>Login page</h1> },
  });
}

async function fillReset(
  user: User,
  { otp = '123456', password = 'new secret 123', confirmation }: { otp?: string; password?: string; confirmation?: string } = {},
) {
  await user.type(input('Code'), otp);
  await user.type(input('New password'), password);
  await user.type(input('Confirm new password'), confirmation ?? password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

beforeEach(() => sessionStorage.clear());

describe('forgot password', () => {
  it('sends the email, keeps it for the reset page, toasts the answer and moves on', async () => {
    const { calls } = mockFetch({ 'POST /send-otp': { status: 200, body: { message: CODE_SENT } } });
    const { user } = renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');

    await user.type(input('Email'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/send-otp', { email: 'ada@example.com' }]]);
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBe('ada@example.com');
    await waitFor(() => expect(toasts()).toEqual([{ message: CODE_SENT, variant: 'success' }]));
  });

  it('asks for an email before sending anything', async () => {
    const { calls } = mockFetch({});
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(input('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Email')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('toasts the rate-limit message and stays', async () => {
    mockFetch({ 'POST /send-otp': { status: 429, body: { message: 'Too many attempts. Try again in 15 minutes.' } } });
    const { user } = renderForgot();
    await user.type(input('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Too many attempts. Try again in 15 minutes.', variant: 'error' }]));
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reset page' })).not.toBeInTheDocument();
  });

  it('sends one request while busy', async () => {
    const reply = deferred<MockReply>();
    const { calls } = mockFetch({ 'POST /send-otp': () => reply.promise });
    const { user } = renderForgot();
    await user.type(input('Email'), 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Get code' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.type(input('Email'), '{Enter}');
    expect(calls).toHaveLength(1);
    reply.resolve({ status: 200, body: { message: CODE_SENT } });
    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('reset password', () => {
  it('without a stored email, links back to forgot password instead of the form', () => {
    renderReset();
    expect(screen.getByRole('link', { name: 'Request a reset code' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('has a numeric one-time-code field and password fields with show/hide', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    const { user } = renderReset();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(input('Code')).toHaveAttribute('inputmode', 'numeric');
    expect(input('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input('New password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input('New password')).toHaveAttribute('type', 'text');
    await user.type(input('Code'), '12a 3456789');
    expect(input('Code')).toHaveValue('123456');
  });

  it('sends the code, stored email and passwords, clears the storage and goes to /login', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    const { calls } = mockFetch({
      'POST /verify-otp-and-reset-password': { status: 200, body: { message: 'Your password has been reset. You can now sign in.' } },
    });
    const { user } = renderReset();
    await fillReset(user);

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe('/verify-otp-and-reset-password');
    expect(calls[0].body).toEqual({
      otp: '123456',
      email: 'ada@example.com',
      password: 'new secret 123',
      password_confirmation: 'new secret 123',
    });
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Your password has been reset. You can now sign in.', variant: 'success' }]));
  });

  it("shows the server's code error under the field and as a toast, and keeps the email", async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    mockFetch({
      'POST /verify-otp-and-reset-password': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { otp: ['The code is invalid or has expired. Request a new one.'] } },
      },
    });
    const { user } = renderReset();
    await fillReset(user, { otp: '654321' });

    await waitFor(() => expect(toasts()).toEqual([{ message: 'The code is invalid or has expired. Request a new one.', variant: 'error' }]));
    expect(input('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Code')).toHaveAccessibleDescription(/The code is invalid or has expired/);
    expect(input('Code')).toHaveFocus();
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBe('ada@example.com');
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  });

  it('checks the code format and matching passwords before sending', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    const { calls } = mockFetch({});
    const { user } = renderReset();
    await fillReset(user, { otp: '123', password: 'new secret 123', confirmation: 'different 123' });
    expect(screen.getByText('The code must be 6 digits.')).toBeInTheDocument();
    expect(screen.getByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(input('Code')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('toasts the message of a failure without field errors', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.com');
    mockFetch({ 'POST /verify-otp-and-reset-password': { status: 429, body: { message: 'Too many attempts.' } } });
    const { user } = renderReset();
    await fillReset(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Too many attempts.', variant: 'error' }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled());
  });
});

describe('password reset in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('password-reset')));
  afterEach(() => activateLocale('en'));

  it('asks for the email, then for the code sent to it, in Spanish', async () => {
    await activateLocale('es');
    const { unmount } = renderWithProviders(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contraseña olvidada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obtener código' })).toBeInTheDocument();
    unmount();

    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.test');
    renderWithProviders(<ResetPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Establezca una nueva contraseña' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.test')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/^Introduzca el código de 6 dígitos que enviamos a/)).toHaveTextContent(
      'Introduzca el código de 6 dígitos que enviamos a ada@example.test y elija una nueva contraseña.',
    );
  });

  it('says the checks of both forms in Spanish before sending anything', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({});
    const forgot = renderWithProviders(<ForgotPasswordPage />);
    await forgot.user.click(screen.getByRole('button', { name: 'Obtener código' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Introduzca su dirección de correo electrónico.');
    forgot.unmount();

    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.test');
    const { user } = renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText('Código'), '123');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'new secret 123');
    await user.type(screen.getByLabelText('Confirme la nueva contraseña'), 'different 123');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(screen.getByLabelText('Código')).toHaveAccessibleDescription(/El código debe tener 6 dígitos\.$/);
    expect(screen.getByText('La confirmación de la contraseña no coincide.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
