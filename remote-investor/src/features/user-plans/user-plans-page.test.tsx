import { mockFetch, renderWithProviders, testUserPlan } from '@arcvest/shared/test';
import type { UserPlan } from '@arcvest/shared';
import { screen, within } from '@testing-library/react';
import UserPlansPage from './user-plans-page';

const PLAN: UserPlan = testUserPlan();

const renderPlans = () => renderWithProviders(<UserPlansPage />, { route: '/dashboard/user-plan', path: '/dashboard/user-plan' });

afterEach(() => jest.restoreAllMocks());

describe('Active plans page', () => {
  it('shows a card per plan with its terms and the days-left progress', async () => {
    mockFetch({ 'GET /get-user-plans': { body: [PLAN, { ...PLAN, id: 6, title: 'Growth', initial_duration: 3, duration: 1 }] } });
    renderPlans();

    expect(screen.getByRole('heading', { level: 1, name: 'Active plans' })).toBeInTheDocument();
    const [starter, growth] = await screen.findAllByRole('article');
    expect(within(starter).getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
    const fact = (term: string) => within(starter).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(starter).toHaveTextContent('1.5% daily');
    expect(fact('Duration')).toHaveTextContent('30 days');
    expect(fact('Capital')).toHaveTextContent('$1,000.00');
    expect(fact('Daily return')).toHaveTextContent('$15.00');
    expect(fact('Total return')).toHaveTextContent('$450.00');
    expect(fact('Days left')).toHaveTextContent('12 days');

    const bar = within(starter).getByRole('progressbar', { name: 'Time left on the Starter plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40% of the term left');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
    expect(within(growth).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(growth).getByText('1 day', { selector: 'dd' })).toBeInTheDocument();
  });

  it("says 'No active plans' when there are none", async () => {
    mockFetch({ 'GET /get-user-plans': { body: [] } });
    renderPlans();

    expect(await screen.findByText('No active plans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server message and retries', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /get-user-plans': () => (++attempts === 1 ? { status: 503, body: { message: 'Try again soon.' } } : { body: [PLAN] }),
    });
    const { user } = renderPlans();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try again soon.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
