import { mockFetch, renderProfilePage, toasts } from '@arcvest/shared/test';
import { PATHS } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import SecurityPage from './security-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OFF = { enabled: false, required: false, recovery_codes_left: 0 };
const ON = { enabled: true, required: false, recovery_codes_left: 10 };
const SESSIONS = [
  { id: 7, device: 'Chrome on Linux', ip: '127.0.0.1', created_at: '2026-06-01T12:00:00Z', last_used_at: '2026-06-01T12:00:00Z', current: true },
  { id: 8, device: 'Firefox on Windows', ip: '10.0.0.2', created_at: '2026-06-01T11:00:00Z', last_used_at: '2026-06-01T11:30:00Z', current: false },
];
const HISTORY = [
  { id: 2, created_at: '2026-06-01T12:00:00Z', ip: '127.0.0.1', device: 'Chrome on Linux', outcome: 'success' },
  { id: 1, created_at: '2026-06-01T11:59:00Z', ip: '127.0.0.1', device: 'Chrome on Linux', outcome: 'wrong_password' },
];

afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.getByRole('article', { name });

describe('security page', () => {
  it('turns two-factor sign-in on: QR code and secret, first code, recovery codes shown once', async () => {
    let enabled = false;
    const { calls } = mockFetch({
      'GET /two-factor': () => ({ body: enabled ? { ...ON, recovery_codes_left: 2 } : OFF }),
      'POST /two-factor/setup': { body: { secret: SECRET, otpauth_uri: `otpauth://totp/Arcvest:ada?secret=${SECRET}` } },
      'POST /two-factor/enable': () => {
        enabled = true;
        return { body: { message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.', recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'] } };
      },
      'GET /sessions': { body: SESSIONS },
      'GET /sign-ins': { body: HISTORY },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP');
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes).toHaveTextContent('mnpqr-stuvw');
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.', variant: 'success' }));
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await within(card('Two-factor sign-in')).findByText('On. You have 2 unused recovery codes.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/two-factor/enable')?.body).toEqual({ code: '123456' });
  });

  it('shows a wrong code when turning off', async () => {
    const wrong = 'The code is not valid. Check your authenticator app and try again.';
    mockFetch({
      'GET /two-factor': { body: ON },
      'POST /two-factor/disable': { status: 422, body: { message: wrong, errors: { code: [wrong] } } },
      'GET /sessions': { body: SESSIONS },
      'GET /sign-ins': { body: HISTORY },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.type(await screen.findByLabelText('Current code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current code')).toHaveFocus();
  });

  it('asks for a code before turning off, and sends nothing', async () => {
    const { calls } = mockFetch({ 'GET /two-factor': { body: ON }, 'GET /sessions': { body: SESSIONS }, 'GET /sign-ins': { body: HISTORY } });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const code = screen.getByLabelText('Current code');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code from your authenticator app, or a recovery code.'));
    expect(code).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('has no Turn off for an administrator who must keep it on', async () => {
    mockFetch({ 'GET /two-factor': { body: { ...ON, required: true } }, 'GET /sessions': { body: SESSIONS }, 'GET /sign-ins': { body: HISTORY } });
    renderProfilePage(<SecurityPage />, PATHS.security);
    expect(await screen.findByText('Administrators must keep two-factor sign-in on.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current code')).not.toBeInTheDocument();
  });

  it('lists the sessions with Sign out on the others, and the sign-in history', async () => {
    const { calls } = mockFetch({
      'GET /two-factor': { body: OFF },
      'GET /sessions': { body: SESSIONS },
      'POST /sessions/8/sign-out': { body: { message: 'That session is signed out.' } },
      'GET /sign-ins': { body: HISTORY },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    const sessions = await screen.findByRole('list', { name: 'Active sessions' });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);
    expect(within(sessions).getByText('This device')).toBeInTheDocument();
    expect(within(sessions).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
    await user.click(within(sessions).getByRole('button', { name: /^Sign out Firefox on Windows/ }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'That session is signed out.', variant: 'success' }));
    expect(calls.filter((call) => call.path === '/sessions')).toHaveLength(2);

    const history = screen.getByRole('list', { name: 'Recent sign-ins' });
    expect(within(history).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Signed in', 'Failed: wrong password']);
  });

  it('signs out everywhere else, then lists only this device', async () => {
    let signedOut = false;
    const { calls } = mockFetch({
      'GET /two-factor': { body: OFF },
      'GET /sessions': () => ({ body: signedOut ? [SESSIONS[0]] : SESSIONS }),
      'POST /sessions/sign-out-others': () => {
        signedOut = true;
        return { body: { message: 'Every other session is signed out.' } };
      },
      'GET /sign-ins': { body: HISTORY },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Active sessions' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/sessions/sign-out-others']);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Every other session is signed out.', variant: 'success' }));
  });

  it('shows each card’s failure with a Retry', async () => {
    mockFetch({
      'GET /two-factor': { status: 500, body: {} },
      'GET /passkeys': { status: 500, body: {} },
      'GET /sessions': { status: 500, body: {} },
      'GET /sign-ins': { status: 500, body: {} },
    });
    renderProfilePage(<SecurityPage />, PATHS.security);
    expect(await screen.findByText('Could not load your two-factor settings.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your sessions.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your sign-in history.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your passkeys.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(4);
  });
});
