import { mockFetch, renderWithProviders, testUser, toasts, type MockRoute } from '@arcvest/shared/test';
import {
  activateLocale,
  addCatalogue,
  createAppStore,
  LANDING_READ_MAX_AGE_SECONDS,
  type PortfolioValue,
  type Transaction,
  type User,
  type UserPlan,
} from '@arcvest/shared';
import { stalePricesNote } from '@arcvest/shared/rules';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { WIDGET_TIMEOUT_MS } from '@arcvest/shared/trading-view';
import { amountsShownKey } from './amounts-shown';
import { overviewApi, prefetchOverview } from './api';
import { BtcChart, CHART_SCRIPT } from './btc-chart';
import OverviewPage from './overview-page';
import { pageMessages } from '../../messages';

const IVY = testUser({ level: 2, email_verified: 1, wallet: 1_234_56 });
const AMOUNTS_SHOWN_KEY = amountsShownKey(IVY.id);

const WITHDRAWAL: Transaction = {
  id: 40,
  type: 'withdrawal',
  status: 'pending',
  amount: 250_00,
  created_at: '2025-06-01T12:00:00.000Z',
  transaction_id: null,
  payment_method: 'BTC',
  address: 'bc1q',
  coin_amount: null,
  invoice_id: null,
  plan_reference: null,
  reason: null,
  plan_id: null,
  user_id: 7,
};

const STARTER: UserPlan = {
  id: 3,
  plan_id: 1,
  title: 'Starter',
  roi: 2,
  initial_duration: 30,
  duration: 27,
  amount: 1_500_00,
  returns: 30_00,
  total_returns: 900_00,
  status: 'active',
  started_at: '2026-06-01T12:00:00.000Z',
  ends_at: '2026-07-01T12:00:00.000Z',
  ended_at: null,
  earned: 90_00,
  early_redemption_penalty_percent: null,
  early_redemption_deducts_earnings: false,
  auto_renew: false,
  renewal_note: null,
};

/** The investor: $135 cash and a $1,500 plan that has earned $90, $30 of it today. */
const VALUE: PortfolioValue = { total: 1_635_00, balance: 135_00, capital: 1_500_00, earned: 90_00, today: 30_00, plans: [STARTER] };

const STATISTICS = { deposit_sum: 5_000_00, withdrawal_sum: 250_00, earnings_sum: 123_45, user_plans_count: 2 };

function mockDashboard(routes: Record<string, MockRoute> = {}) {
  return mockFetch({
    'GET /transactions': { body: { items: [], next_cursor: null } },
    'GET /user-statictics/7': { body: STATISTICS },
    'GET /portfolio': { body: { points: [] } },
    'GET /portfolio/value': { body: VALUE },
    ...routes,
  });
}

function renderOverview(user: User = IVY) {
  return renderWithProviders(<OverviewPage />, {
    route: '/dashboard',
    path: '/dashboard',
    otherRoutes: { '/dashboard/buy-plan': <p>Buy plan marker</p> },
    store: createAppStore({ auth: { token: 'token', user, error: null, loggedOut: false } }),
  });
}

const chartScripts = () => document.querySelectorAll(`script[src="${CHART_SCRIPT}"]`);

/** The dashboard's amounts as an investor who chose Show amounts on an earlier visit sees them. */
const rememberShown = () => localStorage.setItem(AMOUNTS_SHOWN_KEY, 'shown');

beforeEach(() => localStorage.clear());

afterEach(() => {
  jest.useRealTimers();
});

describe('Dashboard overview', () => {
  it.each([
    [9, 'Good morning, Ivy'],
    [12, 'Good afternoon, Ivy'],
    [18, 'Good evening, Ivy'],
  ])('at %i:00 greets with "%s"', (hour, text) => {
    mockDashboard();
    jest.useFakeTimers({ now: new Date(2025, 5, 2, hour, 0) });
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: text })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('offers Buy plan and Withdraw', async () => {
    mockDashboard();
    const { user } = renderOverview();

    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/dashboard/make-withdrawal');
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    await user.click(screen.getByRole('link', { name: 'Buy plan' }));
    expect(screen.getByText('Buy plan marker')).toBeInTheDocument();
  });

  it("shows the operator's message only when there is one", () => {
    mockDashboard();
    const { unmount } = renderOverview();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();

    renderOverview({ ...IVY, message: 'Your identity check is under review.' });
    expect(screen.getByRole('note')).toHaveTextContent('Your identity check is under review.');
  });

  it('has one notice box at most: a chart that failed says so inside its card, not as a second notice', () => {
    mockDashboard();
    renderOverview({ ...IVY, message: 'Your identity check is under review.' });
    act(() => {
      fireEvent.error(chartScripts()[0]);
    });
    expect(screen.getByText(/live chart could not be loaded/)).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('.notice')).map((notice) => notice.textContent)).toEqual(['Your identity check is under review.']);
  });

  it('leads with the total value, its earnings, then cash and each plan, as **** until shown', async () => {
    mockDashboard();
    const { user } = renderOverview();
    const card = screen.getByRole('region', { name: 'Total value' });
    // While it loads, the card already has its layout, with a block where each figure will be.
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByRole('status')).toHaveTextContent('Loading your portfolio');
    expect(within(card).getByRole('heading', { name: 'Cash' })).toBeInTheDocument();
    expect(card.querySelectorAll('.portfolio-pending')).toHaveLength(4);
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
    const toggle = within(card).getByRole('button', { name: 'Show amounts' });

    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(card.querySelectorAll('.portfolio-pending')).toHaveLength(0);
    expect(within(card).getAllByText('****')).toHaveLength(6);
    expect(card).not.toHaveTextContent('$');

    await user.click(toggle);
    expect(card.querySelector('.portfolio-total')).toHaveTextContent('$1,635.00');
    const changes = card.querySelector('.portfolio-changes')!;
    expect(within(changes as HTMLElement).getByText('Earned to date').nextElementSibling).toHaveTextContent('$90.00');
    expect(within(changes as HTMLElement).getByText('Today').nextElementSibling).toHaveTextContent('+$30.00');
    const holdings = within(card).getAllByRole('listitem');
    expect(holdings.map((holding) => holding.querySelector('h4')?.textContent)).toEqual(['Cash', 'Starter plan']);
    expect(holdings[0]).toHaveTextContent('$135.00');
    const plan = within(holdings[1]);
    expect(holdings[1].querySelector('.portfolio-holding-figure')).toHaveTextContent('$1,500.00');
    expect(plan.getByText('Earned so far').nextElementSibling).toHaveTextContent('$90.00');
    expect(plan.getByText('Days left').nextElementSibling).toHaveTextContent('27 days');
    expect(plan.getByText('Ends').nextElementSibling).toHaveTextContent('Jul 1, 2026');
    expect(plan.getByRole('progressbar', { name: 'Time left on the Starter plan' })).toHaveAttribute('aria-valuenow', '90');
    expect(within(card).queryByText('****')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Hide amounts' }));
    expect(within(card).getAllByText('****')).toHaveLength(6);
  });

  it('hides every amount on the dashboard until Show amounts, and remembers the choice across reloads', async () => {
    mockDashboard({
      'GET /transactions': { body: { items: [WITHDRAWAL], next_cursor: '40' } },
      'GET /portfolio': { body: { points: [{ date: '2026-06-01', balance: 135_00, earnings: 90_00 }] } },
    });
    const { user, unmount } = renderOverview();
    const latest = screen.getByRole('region', { name: 'Latest transaction' });
    const statistics = await screen.findByRole('list', { name: 'Statistics' });
    const portfolio = screen.getByRole('region', { name: 'Portfolio' });
    await within(latest).findByText('Hidden');
    await within(portfolio).findByText(/are hidden/);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total value' })).toHaveAttribute('aria-busy', 'false'));

    // Hidden: no dollar figure anywhere on the page, the statistics and the latest transaction included.
    expect(document.body).not.toHaveTextContent('$');
    expect(within(statistics).getAllByText('****')).toHaveLength(3);
    expect(within(statistics).getByText('2')).toBeInTheDocument();
    expect(within(latest).getByText('****')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show amounts' }));
    expect(within(latest).getByText('-$250.00')).toBeInTheDocument();
    expect(within(statistics).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(portfolio).getByText(/^Balance \$135\.00/)).toBeInTheDocument();
    expect(localStorage.getItem(AMOUNTS_SHOWN_KEY)).toBe('shown');

    // A reload keeps the choice: shown at once, and hidden again once hidden.
    unmount();
    const again = renderOverview();
    expect(await screen.findByText('-$250.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide amounts' })).toHaveAttribute('aria-pressed', 'true');
    await again.user.click(screen.getByRole('button', { name: 'Hide amounts' }));
    expect(localStorage.getItem(AMOUNTS_SHOWN_KEY)).toBe('hidden');
    expect(screen.queryByText('-$250.00')).not.toBeInTheDocument();
  });

  it("keeps one user's choice to themselves: the next user on the same browser starts with amounts hidden", async () => {
    mockDashboard({ 'GET /transactions': { body: { items: [WITHDRAWAL], next_cursor: '40' } } });
    rememberShown();
    const { unmount } = renderOverview();
    expect(await screen.findByText('-$250.00')).toBeInTheDocument();
    unmount();
    renderOverview({ ...IVY, id: IVY.id + 1, username: 'otto', firstname: 'Otto' });
    const latest = screen.getByRole('region', { name: 'Latest transaction' });
    expect(await within(latest).findByText('****')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show amounts' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps amounts hidden when the stored choice cannot be read, and still toggles them', async () => {
    mockDashboard({ 'GET /transactions': { body: { items: [WITHDRAWAL], next_cursor: '40' } } });
    const { getItem, setItem } = Storage.prototype;
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      if (key === AMOUNTS_SHOWN_KEY) throw new DOMException('blocked', 'SecurityError');
      return getItem.call(this, key);
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === AMOUNTS_SHOWN_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const { user } = renderOverview();
    const latest = screen.getByRole('region', { name: 'Latest transaction' });
    expect(await within(latest).findByText('****')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show amounts' }));
    expect(within(latest).getByText('-$250.00')).toBeInTheDocument();
  });

  it('shows only cash for an investor without plans, and the error with a Retry', async () => {
    let attempts = 0;
    mockDashboard({
      'GET /portfolio/value': () =>
        ++attempts === 1
          ? { status: 500, body: { message: 'Portfolio is down.' } }
          : { body: { total: 12_00, balance: 12_00, capital: 0, earned: 0, today: 0, plans: [] } },
    });
    const { user } = renderOverview();
    const card = screen.getByRole('region', { name: 'Total value' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Portfolio is down.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await user.click(await within(card).findByRole('button', { name: 'Show amounts' }));
    expect(card.querySelector('.portfolio-total')).toHaveTextContent('$12.00');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((holding) => holding.querySelector('h4')?.textContent),
    ).toEqual(['Cash']);
  });

  it("shows 'Nil' when there is no transaction yet", async () => {
    const { calls } = mockDashboard();
    renderOverview();
    const card = screen.getByRole('region', { name: 'Latest transaction' });

    expect(await within(card).findByText('Nil')).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith('/transactions'))?.query).toEqual({ limit: '1' });
  });

  it('shows the latest transaction with its sign and type', async () => {
    mockDashboard({ 'GET /transactions': { body: { items: [WITHDRAWAL], next_cursor: '40' } } });
    rememberShown();
    renderOverview();
    const card = screen.getByRole('region', { name: 'Latest transaction' });

    expect(await within(card).findByText('-$250.00')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Withdrawal · Pending · Jun 1, 2025/);
    expect(within(card).queryByText('Nil')).not.toBeInTheDocument();
  });

  it('shows a failed latest deposit unsigned, neutral and with its status', async () => {
    const failed: Transaction = { ...WITHDRAWAL, type: 'deposit', status: 'failed', amount: 500_00 };
    mockDashboard({ 'GET /transactions': { body: { items: [failed], next_cursor: null } } });
    rememberShown();
    renderOverview();
    const card = screen.getByRole('region', { name: 'Latest transaction' });

    const value = await within(card).findByText('$500.00');
    expect(value.closest('.overview-value')).toHaveClass('overview-value-neutral');
    expect(card).toHaveTextContent(/Deposit · Failed · Jun 1, 2025/);
    expect(card).not.toHaveTextContent('+$500.00');
  });

  it('labels the latest transaction as history does: a confirmed deposit paid for a plan, neutral and unsigned; a penalty by name', async () => {
    const deposit: Transaction = { ...WITHDRAWAL, type: 'deposit', status: 'confirmed', amount: 250_00, address: null, plan_id: 1 };
    mockDashboard({ 'GET /transactions': { body: { items: [deposit], next_cursor: null } } });
    rememberShown();
    const { unmount } = renderOverview();
    let card = screen.getByRole('region', { name: 'Latest transaction' });
    const value = await within(card).findByText('$250.00');
    expect(value.closest('.overview-value')).toHaveClass('overview-value-neutral');
    expect(card).toHaveTextContent(/Deposit · paid for a plan · Confirmed · Jun 1, 2025/);
    expect(card).not.toHaveTextContent('+$250.00');
    unmount();

    const penalty: Transaction = {
      ...WITHDRAWAL,
      type: 'charges',
      status: 'confirmed',
      amount: 12_50,
      address: null,
      plan_reference: 'Gold',
      reason: 'Early redemption penalty: 5% of the capital',
    };
    mockDashboard({ 'GET /transactions': { body: { items: [penalty], next_cursor: null } } });
    renderOverview();
    card = screen.getByRole('region', { name: 'Latest transaction' });
    expect(await within(card).findByText('-$12.50')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Early redemption penalty · Gold plan · Confirmed/);
  });

  it('reads the total value once when the routes started it a moment before, and again on a later visit', async () => {
    const { calls } = mockDashboard();
    const valueReads = () => calls.filter((call) => call.path === '/portfolio/value').length;
    const store = createAppStore({ auth: { token: 'token', user: IVY, error: null, loggedOut: false } });
    const visit = () => renderWithProviders(<OverviewPage />, { route: '/dashboard', path: '/dashboard', store });
    prefetchOverview(store.dispatch);
    await waitFor(() => expect(overviewApi.endpoints.getPortfolioValue.select()(store.getState()).isSuccess).toBe(true));

    const first = visit();
    expect(screen.getByRole('region', { name: 'Total value' })).toHaveAttribute('aria-busy', 'false');
    // A second read would be asked beside the page's other reads, in the same effects.
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/user-statictics/7'));
    expect(valueReads()).toBe(1);
    first.unmount();

    // A visit after the figures have aged past the limit reads them again.
    // (RTK Query reads the clock with `new Date()`, which a fake clock moves and a spy on Date.now does not.)
    jest.useFakeTimers({ advanceTimers: true, now: Date.now() + (LANDING_READ_MAX_AGE_SECONDS + 1) * 1000 });
    visit();
    await waitFor(() => expect(valueReads()).toBe(2));
  });

  it('shows the four statistic cards', async () => {
    mockDashboard();
    rememberShown();
    renderOverview();

    const list = await screen.findByRole('list', { name: 'Statistics' });
    const cards = within(list)
      .getAllByRole('listitem')
      .map((item) => [within(item).getByRole('heading').textContent, item.querySelector('.overview-value')?.textContent]);
    expect(cards).toEqual([
      ['Total deposits', '$5,000.00'],
      ['Total withdrawal', '$250.00'],
      ['Total earnings', '$123.45'],
      ['Active plans', '2'],
    ]);
  });

  it('shows the statistics error with a Retry', async () => {
    let attempts = 0;
    mockDashboard({
      'GET /user-statictics/7': () => (++attempts === 1 ? { status: 500, body: { message: 'Statistics are down.' } } : { body: STATISTICS }),
    });
    rememberShown();
    const { user } = renderOverview(IVY);
    const section = screen.getByRole('region', { name: 'Statistics' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Statistics are down.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('$5,000.00')).toBeInTheDocument();
  });

  it('shows the referral link and a Copied state for 2 seconds', async () => {
    mockDashboard();
    jest.useFakeTimers();
    const { user } = renderOverview();
    const link = `${window.location.origin}/signup/ivy123`;

    expect(screen.getByLabelText('Your referral link')).toHaveValue(link);
    const clickedAt = jest.now();
    await user.click(screen.getByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByRole('button', { name: 'Referral link copied' })).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe(link);
    // findByRole moves the fake clock while it waits (more on a busy machine): the 2 s start
    // somewhere between the click and now, so check 1.9 s after the click and 2 s after now.
    const waited = jest.now() - clickedAt;

    act(() => jest.advanceTimersByTime(1_900 - waited));
    expect(screen.getByRole('button', { name: 'Referral link copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100 + waited));
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toHaveTextContent(/^Copy$/);
  });

  it('shows an error toast when the link cannot be copied', async () => {
    mockDashboard();
    const { user } = renderOverview();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(screen.getByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByText('The link could not be copied. Please select and copy it instead.')).toBeInTheDocument();
    expect(toasts()[0].variant).toBe('error');
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
  });
});

describe('BTC/USD chart', () => {
  const PRICES = {
    bitcoin: { usd: 64250.5 },
    ethereum: { usd: 3100 },
    ripple: { usd: 0.52 },
    solana: { usd: 145.25 },
    tether: { usd: 1 },
    stale: true,
    updated_at: '2026-11-03T14:05:00.000Z',
  };
  // StrictMode at the root, as React only replays effects (mount, clean up, mount again) there.
  const renderStrictChart = () => {
    mockFetch({ 'GET /crypto-prices': { body: PRICES } });
    return renderWithProviders(
      <StrictMode>
        <BtcChart />
      </StrictMode>,
    );
  };
  const FALLBACK = /live chart could not be loaded/;

  it('is on the dashboard', () => {
    mockDashboard();
    renderOverview();
    expect(screen.getByRole('region', { name: 'BTC/USD' })).toBeInTheDocument();
    expect(chartScripts()).toHaveLength(1);
  });

  it('inserts the TradingView widget once, even when StrictMode runs the effect twice', () => {
    renderStrictChart();

    expect(chartScripts()).toHaveLength(1);
    const script = chartScripts()[0] as HTMLScriptElement;
    expect(JSON.parse(script.text)).toMatchObject({ symbol: 'BITSTAMP:BTCUSD', interval: '5', autosize: true });
    expect(script.parentElement).toHaveClass('tradingview-widget-container');
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });

  it("falls back to Bitcoin's price from our own feed when the script fails to load, saying how old it is", async () => {
    renderStrictChart();

    act(() => {
      fireEvent.error(chartScripts()[0]);
    });
    const card = screen.getByRole('region', { name: 'BTC/USD' });
    expect(within(card).getByText(FALLBACK)).toHaveTextContent('our own price feed');
    expect(await within(card).findByText('$64,250.50')).toBeInTheDocument();
    expect(within(card).getByText(stalePricesNote(PRICES)!)).toBeInTheDocument();
    expect(document.querySelector('.tradingview-widget-container')).not.toBeInTheDocument();
  });

  it('falls back when no chart appears in time, and not when it does', () => {
    jest.useFakeTimers();
    const { unmount } = renderStrictChart();
    act(() => jest.advanceTimersByTime(WIDGET_TIMEOUT_MS - 1));
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
    unmount();

    renderStrictChart();
    chartScripts()[0].parentElement!.querySelector('.tradingview-widget-container__widget')!.append(document.createElement('iframe'));
    act(() => jest.advanceTimersByTime(WIDGET_TIMEOUT_MS));
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });
});

describe('dashboard overview in Portuguese', () => {
  beforeAll(() => addCatalogue(pageMessages('overview')));
  // Unmounted first, so English comes back with nothing on screen to re-render.
  afterEach(() => {
    cleanup();
    return activateLocale('en');
  });

  it('greets, offers its actions and shows amounts and dates in Brazilian Portuguese', async () => {
    await activateLocale('pt-BR');
    mockDashboard({
      'GET /transactions': { body: { items: [WITHDRAWAL], next_cursor: '40' } },
      'GET /portfolio/value': { body: { ...VALUE, total: 2_734_56, balance: 1_234_56 } },
    });
    rememberShown();
    jest.useFakeTimers({ now: new Date(2025, 5, 2, 9, 0), advanceTimers: true });
    renderOverview();

    expect(screen.getByRole('heading', { level: 1, name: 'Bom dia, Ivy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comprar plano' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(screen.getByRole('link', { name: 'Sacar' })).toHaveAttribute('href', '/dashboard/make-withdrawal');

    const card = screen.getByRole('region', { name: 'Valor total' });
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
    expect(within(card).getByRole('button', { name: 'Ocultar valores' })).toHaveAttribute('aria-pressed', 'true');
    const holdings = within(card).getAllByRole('listitem');
    expect(holdings.map((holding) => holding.querySelector('h4')?.textContent)).toEqual(['Dinheiro disponível', 'Plano Starter']);
    // A no-break space after US$ (Intl's pt-BR currency format).
    expect(holdings[0].querySelector('.portfolio-holding-figure')?.textContent).toBe('US$\u00a01.234,56');
    const plan = within(holdings[1]);
    expect(plan.getByText('Dias restantes').nextElementSibling).toHaveTextContent('27 dias');
    expect(plan.getByText('Termina').nextElementSibling).toHaveTextContent(/^1 de jul\. de 2026/);

    const latest = screen.getByRole('region', { name: 'Última transação' });
    await waitFor(() => expect(latest.querySelector('.overview-value')?.textContent).toBe('-US$\u00a0250,00'));
    expect(latest).toHaveTextContent(/1 de jun\. de 2025/);
    expect(screen.getByText(/^Compartilhe seu link: você recebe 1% do valor de cada plano/)).toBeInTheDocument();
  });
});
