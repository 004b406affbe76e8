import { mockFetch, renderWithProviders, type RecordedRequest } from '@arcvest/shared/test';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import ManageUsersPage from './manage-users-page';
import { TEST_USERS } from './test-users';
import { pageMessages } from '../../messages';

const URL_PATH = '/dashboard/admin/manage-users';

function renderPage(route = URL_PATH) {
  return renderWithProviders(<ManageUsersPage />, { route, path: URL_PATH, otherRoutes: { [`${URL_PATH}/:id`]: <p>User page</p> } });
}

/** The server's search, done here on the test data: the start of the username or email, any case. */
function listRoute(users = TEST_USERS) {
  return (request: RecordedRequest) => {
    const search = (request.query.search ?? '').toLowerCase();
    const items = users.filter((item) => item.username.startsWith(search) || item.email.startsWith(search));
    return { body: { items, next_cursor: null, total: items.length } };
  };
}

const listCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.path.startsWith('/users'));

describe('Manage users list', () => {
  it('lists users newest first with email, role (an admin with their staff role), level, Suspended and Deleted badges, balance and join date, counts them, and links live ones', async () => {
    const { calls } = mockFetch({ 'GET /users': listRoute() });
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage users' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading users');
    expect(await screen.findByText('4 user(s) found.')).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'deleted-40deleted-40@deleted.invalidUserLevel 1DeletedBalance $0.00Joined May 4, 2026',
      'noranora@example.testUserLevel 2SuspendedBalance $12,500.00Joined May 3, 2026',
      'omaromar.k@example.testAdmin · OwnerLevel 3Balance $0.00Joined May 2, 2026',
      'piapia@example.testUserLevel 1Balance $250.00Joined May 1, 2026',
    ]);
    // A deleted account has nothing to open.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`${URL_PATH}/31`, `${URL_PATH}/27`, `${URL_PATH}/12`]);
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ limit: '25' }]);

    await user.click(screen.getByRole('link', { name: /^omar/ }));
    expect(await screen.findByText('User page')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses and says when nothing matches', async () => {
    const { calls } = mockFetch({ 'GET /users': listRoute() });
    const { user } = renderPage();
    await screen.findByText('4 user(s) found.');

    await user.type(screen.getByRole('searchbox', { name: 'Search by username or email' }), 'OMAR.K@');
    expect(await screen.findByText('1 user(s) found.')).toBeInTheDocument();
    // Debounced: one request for the whole text, not one per letter.
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ limit: '25' }, { search: 'OMAR.K@', limit: '25' }]);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No users match your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('0 user(s) found.')).toBeInTheDocument();
  });

  it('says when there are no users at all', async () => {
    mockFetch({ 'GET /users': listRoute([]) });
    renderPage();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('shows a failed load with the server message and a Retry that loads again', async () => {
    let fail = true;
    mockFetch({ 'GET /users': (request) => (fail ? { status: 500, body: { message: 'Database unavailable.' } } : listRoute()(request)) });
    const { user } = renderPage();
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4 user(s) found.')).toBeInTheDocument();
  });

  it('loads more with the cursor of the page before', async () => {
    const { calls } = mockFetch({
      'GET /users': (request) =>
        request.query.before === '27'
          ? { body: { items: TEST_USERS.slice(3), next_cursor: null, total: 4 } }
          : { body: { items: TEST_USERS.slice(0, 3), next_cursor: '27', total: 4 } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('4 user(s) found.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /^pia/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ limit: '25' }, { limit: '25', before: '27' }]);
  });

  it('filters by status, kept in the URL, and badges frozen and held accounts', async () => {
    const frozen = { ...TEST_USERS[3], id: 50, username: 'quin', email: 'quin@example.test', frozen: true };
    const held = { ...TEST_USERS[3], id: 51, username: 'rae', email: 'rae@example.test', held_until: '2099-06-02T12:00:00.000Z' };
    const { calls } = mockFetch({
      'GET /users': (request) => {
        const all = [held, frozen, ...TEST_USERS];
        const items = request.query.status === 'frozen' ? [frozen] : request.query.status === 'held' ? [held] : all;
        return { body: { items, next_cursor: null, total: items.length } };
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('6 user(s) found.')).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Frozen', 'On hold']);
    expect(screen.getByRole('link', { name: /^quin/ })).toHaveTextContent('Frozen');
    expect(screen.getByRole('link', { name: /^rae/ })).toHaveTextContent(/Held until Jun 2, 2099/);

    await user.selectOptions(status, 'Frozen');
    expect(await screen.findByText('1 user(s) found.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['quinquin@example.testUserLevel 1FrozenBalance $250.00Joined May 1, 2026']);
    await user.selectOptions(screen.getByLabelText('Status'), 'On hold');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent(/^raerae@example.testUserLevel 1Held until Jun 2, 2099/);
    expect(listCalls(calls).map((call) => call.query.status)).toEqual([undefined, 'frozen', 'held']);
  });

  it('starts with the status filter of the URL', async () => {
    const { calls } = mockFetch({ 'GET /users': { body: { items: [], next_cursor: null, total: 0 } } });
    renderPage(`${URL_PATH}?status=frozen`);
    expect(await screen.findByText('No frozen accounts.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('frozen');
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ status: 'frozen', limit: '25' }]);
  });
});

describe('manage users in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-users')));
  afterEach(() => activateLocale('en'));

  it('lists the users with their role, level, badges, balance and join date in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /users': listRoute() });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestionar usuarios' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando usuarios');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows[1]).toBe('noranora@example.testUsuarioNivel 2SuspendidaSaldo 12.500,00\u00a0US$Alta: 3 may 2026');
    expect(rows[2]).toBe('omaromar.k@example.testAdministrador · PropietarioNivel 3Saldo 0,00\u00a0US$Alta: 2 may 2026');
    // The date alone is a <time>, the username and email stay left to right and untranslated.
    expect(screen.getByText('3 may 2026').closest('time')).toHaveAttribute('dateTime', '2026-05-03');
    expect(screen.getByText('nora@example.test')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('nora@example.test')).toHaveAttribute('translate', 'no');
    const status = screen.getByLabelText('Estado');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Congelada', 'En retención']);
    expect(screen.getByText(/^El comienzo de un nombre de usuario/)).toBeInTheDocument();
  });

  it('says an empty filtered list in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /users': { body: { items: [], next_cursor: null, total: 0 } } });
    renderPage(`${URL_PATH}?status=held`);
    expect(await screen.findByText('No hay cuentas en retención.')).toBeInTheDocument();
  });
});
