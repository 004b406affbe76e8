import { mockFetch, renderWithProviders, toasts, type MockRoute } from '@arcvest/shared/test';
import { PATHS } from '@arcvest/shared';
import { STAFF_MESSAGES } from '@arcvest/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import AcceptInvitationPage from './accept-invitation-page';
import { INVITATION_FORM_TEXTS } from './messages';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';

const TOKEN = 'inv_tok_123';
const LOOKUP = { email: 'ada@example.test', staff_role: 'finance', expires_at: '2099-12-01T10:00:00.000Z' };
const SIGNED_IN = { access_token: 'tok_staff', token_type: 'Bearer', expires_at: '2099-01-01T00:00:00Z' };

afterEach(() => {
  localStorage.clear();
});

function renderPage(routes: Record<string, MockRoute>, route = `${PATHS.acceptInvitation}?token=${TOKEN}`) {
  const mocked = mockFetch(routes);
  return {
    ...mocked,
    ...renderWithProviders(<AcceptInvitationPage />, {
      route,
      path: PATHS.acceptInvitation,
      otherRoutes: { [PATHS.admin]: <h1>Admin overview</h1>, [PATHS.login]: <h1>Sign-in page</h1> },
    }),
  };
}

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.type(await screen.findByLabelText('First name'), ' Ada ');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await user.type(screen.getByLabelText('Password'), 'long-enough-1');
  await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
}

describe('Accept invitation page', () => {
  it('says a link the server does not know is invalid, with a way home', async () => {
    const { calls } = renderPage({ 'GET /staff-invitations/lookup': { status: 404, body: { message: STAFF_MESSAGES.invitationInvalid } } });

    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.invitationInvalid);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', PATHS.home);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(calls[0].query).toEqual({ token: TOKEN });
  });

  it('says a link without a token is invalid without asking the server', async () => {
    const { calls } = renderPage({}, PATHS.acceptInvitation);

    expect(screen.getByRole('alert')).toHaveTextContent(STAFF_MESSAGES.invitationInvalid);
    expect(calls).toEqual([]);
  });

  it('shows the role and address, sends the details with the token, keeps the session and opens the admin console', async () => {
    const { user, calls, store } = renderPage({
      'GET /staff-invitations/lookup': { body: LOOKUP },
      'POST /staff-invitations/accept': { status: 201, body: SIGNED_IN },
    });

    expect(await screen.findByText(/You are invited to join as/)).toHaveTextContent('You are invited to join as Finance (ada@example.test).');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my staff account' }));

    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        token: TOKEN,
        firstname: 'Ada',
        lastname: 'Lovelace',
        username: 'ada',
        age: '1990-12-10',
        gender: 'female',
        country: 'United Kingdom',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
      },
    ]);
    expect(localStorage.getItem('access_token')).toBe('tok_staff');
    expect(store.getState().auth.token).toBe('tok_staff');
    await waitFor(() => expect(toasts()).toContainEqual({ message: INVITATION_FORM_TEXTS.accountReady.message, variant: 'success' }));
  });

  it('sends the new admin to sign in when the server asks for two-factor sign-in first', async () => {
    const { user, store } = renderPage({
      'GET /staff-invitations/lookup': { body: LOOKUP },
      'POST /staff-invitations/accept': { status: 201, body: { two_factor: 'enrol', challenge: 'chal_1', expires_at: '2099-01-01T00:00:00Z' } },
    });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my staff account' }));

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(toasts()).toContainEqual({ message: INVITATION_FORM_TEXTS.signInForTwoFactor.message, variant: 'success' });
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('marks what is missing before sending', async () => {
    const { user, calls } = renderPage({ 'GET /staff-invitations/lookup': { body: LOOKUP } });

    await user.click(await screen.findByRole('button', { name: 'Create my staff account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('The first name field is required.');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts the server’s 422 messages under their fields', async () => {
    const taken = 'This username is already taken.';
    const short = 'The password must be at least 8 characters.';
    const { user, store } = renderPage({
      'GET /staff-invitations/lookup': { body: LOOKUP },
      'POST /staff-invitations/accept': { status: 422, body: { message: taken, errors: { username: [taken], password: [short] } } },
    });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my staff account' }));

    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(taken));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(short));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(store.getState().auth.token).toBeNull();
  });

  it('says the link is invalid when it stopped working before the form was sent', async () => {
    const { user } = renderPage({
      'GET /staff-invitations/lookup': { body: LOOKUP },
      'POST /staff-invitations/accept': { status: 404, body: { message: STAFF_MESSAGES.invitationInvalid } },
    });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create my staff account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.invitationInvalid);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('accept invitation page in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('accept-invitation')));
  afterEach(() => activateLocale('en'));

  it('says who is invited in Spanish, the address left to right', async () => {
    await activateLocale('es');
    renderPage({ 'GET /staff-invitations/lookup': { body: LOOKUP } });
    expect(await screen.findByText(/^Se le invita a unirse como/)).toBeInTheDocument();
    expect(screen.getByText('Finanzas').tagName).toBe('STRONG');
    expect(screen.getByText(LOOKUP.email)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1, name: 'Únase al equipo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear mi cuenta de personal' })).toBeInTheDocument();
  });

  it('says a link without a token is invalid in Spanish', async () => {
    await activateLocale('es');
    renderPage({}, PATHS.acceptInvitation);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Este enlace de invitación no es válido/);
  });
});
