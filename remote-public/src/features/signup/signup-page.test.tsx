// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { deferred, mockFetch, renderWithProviders, toasts, type MockReply } from '@arcvest/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import { loginPrefillUsername, useLocation } from '@arcvest/shared';
import SignupPage from './signup-page';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';

/** Stands for /login, showing the username the navigation carries for it to fill in. */
function LoginMarker() {
  return <h1>Login page{` for ${loginPrefillUsername(useLocation().state) || 'nobody'}`}</h1>;
}

type User = ReturnType<typeof renderWithProviders>['user'];

function renderSignup(route = '/signup') {
  return renderWithProviders(<SignupPage />, {
    route,
    path: route === '/signup' ? '/signup' : '/signup/:referralCode',
    otherRoutes: { '/login': <LoginMarker /> },
  });
}

const VALID = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  gender: 'female',
  country: 'United Kingdom',
  age: '1990-05-17',
  password: 'correct horse battery',
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValidForm(user: User, { terms = true, confirmation = VALID.password } = {}) {
  await user.type(input('First name'), VALID.firstname);
  await user.type(input('Last name'), VALID.lastname);
  await user.type(input('Username'), VALID.username);
  await user.type(input('Email'), VALID.email);
  await user.selectOptions(input('Gender'), VALID.gender);
  await user.selectOptions(input('Country'), VALID.country);
  await user.type(input('Date of birth'), VALID.age);
  await user.type(input('Password'), VALID.password);
  await user.type(input('Confirm password'), confirmation);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/i }));
}

/**
 * The toast can appear before the loading screen goes: RTK's store batches the mutation's
 * result and re-renders its subscribers on the next animation frame, while the toast renders
 * at once. So the loading screen is awaited, never asserted gone right after a toast.
 */
const waitForLoadingScreenToGo = () => waitFor(() => expect(screen.queryByText('Creating your account…')).not.toBeInTheDocument());

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));

afterEach(() => {
  jest.useRealTimers();
});

describe('sign-up form layout', () => {
  it('labels every field, sets autocomplete, and links to terms, forgot password and login', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(input('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(input('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(input('Username')).toHaveAttribute('autocomplete', 'username');
    expect(input('Email')).toHaveAttribute('autocomplete', 'email');
    expect(input('Date of birth')).toHaveAttribute('autocomplete', 'bday');
    expect(input('Date of birth')).toHaveAttribute('type', 'date');
    expect(input('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(input('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    expect(input('Referral ID (optional)')).not.toHaveAttribute('readonly');
    expect(input('Referral ID (optional)')).toHaveValue('');

    const gender = within(screen.getByLabelText('Gender'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(gender).toEqual(['', 'male', 'female']);
    const countries = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(countries.length).toBeGreaterThan(190);
    expect(countries.map((option) => option.textContent)).toContain('United Kingdom');

    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('starts the date of birth empty (today, the spec default, is always refused)', () => {
    renderSignup();
    expect(input('Date of birth')).toHaveValue('');
  });

  it('shows and hides each password', async () => {
    const { user } = renderSignup();
    expect(input('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input('Password')).toHaveAttribute('type', 'text');
    expect(input('Confirm password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input('Password')).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(input('Confirm password')).toHaveAttribute('type', 'text');
  });
});

describe('sign-up client checks, in order (docs/errors-and-messages.md#client-checks)', () => {
  it('reports missing fields first, before the password and terms rules, without calling the API', async () => {
    const { calls } = mockFetch({});
    const { user } = renderSignup();
    await user.type(input('Password'), 'one');
    await user.type(input('Confirm password'), 'two');
    await submit(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Please fill all required fields.', variant: 'error' }]));
    expect(calls).toHaveLength(0);
  });

  it('marks every field to fix under it, with the spec toast, and focuses the first', async () => {
    const { calls } = mockFetch({});
    const { user } = renderSignup();
    await user.type(input('Password'), 'one');
    await user.type(input('Confirm password'), 'two');
    await submit(user);

    expect(input('First name')).toHaveFocus();
    const required = {
      'First name': 'The first name field is required.',
      'Last name': 'The last name field is required.',
      Username: 'The username field is required.',
      Email: 'The email field is required.',
      Gender: 'The gender field is required.',
      Country: 'The country field is required.',
    };
    for (const [label, message] of Object.entries(required)) {
      expect(input(label)).toHaveAttribute('aria-invalid', 'true');
      expect(input(label)).toHaveAccessibleDescription(message);
    }
    expect(input('Date of birth')).toHaveAccessibleDescription(/The date of birth field is required\.$/);
    expect(input('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    const terms = screen.getByRole('checkbox', { name: /accept the terms and conditions/i });
    expect(terms).toHaveAccessibleDescription('You must accept the terms and conditions.');
    expect(input('Password')).not.toHaveAttribute('aria-invalid');
    expect(input('Referral ID (optional)')).not.toHaveAttribute('aria-invalid');
    // The spec's toast stays, with the first rule's message only.
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Please fill all required fields.', variant: 'error' }]));

    // Fixed fields are cleared as they are edited.
    await user.type(input('First name'), 'Ada');
    expect(input('First name')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it('counts a field that is blank after trimming as missing', async () => {
    const { calls } = mockFetch({});
    const { user } = renderSignup();
    await fillValidForm(user, { terms: false, confirmation: 'different' });
    await user.clear(input('First name'));
    await user.type(input('First name'), '   ');
    await submit(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Please fill all required fields.', variant: 'error' }]));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['First name', 'type'],
    ['Last name', 'type'],
    ['Username', 'type'],
    ['Email', 'type'],
    ['Date of birth', 'clear'],
    ['Gender', 'select'],
    ['Country', 'select'],
  ])('requires %s', async (label, how) => {
    const { calls } = mockFetch({});
    const { user } = renderSignup();
    await fillValidForm(user);
    if (how === 'select') await user.selectOptions(input(label), '');
    else {
      await user.clear(input(label));
      if (how === 'type') await user.type(input(label), '  ');
    }
    await submit(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Please fill all required fields.', variant: 'error' }]));
    expect(calls).toHaveLength(0);
  });

  it('reports different passwords before the terms', async () => {
    const { calls } = mockFetch({});
    const { user } = renderSignup();
    await fillValidForm(user, { terms: false, confirmation: 'something else' });
    await submit(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Passwords do not match.', variant: 'error' }]));
    expect(calls).toHaveLength(0);
  });

  it('requires the terms to be accepted', async () => {
    const { calls } = mockFetch({});
    const { user } = renderSignup();
    await fillValidForm(user, { terms: false });
    await submit(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'You must accept the terms and conditions.', variant: 'error' }]));
    expect(calls).toHaveLength(0);
  });

  it('does not require a referral ID', async () => {
    const { calls } = mockFetch({ 'POST /signup': { status: 201, body: { message: 'ok' } } });
    const { user } = renderSignup();
    await fillValidForm(user);
    await submit(user);
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe('sign-up submission', () => {
  it('sends the ten fields, shows the loading screen, then toasts the server message and goes to /login', async () => {
    const reply = deferred<MockReply>();
    const { calls } = mockFetch({ 'POST /signup': () => reply.promise });
    const { user } = renderSignup();
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Creating your account…');
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe('/signup');
    expect(calls[0].body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      username: 'ada',
      age: '1990-05-17',
      gender: 'female',
      country: 'United Kingdom',
      referred_by: '',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });

    reply.resolve({ status: 201, body: { message: 'Registration successful. Please sign in.' } });
    // /login, as the spec says, told the new username so that it fills it in.
    expect(await screen.findByRole('heading', { name: 'Login page for ada' })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Registration successful. Please sign in.', variant: 'success' }]));
    await waitForLoadingScreenToGo();
  });

  it('shows each message of each field of a 422 answer as its own toast, in order, and under its field', async () => {
    mockFetch({
      'POST /signup': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            username: ['The username has already been taken.'],
            age: ['You must be at least 18 years old to register.'],
            password: ['The password must be at least 8 characters.', 'The password confirmation does not match.'],
          },
        },
      },
    });
    const { user } = renderSignup();
    await fillValidForm(user);
    await submit(user);

    await waitFor(() => expect(toasts()).toHaveLength(4));
    expect(toasts()).toEqual([
      { message: 'The username has already been taken.', variant: 'error' },
      { message: 'You must be at least 18 years old to register.', variant: 'error' },
      { message: 'The password must be at least 8 characters.', variant: 'error' },
      { message: 'The password confirmation does not match.', variant: 'error' },
    ]);
    // Focus moves once the loading screen is gone (see waitForLoadingScreenToGo).
    await waitForLoadingScreenToGo();
    expect(input('Username')).toHaveAccessibleDescription('The username has already been taken.');
    expect(input('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Username')).toHaveFocus();
    expect(input('Date of birth')).toHaveAccessibleDescription(/You must be at least 18 years old to register\.$/);
    expect(input('Password')).toHaveAccessibleDescription(/The password must be at least 8 characters\. The password confirmation does not match\.$/);
    expect(input('Email')).not.toHaveAttribute('aria-invalid');

    // The form stays and keeps its values.
    expect(input('First name')).toHaveValue('Ada');
    expect(input('Username')).toHaveValue('ada');
    expect(input('Password')).toHaveValue('correct horse battery');
    expect(screen.queryByRole('heading', { name: /^Login page/ })).not.toBeInTheDocument();

    // Editing a field clears its server error.
    await user.type(input('Username'), '2');
    expect(input('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the message of a failure without field errors', async () => {
    mockFetch({ 'POST /signup': { status: 429, body: { message: 'Too many attempts. Try again in a minute.' } } });
    const { user } = renderSignup();
    await fillValidForm(user);
    await submit(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Too many attempts. Try again in a minute.', variant: 'error' }]));
    expect(input('Email')).toHaveValue('ada@example.com');
    await waitForLoadingScreenToGo();
  });

  it("falls back to 'An error occurred during signup.' when the answer has no message", async () => {
    mockFetch({ 'POST /signup': { status: 500, body: {} } });
    const { user } = renderSignup();
    await fillValidForm(user);
    await submit(user);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'An error occurred during signup.', variant: 'error' }]));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('fills the referral ID from the route, read-only, and sends it as referred_by', async () => {
    const { calls } = mockFetch({ 'POST /signup': { status: 201, body: { message: 'Welcome!' } } });
    const { user } = renderSignup('/signup/REF-7Q2X');
    const referral = input('Referral ID (optional)');
    expect(referral).toHaveValue('REF-7Q2X');
    expect(referral).toHaveAttribute('readonly');
    await user.type(referral, 'zzz');
    expect(referral).toHaveValue('REF-7Q2X');

    await fillValidForm(user);
    await submit(user);
    await screen.findByRole('heading', { name: /^Login page/ });
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ referred_by: 'REF-7Q2X', username: 'ada' });
  });
});

describe('sign-up in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('signup')));
  afterEach(() => activateLocale('en'));

  it('shows its heading, fields and the terms link in Spanish', async () => {
    await activateLocale('es');
    renderWithProviders(<SignupPage />, { route: '/signup', path: '/signup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de usuario')).toBeInTheDocument();
    expect(screen.getByText('Debe tener al menos 18 años.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute('href', '/es/terms');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es/login');
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it('says the client checks in Spanish: the toast and each field to fix', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({});
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup', path: '/signup' });
    await user.type(screen.getByLabelText('Contraseña'), 'one');
    await user.type(screen.getByLabelText('Confirme la contraseña'), 'two');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('El campo nombre es obligatorio.');
    expect(screen.getByLabelText('Nombre de usuario')).toHaveAccessibleDescription('El campo nombre de usuario es obligatorio.');
    expect(screen.getByLabelText('Confirme la contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Debe aceptar los términos y condiciones.');
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Rellene todos los campos obligatorios.', variant: 'error' }]));
    expect(calls).toHaveLength(0);
  });
});
