import { fixTheClock, mockFetch, renderWithProviders, testUser } from '@arcvest/shared/test';
import { activateLocale, activeLocale, addCatalogue, createAppStore, PATHS, type User } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import ProfilePage from './profile-page';
import { pageMessages } from '../../messages';

function renderProfile(overrides: Partial<User> = {}) {
  return renderWithProviders(<ProfilePage />, {
    route: PATHS.profile,
    path: PATHS.profile,
    store: createAppStore({ auth: { token: 'token', user: testUser(overrides), error: null, loggedOut: false } }),
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const fact = (cardName: string, term: string) => within(card(cardName)).getByText(term, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  // The age is counted from today.
  fixTheClock(new Date(2026, 10, 23, 12));
  mockFetch({});
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Profile page: account level card', () => {
  it('explains the three levels and marks the current one', () => {
    renderProfile({ level: 2, email_verified: 1 });
    const levels = within(card('Account level')).getAllByRole('listitem');
    expect(levels.map((level) => level.textContent)).toEqual([
      'Level 1Email address not verified yet. Withdrawals up to $500.00 at a time.',
      'Level 2Email address verified. Withdrawals up to $1,000.00 at a time.',
      'Level 3Identity verified. No withdrawal limit.',
    ]);
    expect(levels.map((level) => level.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(within(card('Account level')).getByText(/You are at/)).toHaveTextContent('You are at level 2.');
  });

  it('level 1: links to the email verification', () => {
    renderProfile({ level: 1 });
    const link = within(card('Account level')).getByRole('link', { name: 'Verify email address' });
    expect(link).toHaveAttribute('href', PATHS.verifyEmail);
    expect(within(card('Account level')).queryByRole('link', { name: 'Verify identity' })).not.toBeInTheDocument();
  });

  it('level 2: links to the identity verification', () => {
    renderProfile({ level: 2, email_verified: 1 });
    expect(within(card('Account level')).getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', PATHS.verifyIdentity);
  });

  it('level 2 with documents sent: says they are under review, with no link', () => {
    renderProfile({ level: 2, email_verified: 1, salary: '$50,000 - $100,000' });
    expect(within(card('Account level')).getByText('Your identity documents are under review.')).toBeInTheDocument();
    expect(within(card('Account level')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('level 2 after a rejection: shows the reviewer’s reason and a link to apply again', () => {
    renderProfile({ level: 2, email_verified: 1, identity_rejection_reason: 'The photo of the back is blurred.' });
    expect(within(card('Account level')).getByText('The photo of the back is blurred.')).toBeInTheDocument();
    expect(within(card('Account level')).getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', PATHS.verifyIdentity);
  });

  it('level 3: fully verified, nothing left to do', () => {
    renderProfile({ level: 3, email_verified: 1, salary: 'Over $200,000 a year' });
    expect(within(card('Account level')).getByText('Your account is fully verified.')).toBeInTheDocument();
    expect(within(card('Account level')).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Profile page: profile and contact cards', () => {
  it('shows the name, username, age in whole years and gender, with an Edit profile link', () => {
    renderProfile({ firstname: 'Ivy', lastname: 'Stone', username: 'ivy', age: '1990-11-24', gender: 'female' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(fact('Profile information', 'Full name')).toHaveTextContent('Ivy Stone');
    expect(fact('Profile information', 'Username')).toHaveTextContent('ivy');
    // The 36th birthday is tomorrow.
    expect(fact('Profile information', 'Age')).toHaveTextContent('35 years');
    expect(fact('Profile information', 'Gender')).toHaveTextContent('Female');
    expect(within(card('Profile information')).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', PATHS.editProfile);
  });

  it('says when there is no phone number or address yet, and that the email is not verified', () => {
    renderProfile({ email: 'ivy@example.test', email_verified: 0, country: 'Canada', phone: null, address: null });
    expect(fact('Contact information', 'Email')).toHaveTextContent('ivy@example.test Not verified');
    expect(fact('Contact information', 'Country')).toHaveTextContent('Canada');
    expect(fact('Contact information', 'Phone')).toHaveTextContent('No phone number yet');
    expect(fact('Contact information', 'Address')).toHaveTextContent('No address yet');
    expect(within(card('Contact information')).getByRole('link', { name: 'Edit contact information' })).toHaveAttribute('href', PATHS.editContact);
  });

  it('formats the stored phone number and shows the address and the verified email', () => {
    renderProfile({ email_verified: 1, phone: '+442079460018', address: '1 High Street, London' });
    expect(fact('Contact information', 'Email')).toHaveTextContent('ivy@example.test Verified');
    expect(fact('Contact information', 'Phone')).toHaveTextContent('+44 20 7946 0018');
    expect(fact('Contact information', 'Address')).toHaveTextContent('1 High Street, London');
  });
});

describe('Profile page: language card', () => {
  beforeAll(() => addCatalogue(pageMessages('profile')));
  afterEach(() => activateLocale('en'));

  it('offers every language, each named in itself, with the one shown chosen', () => {
    renderProfile();
    const select = within(card('Language')).getByRole('combobox', { name: 'Language of the dashboard' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['pt-BR', 'Português (Brasil)'],
      ['ar', 'العربية'],
    ]);
    expect(select).toHaveValue('en');
    expect(select).toHaveAttribute('translate', 'no');
  });

  it('shows the page in the chosen language at once and saves the choice on the account', async () => {
    const { calls } = mockFetch({ 'PUT /me/locale': { body: testUser({ locale: 'pt-BR' }) } });
    const { user, store } = renderProfile();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the dashboard' }), 'pt-BR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(activeLocale()).toBe('pt-BR');
    expect(screen.getByRole('combobox', { name: 'Idioma do painel' })).toHaveValue('pt-BR');
    await waitFor(() =>
      expect(calls.filter(({ path }) => path === '/me/locale').map(({ method, body }) => ({ method, body }))).toEqual([
        { method: 'PUT', body: { locale: 'pt-BR' } },
      ]),
    );
    await waitFor(() => expect(store.getState().auth.user?.locale).toBe('pt-BR'));
  });
});

describe('profile in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('profile')));
  afterEach(() => activateLocale('en'));

  it('shows the heading, the cards, the limits in Spanish money and the age in Spanish', async () => {
    await activateLocale('es');
    renderProfile({ level: 1, age: '1990-11-24', gender: 'female', phone: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    const levels = within(card('Nivel de la cuenta')).getAllByRole('listitem');
    expect(levels.map((level) => level.textContent)).toEqual([
      'Nivel 1Correo electrónico aún no verificado. Retiros de hasta 500,00\u00a0US$ por operación.',
      'Nivel 2Correo electrónico verificado. Retiros de hasta 1.000,00\u00a0US$ por operación.',
      'Nivel 3Identidad verificada. Sin límite de retiro.',
    ]);
    expect(within(card('Nivel de la cuenta')).getByText(/Está en el/)).toHaveTextContent('Está en el nivel 1.');
    expect(within(card('Nivel de la cuenta')).getByRole('link', { name: 'Verificar correo electrónico' })).toHaveAttribute('href', PATHS.verifyEmail);
    expect(fact('Información del perfil', 'Edad')).toHaveTextContent('35 años');
    expect(fact('Información del perfil', 'Género')).toHaveTextContent('Mujer');
    expect(fact('Información de contacto', 'Teléfono')).toHaveTextContent('Aún no hay número de teléfono');
    expect(within(card('Información del perfil')).getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', PATHS.editProfile);
  });
});
