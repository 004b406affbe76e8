import { mockFetch, renderWithProviders, testUser, testUserPlan } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, type UserPlan } from '@arcvest/shared';
import { screen, within } from '@testing-library/react';
import ManagedUserPlansPage from './managed-user-plans-page';
import { pageMessages } from '../../messages';

const PLAN: UserPlan = testUserPlan();
const USERS = '/dashboard/admin/manage-users';

const renderPage = (id = '7') => renderWithProviders(<ManagedUserPlansPage />, { route: `${USERS}/${id}/user-plans`, path: `${USERS}/:id/user-plans` });

describe("Admin: a user's active plans", () => {
  it('names the user, links back to them and shows a card per plan with the days-left progress', async () => {
    const { calls } = mockFetch({
      'GET /user/7': { body: testUser() },
      'GET /get-user-plans/7': { body: [PLAN, { ...PLAN, id: 6, title: 'Growth', initial_duration: 3, duration: 1 }] },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Active plans of ivy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to ivy' })).toHaveAttribute('href', `${USERS}/7`);
    const [starter, growth] = await screen.findAllByRole('article');
    const fact = (term: string) => within(starter).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(within(starter).getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
    expect(starter).toHaveTextContent('1.5% daily');
    expect(fact('Duration')).toHaveTextContent('30 days');
    expect(fact('Capital')).toHaveTextContent('$1,000.00');
    expect(fact('Daily return')).toHaveTextContent('$15.00');
    expect(fact('Total return')).toHaveTextContent('$450.00');
    expect(fact('Days left')).toHaveTextContent('12 days');
    expect(within(starter).getByRole('progressbar', { name: 'Time left on the Starter plan' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(growth).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(calls.map((call) => call.path).sort()).toEqual(['/approvals?status=pending', '/get-user-plans/7', '/user/7']);
  });

  it('lists the ended plans under their own heading, redeemed early or completed', async () => {
    const redeemed = { ...PLAN, id: 8, status: 'redeemed' as const, ended_at: '2025-06-10T09:30:00.000Z', early_redemption_penalty_percent: 5 };
    mockFetch({ 'GET /user/7': { body: testUser() }, 'GET /get-user-plans/7': { body: [redeemed] } });
    renderPage();

    expect(await screen.findByText('No active plans')).toBeInTheDocument();
    const ended = screen.getByRole('region', { name: 'Ended plans' });
    const card = within(ended).getByRole('article');
    expect(within(card).getByText('Redeemed early')).toBeInTheDocument();
    expect(within(card).getByText('Ended', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Jun 10, 2025');
    expect(within(card).getByText('Early redemption', { selector: 'dt' }).nextElementSibling).toHaveTextContent('5% penalty');
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'No active plans' and links to buying one for the user", async () => {
    mockFetch({ 'GET /user/7': { body: testUser() }, 'GET /get-user-plans/7': { body: [] } });
    renderPage();

    expect(await screen.findByText('No active plans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', `${USERS}/7/buy-plan`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server message as an error and retries', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /user/7': { body: testUser() },
      'GET /get-user-plans/7': () => (++attempts === 1 ? { status: 503, body: { message: 'Try again soon.' } } : { body: [PLAN] }),
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try again soon.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/get-user-plans/7')).toHaveLength(2);
  });

  it('answers Page not found for a malformed id, without a request', () => {
    const { calls } = mockFetch({});
    renderPage('abc');

    expect(screen.getByRole('link', { name: 'Back to Manage users' })).toHaveAttribute('href', USERS);
    expect(calls).toHaveLength(0);
  });
});

describe("a user's plans in Spanish", () => {
  beforeAll(() => addCatalogue(pageMessages('user-plans-admin')));
  afterEach(() => activateLocale('en'));

  it('names the user and their plans in Spanish, with the capital in Spanish figures', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /user/7': { body: testUser() }, 'GET /get-user-plans/7': { body: [PLAN] } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Planes activos de ivy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a ivy' })).toHaveAttribute('href', `${USERS}/7`);
    expect(await screen.findByRole('article')).toHaveTextContent('1.000,00 US$');
  });

  it("says 'No active plans' in Spanish and links to buying one", async () => {
    await activateLocale('es');
    mockFetch({ 'GET /user/7': { body: testUser() }, 'GET /get-user-plans/7': { body: [] } });
    renderPage();
    expect(await screen.findByText('No hay planes activos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar plan' })).toHaveAttribute('href', `${USERS}/7/buy-plan`);
  });

  it('answers Page not found with a way back in Spanish for a malformed id', async () => {
    await activateLocale('es');
    mockFetch({});
    renderPage('abc');
    expect(screen.getByRole('link', { name: 'Volver a Gestionar usuarios' })).toHaveAttribute('href', USERS);
  });
});
