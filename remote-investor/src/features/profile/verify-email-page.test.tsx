import { mockFetch, PROFILE_MARKER, renderWithProviders, testUser, toasts } from '@arcvest/shared/test';
import { createAppStore, PATHS, Route, Routes, type User } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import ConfirmEmailCodePage from './confirm-email-code-page';
import VerifyEmailPage from './verify-email-page';

const IVY = testUser({ email: 'ivy@example.test', level: 1, email_verified: 0 });
const CODE_SENT = { body: { message: 'A verification code has been sent to your email.' } };

/** Both pages and the profile, so the journey between them can be followed. */
function renderFlow(route: string, user: User = IVY) {
  return renderWithProviders(
    <Routes>
      <Route path={PATHS.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={PATHS.confirmEmailCode} element={<ConfirmEmailCodePage />} />
      <Route path={PATHS.profile} element={<p>{PROFILE_MARKER}</p>} />
    </Routes>,
    { route, store: createAppStore({ auth: { token: 'token', user, error: null, loggedOut: false } }) },
  );
}

type Session = ReturnType<typeof renderFlow>['user'];

async function getCode(user: Session, email?: string) {
  if (email !== undefined) {
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), email);
  }
  await user.click(screen.getByRole('button', { name: 'Get code' }));
  await screen.findByRole('heading', { level: 1, name: 'Confirm code' });
}

describe('Verify email pages', () => {
  it('prefill the email, send the code, carry the email to the confirm page and submit it with the code', async () => {
    const { calls } = mockFetch({
      'POST /verify-email': CODE_SENT,
      'POST /verify-email-code': { body: { message: 'Your email address is verified.' } },
      'POST /me': { body: { ...IVY, level: 2, email_verified: 1 } },
    });
    const { user, store } = renderFlow(PATHS.verifyEmail);

    expect(screen.getByRole('heading', { level: 1, name: 'Verify email address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ivy@example.test');
    await getCode(user, ' ivy.new@example.test ');
    expect(calls.map((call) => [call.path, call.body])).toEqual([['/verify-email', { email: 'ivy.new@example.test' }]]);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'A verification code has been sent to your email.', variant: 'success' }));

    // The email is kept, not shown as a field.
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const otp = screen.getByLabelText('Code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toBeRequired();
    await user.type(otp, '12a3456');
    expect(otp).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(PROFILE_MARKER)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/verify-email-code').map((call) => call.body)).toEqual([{ email: 'ivy.new@example.test', otp: '123456' }]);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Your email address is verified.', variant: 'success' }));
    await waitFor(() => expect(store.getState().auth.user?.level).toBe(2));
  });

  it('asks for the email before sending and shows the server’s refusal under it', async () => {
    const { calls } = mockFetch({
      'POST /verify-email': {
        status: 409,
        body: { message: 'This email is used by another account.', errors: { email: ['This email is used by another account.'] } },
      },
    });
    const { user } = renderFlow(PATHS.verifyEmail);
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'taken@example.test');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This email is used by another account.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify email address' })).toBeInTheDocument();
  });

  it('sends the confirm page back to the verify page when it is opened without an email', async () => {
    mockFetch({});
    renderFlow(PATHS.confirmEmailCode);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify email address' })).toBeInTheDocument();
  });

  it('requires six digits, then shows the server’s field message, or "Verification failed." when it has none', async () => {
    let answer = { status: 422, body: { message: 'The code is wrong.', errors: { otp: ['The code is wrong or has expired.'] } } };
    const { calls } = mockFetch({ 'POST /verify-email': CODE_SENT, 'POST /verify-email-code': () => answer });
    const { user } = renderFlow(PATHS.verifyEmail);
    await getCode(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The code field is required.');
    await user.type(screen.getByLabelText('Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('The code must be 6 digits.');
    expect(calls.filter((call) => call.path === '/verify-email-code')).toHaveLength(0);

    await user.type(screen.getByLabelText('Code'), '456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The code is wrong or has expired.', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveFocus();

    answer = { status: 500, body: {} as never };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Verification failed.', { selector: '[role="alert"]' })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Verification failed.', variant: 'error' }));
    expect(screen.queryByText(PROFILE_MARKER)).not.toBeInTheDocument();
  });

  it('sends a new code to the same email', async () => {
    const { calls } = mockFetch({ 'POST /verify-email': CODE_SENT });
    const { user } = renderFlow(PATHS.verifyEmail);
    await getCode(user);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/verify-email')).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([{ email: 'ivy@example.test' }, { email: 'ivy@example.test' }]);
  });

  it('a new address asks to confirm it is you first, then sends the code', async () => {
    let reauthenticated = false;
    const { calls } = mockFetch({
      'GET /account-protection': {
        body: { held_until: null, reauthenticated_until: null, second_factor_locked: false, anti_phishing_hint: null, methods: ['email'] },
      },
      'POST /verify-email': () =>
        reauthenticated ? CODE_SENT : { status: 403, body: { message: 'For your security, confirm it is you.', error: 'reauthentication_required' } },
      'POST /reauthenticate': () => {
        reauthenticated = true;
        return { body: { message: 'Thank you. You can go on for the next few minutes.', reauthenticated_until: '2099-01-01T00:05:00Z' } };
      },
    });
    const { user } = renderFlow(PATHS.verifyEmail, { ...IVY, email_verified: 1, level: 2 });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm code' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/verify-email', { email: 'new@example.test' }],
      ['/reauthenticate', { password: 'correct horse' }],
      ['/verify-email', { email: 'new@example.test' }],
    ]);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'A verification code has been sent to your email.', variant: 'success' }));
  });
});
