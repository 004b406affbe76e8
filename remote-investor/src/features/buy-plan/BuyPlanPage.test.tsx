import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import type { Plan } from '@arcvest/shared';
import { screen, within } from '@testing-library/react';
import BuyPlanPage from './BuyPlanPage';

const PLANS: Plan[] = [
  { id: 1, title: 'Starter', roi: 1.5, duration: 30, min_amount: 10_000, max_amount: 100_000 },
  { id: 2, title: 'Growth', roi: 2, duration: 45, min_amount: 100_000, max_amount: 500_000 },
];

function renderBuyPlan() {
  return renderWithProviders(<BuyPlanPage />, { route: '/dashboard/buy-plan', path: '/dashboard/buy-plan' });
}

afterEach(() => jest.restoreAllMocks());

describe('Buy plan page', () => {
  it('shows one card per plan with dollar amounts and the total return', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    renderBuyPlan();

    expect(screen.getByRole('heading', { level: 1, name: 'Buy plan' })).toBeInTheDocument();
    expect(screen.getByText('Choose a plan to see its terms. Purchasing opens soon.')).toHaveClass('notice');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('$100.00 – $1,000.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('45%')).toBeInTheDocument();
    expect(within(cards[1]).getByText('$1,000.00 – $5,000.00')).toBeInTheDocument();
    expect(within(cards[1]).getByText('90%')).toBeInTheDocument();
    // The purchase flow comes later; no button that does nothing.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no plans', async () => {
    mockFetch({ 'GET /plans': { body: [] } });
    renderBuyPlan();

    expect(await screen.findByText('No plans are available yet. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server message and a Retry that fetches the plans again when loading fails', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /plans': () => (++attempts === 1 ? { status: 500, body: { message: 'Plans are unavailable.' } } : { body: PLANS }),
    });
    const { user } = renderBuyPlan();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Plans are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/plans')).toHaveLength(2);
  });
});
