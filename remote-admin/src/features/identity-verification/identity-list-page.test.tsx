import { mockFetch, renderWithProviders, type RecordedRequest } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, useLocation } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import IdentityListPage from './identity-list-page';
import { TEST_APPLICANTS } from './test-applicants';
import { pageMessages } from '../../messages';

const URL_PATH = '/dashboard/admin/manage-identity-verification';

/** The query string the page has written, to check that the search is kept in the address. */
function QueryString() {
  return <p data-testid="query-string">{useLocation().search}</p>;
}

function renderPage(route = URL_PATH) {
  const page = (
    <>
      <IdentityListPage />
      <QueryString />
    </>
  );
  return renderWithProviders(page, { route, path: URL_PATH, otherRoutes: { [`${URL_PATH}/:id`]: <p>Applicant page</p> } });
}

/** The server's search, done here on the test data: a part of the username or email, any case. */
function listRoute(applicants = TEST_APPLICANTS) {
  return (request: RecordedRequest) => {
    const search = (request.query.search ?? '').toLowerCase();
    const items = applicants.filter((item) => `${item.username} ${item.email}`.includes(search));
    return { body: { items, next_cursor: null, total: items.length } };
  };
}

const listCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.path.startsWith('/identity-verifications'));
const rows = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('Identity verification list', () => {
  it('writes the search into the address as it is typed, so a result opened before typing pauses stays open', async () => {
    mockFetch({ 'GET /identity-verifications': listRoute() });
    const { user } = renderPage();
    await screen.findByText('3 user(s) found.');

    await user.type(screen.getByRole('searchbox', { name: 'Search by username or email' }), 'pia');
    // At once, not after the search's pause: a late write would navigate back to this list.
    expect(screen.getByTestId('query-string')).toHaveTextContent('?search=pia');
    await user.click(screen.getAllByRole('link')[0]);
    expect(await screen.findByText('Applicant page')).toBeInTheDocument();
  });

  it('lists applicants newest first with email, level and a Pending badge, counts them, and links to each', async () => {
    const { calls } = mockFetch({ 'GET /identity-verifications': listRoute() });
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage ID verifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading identity verifications');
    expect(await screen.findByText('3 user(s) found.')).toBeInTheDocument();
    expect(rows()).toEqual(['noranora@example.testLevel 2Pending', 'omaromar.k@example.testLevel 3', 'piapia@example.testLevel 2Pending']);
    expect(screen.getByRole('link', { name: /^omar/ })).toHaveAttribute('href', `${URL_PATH}/27`);
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ limit: '25' }]);

    await user.click(screen.getByRole('link', { name: /^nora/ }));
    expect(await screen.findByText('Applicant page')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, keeps the search in the address, and says when nothing matches', async () => {
    const { calls } = mockFetch({ 'GET /identity-verifications': listRoute() });
    const { user } = renderPage();
    await screen.findByText('3 user(s) found.');

    await user.type(screen.getByRole('searchbox', { name: 'Search by username or email' }), 'OMAR');
    expect(await screen.findByText('1 user(s) found.')).toBeInTheDocument();
    expect(rows()).toEqual(['omaromar.k@example.testLevel 3']);
    // Debounced: one request for the whole word, not one per letter.
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ limit: '25' }, { search: 'OMAR', limit: '25' }]);
    // The router updates the address in a transition.
    await waitFor(() => expect(screen.getByTestId('query-string')).toHaveTextContent('?search=OMAR'));

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No users match your search criteria.')).toBeInTheDocument();
    expect(screen.getByText('0 user(s) found.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts from the search in the address', async () => {
    const { calls } = mockFetch({ 'GET /identity-verifications': listRoute() });
    renderPage(`${URL_PATH}?search=pia`);

    expect(screen.getByRole('searchbox')).toHaveValue('pia');
    expect(await screen.findByText('1 user(s) found.')).toBeInTheDocument();
    expect(listCalls(calls)[0].query).toEqual({ search: 'pia', limit: '25' });
  });

  it('says so when nobody has applied yet', async () => {
    mockFetch({ 'GET /identity-verifications': listRoute([]) });
    renderPage();

    expect(await screen.findByText('No users has applied yet.')).toBeInTheDocument();
    expect(screen.queryByText('No users match your search criteria.')).not.toBeInTheDocument();
  });

  it('loads further pages with Load more; the count is the total, not the page', async () => {
    const { calls } = mockFetch({
      'GET /identity-verifications': (request) =>
        request.query.before === '27'
          ? { body: { items: TEST_APPLICANTS.slice(2), next_cursor: null, total: 3 } }
          : { body: { items: TEST_APPLICANTS.slice(0, 2), next_cursor: '27', total: 3 } },
    });
    const { user } = renderPage();

    expect(await screen.findByText('3 user(s) found.')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(listCalls(calls).map((call) => call.query.before)).toEqual([undefined, '27']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the error and a Retry when the list cannot be loaded', async () => {
    let attempts = 0;
    mockFetch({
      'GET /identity-verifications': (request) => (++attempts === 1 ? { status: 500, body: { message: 'The list is unavailable.' } } : listRoute()(request)),
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list is unavailable.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('3 user(s) found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('identity verification list in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('identity-verification')));
  afterEach(() => activateLocale('en'));

  it('lists the applicants with their level and whether they wait, in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /identity-verifications': listRoute() });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Gestionar verificaciones de identidad' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/verificaciones de identidad/);
    await waitFor(() =>
      expect(rows()).toEqual(['noranora@example.testNivel 2Pendiente', 'omaromar.k@example.testNivel 3', 'piapia@example.testNivel 2Pendiente']),
    );
  });

  it('says in Spanish when nobody has applied', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /identity-verifications': listRoute([]) });
    renderPage();

    expect(await screen.findByText('Todavía no se ha postulado ningún usuario.')).toBeInTheDocument();
  });
});
