import { deferred, mockFetch, renderWithProviders, type MockReply } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, createAppStore, LANDING_READ_MAX_AGE_SECONDS, PATHS } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import AdminOverviewPage from './admin-overview-page';
import { adminOverviewApi, prefetchAdminOverview } from './api';
import { busyOverview, EMPTY_OVERVIEW } from './test-overview';
import { pageMessages } from '../../messages';

// jsdom has no canvas: the chart is replaced by a stand-in that shows what it was given.
jest.mock('./daily-flow-chart', () => ({
  __esModule: true,
  default: ({ daily }: { daily: { date: string }[] }) => <div data-testid="chart">{`chart of ${daily.length} days`}</div>,
}));

const renderPage = () => renderWithProviders(<AdminOverviewPage />, { route: PATHS.admin, path: PATHS.admin });

/** The page with the overview in: its sections are there from the start, their figures once it has come. */
async function renderLoaded() {
  renderPage();
  await waitFor(() => expect(screen.queryByText(/Loading the overview/)).not.toBeInTheDocument());
}

it("draws the sections and the cards' labels at once, the figures when the overview comes", async () => {
  const answer = deferred<MockReply>();
  mockFetch({ 'GET /admin-overview': () => answer.promise });
  renderPage();

  expect(screen.getByRole('status')).toHaveTextContent('Loading the overview');
  const pending = within(screen.getByRole('region', { name: 'Waiting for a decision' })).getAllByRole('link');
  expect(pending.map((link) => link.textContent)).toEqual([
    'Pending deposits',
    'Pending withdrawals',
    'Identity reviews',
    'Chain payments to decide',
    'Waiting for approval',
  ]);
  expect(within(screen.getByRole('region', { name: 'Totals' })).getByText(/^Confirmed deposits/)).toBeInTheDocument();

  answer.resolve({ body: busyOverview() });
  expect(await screen.findByRole('link', { name: 'Pending deposits 3' })).toBeInTheDocument();
  expect(screen.queryByText(/Loading the overview/)).not.toBeInTheDocument();
});

it('links each pending count to the page where it is decided', async () => {
  mockFetch({ 'GET /admin-overview': { body: busyOverview() } });
  await renderLoaded();

  const pending = within(await screen.findByRole('region', { name: 'Waiting for a decision' })).getAllByRole('link');
  expect(pending.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Pending deposits3', `${PATHS.manageDeposits}?status=pending`],
    ['Pending withdrawals1', PATHS.manageWithdrawals],
    ['Identity reviews2', PATHS.manageIdentityVerification],
    ['Chain payments to decide4', PATHS.chainPayments],
    ['Waiting for approval2', PATHS.approvals],
  ]);
});

it('shows the totals in dollars', async () => {
  mockFetch({ 'GET /admin-overview': { body: busyOverview() } });
  await renderLoaded();

  const totals = await screen.findByRole('region', { name: 'Totals' });
  const figure = (term: RegExp) => within(totals).getByText(term).nextElementSibling?.textContent;
  expect(figure(/^Confirmed deposits/)).toBe('$12,345.67');
  expect(figure(/^Confirmed withdrawals/)).toBe('$2,000.00');
  expect(figure(/^Earnings paid/)).toBe('$345.50');
  expect(figure(/^Owed to users/)).toBe('$11,376.54');
  expect(within(totals).getByText(/^Owed to users/)).toHaveTextContent('Balances plus capital in active plans');
  expect(figure(/^User balances/)).toBe('$9,876.54');
  expect(figure(/^Capital in active plans/)).toBe('$1,500.00');
  // Every figure is the one money component, so none breaks inside the number.
  expect(
    within(totals)
      .getAllByRole('definition')
      .map((figure) => figure.querySelector('[data-amount]')?.classList.contains('money')),
  ).toEqual(Array(6).fill(true));
});

it('draws the last 30 days with a summary in words and a table of the active days', async () => {
  mockFetch({ 'GET /admin-overview': { body: busyOverview() } });
  await renderLoaded();

  const flows = await screen.findByRole('region', { name: 'Last 30 days' });
  expect(within(flows).getByText(/^From Jun 1, 2026 to Jun 30, 2026: \$500\.00 of deposits confirmed on 1 day/)).toBeInTheDocument();
  expect(await within(flows).findByTestId('chart')).toHaveTextContent('chart of 30 days');
  const rows = within(flows)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['Jun 10, 2026$500.00$0.00', 'Jun 30, 2026$0.00$120.00']);
});

it('says so instead of an empty chart when nothing was confirmed in 30 days', async () => {
  mockFetch({ 'GET /admin-overview': { body: EMPTY_OVERVIEW } });
  await renderLoaded();

  expect(await screen.findByText('No confirmed deposits or withdrawals in the last 30 days.')).toBeInTheDocument();
  expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Waiting for a decision' }))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Pending deposits0', 'Pending withdrawals0', 'Identity reviews0', 'Chain payments to decide0', 'Waiting for approval0']);
});

it('shows loading, then the error with Retry, and loads again on Retry', async () => {
  let fail = true;
  const { calls } = mockFetch({
    'GET /admin-overview': () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: busyOverview() }),
  });
  const { user } = renderPage();

  expect(screen.getByRole('status')).toHaveTextContent('Loading the overview');
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});

describe('admin-overview in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('admin-overview')));
  afterEach(() => activateLocale('en'));

  it('says what waits, the totals and the last 30 days in Spanish, with amounts and days in its format', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /admin-overview': { body: busyOverview() } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Resumen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Depósitos pendientes 3' })).toHaveAttribute('href', `${PATHS.manageDeposits}?status=pending`);
    expect(screen.getByTestId('total-deposits')).toHaveTextContent('Depósitos confirmados Desde el inicio12.345,67 US$');
    const flows = screen.getByRole('region', { name: 'Últimos 30 días' });
    expect(flows).toHaveTextContent(
      'Del 1 jun 2026 al 30 jun 2026: 500,00 US$ en depósitos confirmados en 1 día; el máximo, el 10 jun 2026 (500,00 US$). ' +
        '120,00 US$ en retiros confirmados en 1 día; el máximo, el 30 jun 2026 (120,00 US$).',
    );
    const table = within(flows).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Día (UTC)', 'Depósitos', 'Retiros']);
    expect(within(table).getByRole('rowheader', { name: '10 jun 2026' }).querySelector('time')).toHaveAttribute('dateTime', '2026-06-10');
  });

  it('says in Spanish when nothing moved', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /admin-overview': { body: EMPTY_OVERVIEW } });
    renderPage();
    expect(await screen.findByText('No hay depósitos ni retiros confirmados en los últimos 30 días.')).toBeInTheDocument();
  });
});

it('reads the overview once when the routes started it a moment before, and again on a later visit', async () => {
  const { calls } = mockFetch({ 'GET /admin-overview': { body: busyOverview() } });
  const store = createAppStore({ auth: { token: 'token', user: null, error: null, loggedOut: false } });
  const visit = () => renderWithProviders(<AdminOverviewPage />, { route: PATHS.admin, path: PATHS.admin, store });
  const overviewRead = () => adminOverviewApi.endpoints.getAdminOverview.select()(store.getState());
  prefetchAdminOverview(store.dispatch);
  await waitFor(() => expect(overviewRead().isSuccess).toBe(true));
  const prefetched = overviewRead().requestId;

  const first = visit();
  expect(screen.getByRole('link', { name: 'Pending deposits 3' })).toBeInTheDocument();
  // The page's effects have run: a second read would have started, with a request of its own.
  expect(overviewRead().requestId).toBe(prefetched);
  expect(calls).toHaveLength(1);
  first.unmount();

  // A visit after the figures have aged past the limit reads them again.
  // (RTK Query reads the clock with `new Date()`, which a fake clock moves and a spy on Date.now does not.)
  jest.useFakeTimers({ advanceTimers: true, now: Date.now() + (LANDING_READ_MAX_AGE_SECONDS + 1) * 1000 });
  try {
    visit();
    await waitFor(() => expect(calls).toHaveLength(2));
  } finally {
    jest.useRealTimers();
  }
});
