import { mockFetch, renderWithProviders, toasts, type RecordedRequest } from '@arcvest/shared/test';
import { staffRoleRefusal, type StaffRole } from '@arcvest/shared/rules';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import ManageDepositsPage from './manage-deposits-page';
import { TEST_DEPOSITS, TEST_PLANS } from './test-transactions';
import { loadMessages, pageMessages } from '../../messages';

const URL_PATH = '/dashboard/admin/manage-deposits';

/** Every status unless a test says otherwise (the list itself opens on Pending: the deposits page tests that). */
function renderPage(route = `${URL_PATH}?status=all`, staffRole: StaffRole = 'owner') {
  return renderWithProviders(<ManageDepositsPage />, { staffRole, route, path: URL_PATH });
}

/** GET /all-transactions answering with the test deposits of the requested status, all on one page. */
function listRoute(items = TEST_DEPOSITS) {
  return (request: RecordedRequest) => ({
    body: { items: items.filter((item) => !request.query.status || item.status === request.query.status), next_cursor: null },
  });
}

const listCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.path.startsWith('/all-transactions'));
const rowNames = () => screen.getAllByRole('button', { name: /^\w+ \$/ }).map((row) => row.textContent);

describe('Manage deposits', () => {
  it('asks for deposits only and shows them grouped by month and year, newest first', async () => {
    const { calls } = mockFetch({ 'GET /all-transactions': listRoute() });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage deposits' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading deposits');
    const months = await screen.findAllByRole('region');
    expect(months.map((month) => within(month).getByRole('heading', { level: 2 }).textContent)).toEqual(['November 2026', 'October 2026', 'December 2025']);
    const november = within(months[0]).getAllByRole('button');
    expect(november.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^alice\$2,500\.00BTCPendingNov 20, 2026/),
      expect.stringMatching(/^bob\$500\.50ETHConfirmedNov 3, 2026/),
    ]);
    expect(within(months[2]).getByRole('button')).toHaveTextContent(/^dave\$999\.00SOLPending/);
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ type: 'deposit', limit: '25' }]);
  });

  it("opens on Pending, the admin's work, and filters by status with a radio group: the request and the list change, and each filter has its empty text", async () => {
    const { calls } = mockFetch({ 'GET /all-transactions': listRoute(TEST_DEPOSITS.filter((item) => item.status !== 'failed')) });
    const { user } = renderPage(URL_PATH);

    const group = screen.getByRole('group', { name: 'Status' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['pending', 'all', 'confirmed', 'failed']);
    expect(within(group).getByRole('radio', { name: 'Pending' })).toBeChecked();
    await waitFor(() => expect(rowNames()).toEqual([expect.stringMatching(/^alice/), expect.stringMatching(/^dave/)]));
    expect(listCalls(calls).map((call) => call.query)).toEqual([{ type: 'deposit', status: 'pending', limit: '25' }]);

    await user.click(within(group).getByRole('radio', { name: 'All' }));
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    await waitFor(() => expect(rowNames()).toHaveLength(TEST_DEPOSITS.filter((item) => item.status !== 'failed').length));
    expect(listCalls(calls).at(-1)?.query).toEqual({ type: 'deposit', limit: '25' });

    await user.click(within(group).getByRole('radio', { name: 'Failed' }));
    expect(await screen.findByText('No failed deposits.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.query).toEqual({ type: 'deposit', status: 'failed', limit: '25' });
  });

  it('starts from the status in the address and says when there are no deposits at all', async () => {
    const { calls } = mockFetch({ 'GET /all-transactions': listRoute([]) });
    const { user } = renderPage(`${URL_PATH}?status=confirmed`);

    expect(await screen.findByText('No confirmed deposits.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Confirmed' })).toBeChecked();
    expect(listCalls(calls)[0].query).toEqual({ type: 'deposit', status: 'confirmed', limit: '25' });

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('No deposits yet.')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.query).toEqual({ type: 'deposit', limit: '25' });
  });

  it('loads older deposits with Load more while the server gives a next cursor', async () => {
    const { calls } = mockFetch({
      'GET /all-transactions': (request) =>
        request.query.before === '31'
          ? { body: { items: TEST_DEPOSITS.slice(2), next_cursor: null } }
          : { body: { items: TEST_DEPOSITS.slice(0, 2), next_cursor: '31' } },
    });
    const { user } = renderPage();

    expect(await screen.findAllByRole('region')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(3));
    expect(rowNames()).toHaveLength(4);
    expect(listCalls(calls).map((call) => call.query.before)).toEqual([undefined, '31']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows every field in the details and Confirm and Reject only for a pending deposit', async () => {
    mockFetch({ 'GET /all-transactions': listRoute(), 'GET /plans': { body: TEST_PLANS } });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^bob/ }));
    let dialog = screen.getByRole('dialog', { name: 'Deposit details' });
    const field = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(within(dialog).getByText('Reference').nextElementSibling?.querySelector('code')?.textContent).toBe(TEST_DEPOSITS[1].transaction_id);
    expect(within(dialog).getByRole('link', { name: 'View in a block explorer (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${TEST_DEPOSITS[1].transaction_id}`,
    );
    expect(field('Entry ID')).toBe('#31');
    expect(field('User')).toBe('bob (user #10)');
    await waitFor(() => expect(field('Plan')).toBe('Growth (plan #2)'));
    expect(field('Coin')).toBe('Ethereum (ETH)');
    expect(field('Amount')).toBe('$500.50');
    // The chain facts of a deposit settled on chain.
    expect(field('Amount in coin')).toBe('0.173500 ETH');
    expect(field('Confirmations')).toBe('Settled on chain, every confirmation in (invoice #9)');
    expect(within(dialog).getByText('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeInTheDocument();
    expect(field('Status')).toBe('Confirmed');
    expect(field('Created')).toMatch(/^Nov 3, 2026/);
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^carol/ }));
    dialog = screen.getByRole('dialog', { name: 'Deposit details' });
    expect(within(dialog).getByText('Tether (USDT)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Confirmations')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /^alice/ }));
    dialog = screen.getByRole('dialog', { name: 'Deposit details' });
    // Paid by hand: what the payment page asked for, to check the payment against.
    expect(field('Due in coin (amount and fee)')).toBe('0.043666 BTC');
    expect(within(dialog).getByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('shows an auditor a pending deposit without Confirm or Reject, saying which roles decide', async () => {
    mockFetch({ 'GET /all-transactions': listRoute(), 'GET /plans': { body: TEST_PLANS } });
    const { user } = renderPage(undefined, 'auditor');

    await user.click(await screen.findByRole('button', { name: /^alice/ }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit details' });
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(staffRoleRefusal('auditor', 'money.decide'));
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it("shows the server's 403 refusal as an error in the confirm step", async () => {
    const refusal = staffRoleRefusal('support', 'money.decide');
    mockFetch({
      'GET /all-transactions': listRoute(),
      'GET /plans': { body: TEST_PLANS },
      'POST /confirm-transaction/40': { status: 403, body: { message: refusal } },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^alice/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm deposit' })).getByRole('button', { name: 'Confirm deposit' }));
    expect(await within(screen.getByRole('dialog', { name: 'Confirm deposit' })).findByRole('alert')).toHaveTextContent(refusal);
    expect(toasts().filter((toast) => toast.variant === 'success')).toEqual([]);
  });

  it('confirms a pending deposit, toasts the server message, closes and refreshes the list', async () => {
    let confirmed = false;
    const { calls } = mockFetch({
      'GET /all-transactions': (request) =>
        listRoute(confirmed ? TEST_DEPOSITS.map((item) => (item.id === 40 ? { ...item, status: 'confirmed' as const } : item)) : TEST_DEPOSITS)(request),
      'GET /plans': { body: TEST_PLANS },
      'POST /confirm-transaction/40': () => {
        confirmed = true;
        return { body: { message: 'Transaction confirmed.' } };
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^alice/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    // The confirm step names the user and amount; nothing is sent before it is answered.
    const confirm = screen.getByRole('dialog', { name: 'Confirm deposit' });
    expect(confirm).toHaveTextContent('Confirm the deposit of $2,500.00 by alice (user #10)? Their plan starts now. This cannot be undone.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm deposit' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction confirmed.', variant: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/confirm-transaction/40']);
    await waitFor(() => expect(screen.getByRole('button', { name: /^alice/ })).toHaveTextContent('Confirmed'));
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('rejects a pending deposit through POST /reject-transaction/{id}', async () => {
    const { calls } = mockFetch({
      'GET /all-transactions': listRoute(),
      'GET /plans': { body: TEST_PLANS },
      'POST /reject-transaction/5': { body: { message: 'Transaction rejected.' } },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^dave/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));

    // A confirm step names the user and the amount; Cancel goes back to the details, nothing sent.
    let confirm = screen.getByRole('dialog', { name: 'Reject deposit' });
    expect(confirm).toHaveTextContent(/Reject the deposit of \$999\.00 by dave \(user #\d+\)\? This cannot be undone\./);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Deposit details' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    confirm = screen.getByRole('dialog', { name: 'Reject deposit' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject deposit' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction rejected.', variant: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/reject-transaction/5']);
  });

  it('shows a 409 as an ERROR with the server message, never a success', async () => {
    mockFetch({
      'GET /all-transactions': listRoute(),
      'GET /plans': { body: TEST_PLANS },
      'POST /confirm-transaction/40': { status: 409, body: { message: 'This transaction has already been processed.' } },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^alice/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));

    await waitFor(() => expect(toasts()).toEqual([{ message: 'This transaction has already been processed.', variant: 'error' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the confirm step open with the error after a failure that may pass, so the admin can try again', async () => {
    let attempts = 0;
    mockFetch({
      'GET /all-transactions': listRoute(),
      'GET /plans': { body: TEST_PLANS },
      'POST /confirm-transaction/40': () =>
        ++attempts === 1 ? { status: 503, body: { message: 'Try again in a moment.' } } : { body: { message: 'Transaction confirmed.' } },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^alice/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm deposit' });
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Try again in a moment.');
    expect(toasts()).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction confirmed.', variant: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the error and a Retry when the list cannot be loaded', async () => {
    let attempts = 0;
    mockFetch({
      'GET /all-transactions': (request) => (++attempts === 1 ? { status: 500, body: { message: 'The list is unavailable.' } } : listRoute()(request)),
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list is unavailable.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findAllByRole('region')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('review-transactions in Spanish', () => {
  beforeAll(() => {
    addCatalogue(pageMessages('review-transactions'));
    addCatalogue(loadMessages);
  });
  afterEach(() => activateLocale('en'));

  it('lists the deposits by month with their status, amount and date in Spanish, and the details and the confirm step too', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /all-transactions': listRoute(), 'GET /plans': { body: TEST_PLANS } });
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Gestionar depósitos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando depósitos');
    const group = screen.getByRole('group', { name: 'Estado' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Pendiente', 'Todas', 'Confirmada', 'Fallida']);
    const months = await screen.findAllByRole('region');
    expect(months.map((month) => within(month).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'noviembre de 2026',
      'octubre de 2026',
      'diciembre de 2025',
    ]);
    expect(within(months[0]).getAllByRole('button')[0]).toHaveTextContent(/^alice2\.500,00 US\$BTCPendiente20 nov 2026, \d{1,2}:\d{2}/);

    await user.click(within(months[0]).getAllByRole('button')[0]);
    const dialog = screen.getByRole('dialog', { name: 'Detalles del depósito' });
    const field = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(field('Usuario')).toHaveTextContent('alice (usuario n.º 10)');
    expect(field('Importe')).toHaveTextContent('2.500,00 US$');
    expect(field('Estado')).toHaveTextContent('Pendiente');
    expect(field('Creado')?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T12:00:00.000Z');
    expect(await within(dialog).findByText('Growth (plan n.º 2)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const step = screen.getByRole('dialog', { name: 'Confirmar depósito' });
    expect(step).toHaveTextContent('¿Confirmar el depósito de 2.500,00 US$ de alice (usuario n.º 10)? Su plan comienza ahora. Esto no se puede deshacer.');
  });

  it('says in Spanish that no deposit has the chosen status', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /all-transactions': listRoute([]) });
    const { user } = renderPage(`${URL_PATH}?status=confirmed`);

    expect(await screen.findByText('No hay depósitos confirmados.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Todas' }));
    expect(await screen.findByText('Aún no hay depósitos.')).toBeInTheDocument();
  });
});
