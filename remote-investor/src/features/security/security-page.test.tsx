import { mockFetch, renderProfilePage, toasts } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS } from '@arcvest/shared';
import type { AccountProtection, SignInAttempt } from '@arcvest/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import SecurityPage from './security-page';
import { pageMessages } from '../../messages';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OFF = { enabled: false, required: false, recovery_codes_left: 0 };
const ON = { enabled: true, required: false, recovery_codes_left: 10 };
const SESSIONS = [
  { id: 7, device: 'Chrome on Linux', ip: '127.0.0.1', created_at: '2026-06-01T12:00:00Z', last_used_at: '2026-06-01T12:00:00Z', current: true },
  { id: 8, device: 'Firefox on Windows', ip: '10.0.0.2', created_at: '2026-06-01T11:00:00Z', last_used_at: '2026-06-01T11:30:00Z', current: false },
];
const HISTORY: SignInAttempt[] = [
  { id: 2, created_at: '2026-06-01T12:00:00Z', ip: '127.0.0.1', device: 'Chrome on Linux', outcome: 'success' },
  { id: 1, created_at: '2026-06-01T11:59:00Z', ip: '127.0.0.1', device: 'Chrome on Linux', outcome: 'wrong_password' },
];

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
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Signed in', 'Failed: wrong password']);
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
      'GET /account-protection': { status: 500, body: {} },
    });
    renderProfilePage(<SecurityPage />, PATHS.security);
    expect(await screen.findByText('Could not load your two-factor settings.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your sessions.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your sign-in history.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your passkeys.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load your anti-phishing code.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(5);
  });
});

const PROTECTION: AccountProtection = {
  held_until: null,
  reauthenticated_until: null,
  second_factor_locked: false,
  anti_phishing_hint: null,
  methods: ['email'],
};
const REAUTH_REQUIRED = { status: 403 as const, body: { message: 'For your security, confirm it is you.', error: 'reauthentication_required' } };
const PAGE = { 'GET /two-factor': { body: ON }, 'GET /sessions': { body: SESSIONS }, 'GET /sign-ins': { body: HISTORY } };

describe('security page: re-authentication', () => {
  it('asks for the password when the server wants it, then runs the action again once', async () => {
    let reauthenticated = false;
    const { calls } = mockFetch({
      ...PAGE,
      'GET /account-protection': { body: PROTECTION },
      'POST /sessions/8/sign-out': () => (reauthenticated ? { body: { message: 'That session is signed out.' } } : REAUTH_REQUIRED),
      'POST /reauthenticate': (request) => {
        if ((request.body as { password?: string }).password !== 'right horse') return { status: 401, body: { message: 'That did not match. Try again.' } };
        reauthenticated = true;
        return { body: { message: 'Thank you. You can go on for the next few minutes.', reauthenticated_until: '2099-01-01T00:05:00Z' } };
      },
    });
    const { user, store } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.click(await screen.findByRole('button', { name: /^Sign out Firefox on Windows/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    // No two-factor: no authenticator code to offer; no passkey either.
    expect(within(dialog).queryByRole('button', { name: 'Use an authenticator code instead' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();

    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('That did not match. Try again.'));
    expect(password).toHaveFocus();
    // A wrong password is the dialog's to say, not the end of the session.
    expect(store.getState().auth.token).toBe('token');

    await user.clear(password);
    await user.type(password, 'right horse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'That session is signed out.', variant: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/sessions/8/sign-out',
      '/reauthenticate',
      '/reauthenticate',
      '/sessions/8/sign-out',
    ]);
  });

  it('offers the authenticator code when two-factor is on, and cancelling changes nothing', async () => {
    const { calls } = mockFetch({
      ...PAGE,
      'GET /account-protection': { body: { ...PROTECTION, methods: ['totp'] } },
      'POST /two-factor/disable': REAUTH_REQUIRED,
      'POST /reauthenticate': { body: { message: 'Thank you.', reauthenticated_until: '2099-01-01T00:05:00Z' } },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.type(await screen.findByLabelText('Current code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(await within(dialog).findByRole('button', { name: 'Use an authenticator code instead' }));
    const code = within(dialog).getByLabelText('Authenticator or recovery code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/two-factor/disable']);
    // The refusal is said where the form says failures.
    expect(await screen.findByText('For your security, confirm it is you.')).toBeInTheDocument();
  });

  it('retries turning off with the authenticator code it was given', async () => {
    let reauthenticated = false;
    const { calls } = mockFetch({
      ...PAGE,
      'GET /account-protection': { body: { ...PROTECTION, methods: ['totp'] } },
      'POST /two-factor/disable': () => (reauthenticated ? { body: { message: 'Two-factor sign-in is off.' } } : REAUTH_REQUIRED),
      'POST /reauthenticate': () => {
        reauthenticated = true;
        return { body: { message: 'Thank you.', reauthenticated_until: '2099-01-01T00:05:00Z' } };
      },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.type(await screen.findByLabelText('Current code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(await within(dialog).findByRole('button', { name: 'Use an authenticator code instead' }));
    await user.type(within(dialog).getByLabelText('Authenticator or recovery code'), ' 654321 ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Two-factor sign-in is off.', variant: 'success' }));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/two-factor/disable', { code: '123456' }],
      ['/reauthenticate', { code: '654321' }],
      ['/two-factor/disable', { code: '123456' }],
    ]);
  });
});

describe('security page: protection cards', () => {
  it('says a security hold at the top', async () => {
    mockFetch({ ...PAGE, 'GET /account-protection': { body: { ...PROTECTION, held_until: '2099-06-02T12:00:00.000Z' } } });
    renderProfilePage(<SecurityPage />, PATHS.security);
    expect(await screen.findByText(/^For your security, withdrawals and new withdrawal addresses are on hold until .*2099/)).toBeInTheDocument();
  });

  it('sets the anti-phishing code, with the shared rule under the field first, and shows its hint after', async () => {
    let hint: string | null = null;
    const { calls } = mockFetch({
      ...PAGE,
      'GET /account-protection': () => ({ body: { ...PROTECTION, anti_phishing_hint: hint } }),
      'POST /anti-phishing-code': () => {
        hint = 'b•••••••e';
        return { body: { message: 'Your anti-phishing code is saved. It will appear at the top of every email from us.' } };
      },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    const antiPhishing = card('Anti-phishing code');
    expect(await within(antiPhishing).findByText('not set')).toBeInTheDocument();
    const field = within(antiPhishing).getByLabelText('Anti-phishing code');
    await user.type(field, 'ab');
    await user.click(within(antiPhishing).getByRole('button', { name: 'Set code' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Use 4 to 32 characters.'));
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '  blue horse  ');
    await user.click(within(antiPhishing).getByRole('button', { name: 'Set code' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: 'Your anti-phishing code is saved. It will appear at the top of every email from us.', variant: 'success' }),
    );
    expect(await within(antiPhishing).findByText('b•••••••e')).toBeInTheDocument();
    expect(within(antiPhishing).getByRole('button', { name: 'Change code' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ code: 'blue horse' }]);
  });

  it('shows the server’s refusal of a phrase under the field, and removes a code with null', async () => {
    const refused = "Use letters, digits, spaces and . , ! ? ' - only.";
    const { calls } = mockFetch({
      ...PAGE,
      'GET /account-protection': { body: { ...PROTECTION, anti_phishing_hint: 'b•••e' } },
      'POST /anti-phishing-code': (request) =>
        (request.body as { code: string | null }).code === null
          ? { body: { message: 'Your anti-phishing code is removed.' } }
          : { status: 422, body: { message: refused, errors: { code: [refused] } } },
    });
    const { user } = renderProfilePage(<SecurityPage />, PATHS.security);
    const antiPhishing = card('Anti-phishing code');
    const field = await within(antiPhishing).findByLabelText('New anti-phishing code');
    await user.type(field, 'okay phrase');
    await user.click(within(antiPhishing).getByRole('button', { name: 'Change code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(refused)));
    await user.click(within(antiPhishing).getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Your anti-phishing code is removed.', variant: 'success' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ code: 'okay phrase' }, { code: null }]);
  });

  it('freezes the account after a confirm step naming what happens, then signs out here with the message', async () => {
    const { calls } = mockFetch({
      ...PAGE,
      'GET /account-protection': { body: PROTECTION },
      'POST /freeze-account': { body: { message: 'Your account is frozen. Every session has been signed out.' } },
    });
    localStorage.setItem('access_token', 'token');
    const { user, store } = renderProfilePage(<SecurityPage />, PATHS.security);
    await user.click(within(card('Freeze my account')).getByRole('button', { name: 'Freeze my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Freeze your account' });
    expect(dialog).toHaveTextContent('You are signed out everywhere, including here');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Freeze my account' }));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.notice).toBe('Your account is frozen. Every session has been signed out.');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/freeze-account']);
  });
});

describe('security page in Portuguese', () => {
  beforeAll(() => addCatalogue(pageMessages('security')));
  afterEach(() => activateLocale('en'));

  it('shows the cards, their buttons and the sessions’ dates in Portuguese', async () => {
    await activateLocale('pt-BR');
    mockFetch({ 'GET /two-factor': { body: { ...ON, recovery_codes_left: 2 } }, 'GET /sessions': { body: SESSIONS }, 'GET /sign-ins': { body: HISTORY } });
    renderProfilePage(<SecurityPage />, PATHS.security);
    expect(screen.getByRole('heading', { level: 1, name: 'Segurança' })).toBeInTheDocument();
    expect(await screen.findByText('Ativado. Você tem 2 códigos de recuperação não usados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
    const sessions = await screen.findByRole('list', { name: 'Sessões ativas' });
    expect(within(sessions).getByText('Este dispositivo')).toBeInTheDocument();
    const firefox = within(sessions).getAllByRole('listitem')[1];
    expect(firefox).toHaveTextContent(/IP 10\.0\.0\.2 · conectado em 1 de jun\. de 2026, .+ · última atividade em 1 de jun\. de 2026, /);
    expect(within(firefox).getByText('10.0.0.2')).toHaveAttribute('dir', 'ltr');
    expect(
      within(firefox).getByRole('button', { name: /^Encerrar a sessão de Firefox on Windows, última atividade em 1 de jun\. de 2026/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair de todos os outros dispositivos' })).toBeInTheDocument();
    expect(within(card('Congelar minha conta')).getByRole('button', { name: 'Congelar minha conta' })).toBeInTheDocument();
  });
});
