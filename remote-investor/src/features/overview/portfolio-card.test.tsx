import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import type { PortfolioPoint } from '@arcvest/shared';
import { screen, within } from '@testing-library/react';
import { PortfolioCard } from './portfolio-card';

// jsdom cannot draw on a canvas: the lazily loaded chart is a stand-in here (the browser tests draw the real one).
const drawn = jest.fn();
let failToDraw = false;
jest.mock('./portfolio-chart', () => ({
  __esModule: true,
  default: function FakePortfolioChart({ points }: { points: PortfolioPoint[] }) {
    if (failToDraw) throw new Error('chunk failed');
    drawn(points);
    return <div data-testid="portfolio-chart" />;
  },
}));

const POINTS: PortfolioPoint[] = [
  { date: '2026-11-20', balance: 0, earnings: 0 },
  { date: '2026-11-21', balance: 1_000_00, earnings: 0 },
  { date: '2026-11-23', balance: 1_234_56, earnings: 12_34 },
];

const renderCard = () => renderWithProviders(<PortfolioCard />);

afterEach(() => {
  drawn.mockClear();
  failToDraw = false;
});

describe('Portfolio card', () => {
  it('sums the chart up in words and draws it lazily', async () => {
    mockFetch({ 'GET /portfolio': { body: { points: POINTS } } });
    renderCard();
    const card = screen.getByRole('region', { name: 'Portfolio' });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading your portfolio');

    expect(await within(card).findByText('Balance $1,234.56 on Nov 23, 2026, up from $0.00 on Nov 20, 2026; earnings so far $12.34.')).toBeInTheDocument();
    expect(await within(card).findByTestId('portfolio-chart')).toBeInTheDocument();
    expect(drawn).toHaveBeenLastCalledWith(POINTS);
  });

  it('shows the empty state to a new user, without loading the chart', async () => {
    mockFetch({ 'GET /portfolio': { body: { points: [] } } });
    renderCard();
    expect(await screen.findByText('Your balance and earnings will appear here after your first deposit.')).toBeInTheDocument();
    expect(screen.queryByTestId('portfolio-chart')).not.toBeInTheDocument();
    expect(drawn).not.toHaveBeenCalled();
  });

  it("shows the server's message and retries", async () => {
    let attempts = 0;
    mockFetch({
      'GET /portfolio': () => (++attempts === 1 ? { status: 500, body: { message: 'Portfolio unavailable.' } } : { body: { points: POINTS } }),
    });
    const { user } = renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Portfolio unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('portfolio-chart')).toBeInTheDocument();
  });

  it('keeps the summary when the chart fails, and Retry loads the chart again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    failToDraw = true;
    mockFetch({ 'GET /portfolio': { body: { points: POINTS } } });
    const { user } = renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chart could not be loaded.');
    expect(screen.getByText(/^Balance \$1,234\.56/)).toBeInTheDocument();

    failToDraw = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('portfolio-chart')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
