import { deferred, mockFetch, renderWithProviders, testUser, toasts, type MockReply } from '@arcvest/shared/test';
import { createAppStore, PATHS } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import ProofOfReservesPage from './proof-of-reserves-page';
import { DEMO_RESERVES, RESERVES } from './test-reserves';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';

const renderPage = (store = createAppStore()) =>
  renderWithProviders(<ProofOfReservesPage />, { route: PATHS.proofOfReserves, path: PATHS.proofOfReserves, store });

describe('Proof of reserves', () => {
  it('shows skeletons while the proof loads, then the ratio as the headline', async () => {
    const answer = deferred<MockReply>();
    mockFetch({ 'GET /proof-of-reserves': () => answer.promise });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Proof of reserves' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the proof of reserves');
    // What it proves is there before the figures: it does not depend on them.
    expect(screen.getByRole('heading', { name: 'What this proves, and what it does not' })).toBeInTheDocument();

    answer.resolve({ body: RESERVES });
    const headline = await screen.findByRole('region', { name: 'Reserves ÷ what we owe' });
    expect(within(headline).getByText('112.5%')).toBeInTheDocument();
    expect(within(headline).getByText('$9,000,000.00')).toBeInTheDocument();
    expect(within(headline).getByText('$8,000,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each coin with its amount, price, value and addresses read, and says which chain could not be read', async () => {
    mockFetch({ 'GET /proof-of-reserves': { body: RESERVES } });
    renderPage();

    const table = await screen.findByRole('table', { name: 'Reserves per coin' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['60.5 BTC', '$90,000.00', '$5,445,000.00', '14'],
      ['1185 ETH', '$3,000.00', '$3,555,000.00', '3'],
      ['Could not be read: counted as 0', '$2.10', '$0.00', '2'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['BTC', 'ETH', 'XRP']);
  });

  it('draws the ratio over time and gives the same figures as a table to screen readers', async () => {
    mockFetch({ 'GET /proof-of-reserves': { body: RESERVES } });
    renderPage();

    const chart = await screen.findByRole('figure', { name: /^From 105\.0% on Nov 25, 2026 to 112\.5% on Nov 27, 2026, over 3 snapshots\.$/ });
    expect(chart.querySelector('.reserves-chart-plot')).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    // The scale spans the ratios and 100 %, with a margin: 95 % to 117.5 %, its ends written beside the line.
    expect(Array.from(chart.querySelectorAll('.reserves-chart-axis'), (label) => label.textContent)).toEqual(['117.5%', '95.0%']);
    const history = within(chart).getByRole('table', { name: 'The ratio at each snapshot' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent),
    ).toEqual(['105.0%', '110.0%', '112.5%']);
  });

  it('gives the latest root with its leaves and time, and sends a visitor to sign in to verify', async () => {
    mockFetch({ 'GET /proof-of-reserves': { body: RESERVES } });
    renderPage();

    const root = await screen.findByRole('region', { name: 'The latest Merkle root of what we owe' });
    expect(within(root).getByText(RESERVES.latest.liabilities.root)).toBeInTheDocument();
    expect(within(root).getByText('1,204')).toBeInTheDocument();
    expect(within(root).getByRole('link', { name: 'Sign in to verify your balance' })).toHaveAttribute('href', PATHS.login);
  });

  it('sends a signed-in investor straight to their check', async () => {
    mockFetch({ 'GET /proof-of-reserves': { body: RESERVES } });
    renderPage(createAppStore({ auth: { token: 'token', user: testUser(), error: null, loggedOut: false } }));
    expect(await screen.findByRole('link', { name: 'Verify my balance is included' })).toHaveAttribute('href', PATHS.verifyBalance);
  });

  it('publishes each reserve address with its signed message and signature, each with a Copy button', async () => {
    mockFetch({ 'GET /proof-of-reserves': { body: RESERVES } });
    const { user } = renderPage();

    const [entry] = RESERVES.addresses;
    const addresses = await screen.findByRole('region', { name: 'Reserve addresses and their signatures' });
    expect(within(addresses).getByText(entry.message)).toBeInTheDocument();
    expect(within(addresses).getByText(entry.signature)).toBeInTheDocument();
    await user.click(within(addresses).getByRole('button', { name: `Copy the signature of ${entry.address}` }));
    expect(await navigator.clipboard.readText()).toBe(entry.signature);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Signature copied.', variant: 'success' }));
  });

  it('says nothing is published yet before the first snapshot (404)', async () => {
    mockFetch({ 'GET /proof-of-reserves': { status: 404, body: { message: 'No proof of reserves has been published yet.' } } });
    renderPage();
    expect(await screen.findByText('Nothing is published yet: the first snapshot is taken after the first day’s run.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the proof cannot be loaded, and loads it again on Retry', async () => {
    let fails = true;
    mockFetch({ 'GET /proof-of-reserves': () => (fails ? { status: 500, body: { message: 'Database unavailable.' } } : { body: RESERVES }) });
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const headline = await screen.findByRole('region', { name: 'Reserves ÷ what we owe' });
    expect(within(headline).getByText('112.5%')).toBeInTheDocument();
  });
});

describe('Proof of reserves on a demo installation', () => {
  it('says before any figure that the reserves are sample holdings, and marks each figure built on them demo', async () => {
    mockFetch({ 'GET /proof-of-reserves': { body: DEMO_RESERVES } });
    renderPage();

    const notice = await screen.findByRole('complementary', { name: 'Demo figures' });
    expect(notice).toHaveTextContent('The reserves below are sample holdings, not coins read on chain');
    const headline = screen.getByRole('region', { name: 'Reserves ÷ what we owe Demo' });
    expect(within(headline).getByText('170.8%')).toBeInTheDocument();
    expect(within(headline).getByText('Reserves', { exact: false, selector: 'dt' })).toHaveTextContent('Reserves Demo');
    const table = screen.getByRole('table', { name: 'Reserves per coin' });
    const coinRows = within(table).getAllByRole('row').slice(1);
    expect(coinRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['BTCDemo', 'ETHDemo', 'USDTDemo']);
    expect(coinRows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(Array(3).fill('None: sample holdings'));
    expect(screen.getByRole('region', { name: 'The ratio over time Demo' })).toHaveTextContent(
      'Reserves in this chart are the demo’s sample holdings, the same all along',
    );
    expect(screen.getByRole('region', { name: 'Reserve addresses and their signatures' })).toHaveTextContent('on this demo the reserves are sample holdings');
  });

  it('shows no demo mark where the reserves were read on chain', async () => {
    mockFetch({ 'GET /proof-of-reserves': { body: RESERVES } });
    renderPage();

    await screen.findByRole('region', { name: 'Reserves ÷ what we owe' });
    expect(screen.queryByText('Demo figures')).not.toBeInTheDocument();
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
  });
});

describe('Proof of reserves in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('proof-of-reserves')));
  afterEach(() => activateLocale('en'));

  it('shows its headings, the ratio and the chart summary in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /proof-of-reserves': { body: RESERVES } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Prueba de reservas' })).toBeInTheDocument();
    const headline = await screen.findByRole('region', { name: 'Reservas ÷ lo que debemos' });
    expect(within(headline).getByText('112,5 %')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /^De 105,0\s% el 25 nov 2026 a 112,5\s% el 27 nov 2026, en 3 instantáneas\.$/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Reservas por moneda' })).toBeInTheDocument();
  });
});
