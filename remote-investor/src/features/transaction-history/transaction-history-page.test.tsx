import { mockFetch, renderWithProviders, toasts, type RecordedRequest } from '@arcvest/shared/test';
import type { Transaction } from '@arcvest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';
import TransactionHistoryPage from './transaction-history-page';

let nextId = 100;
function tx(type: Transaction['type'], amount: number, created_at: string, extra: Partial<Transaction> = {}): Transaction {
  return {
    id: nextId--,
    type,
    status: 'confirmed',
    amount,
    created_at,
    transaction_id: null,
    payment_method: null,
    address: null,
    coin_amount: null,
    invoice_id: null,
    plan_reference: null,
    reason: null,
    plan_id: null,
    user_id: 7,
    ...extra,
  };
}

const HEX = 'cd'.repeat(32);
const DEPOSIT = tx('deposit', 500_00, '2025-06-20T12:00:00.000Z', { transaction_id: HEX, payment_method: 'BTC', plan_id: 1, status: 'pending' });
const WITHDRAWAL = tx('withdrawal', 100_00, '2025-06-18T12:00:00.000Z', { address: 'bc1qwithdraw', payment_method: 'BTC' });
/** As the accrual writes them (api/src/db/repositories/accruals.ts): the plan's title, and the day in the reason. */
const EARNINGS = tx('earnings', 7_50, '2025-06-15T12:00:00.000Z', { plan_reference: 'Gold', reason: 'Day 3 of 30' });
const CAPITAL = tx('capital', 1_000_00, '2025-05-28T12:00:00.000Z', { plan_reference: 'Starter', reason: 'Capital returned' });
const BONUS = tx('bonus', 10_00, '2025-05-20T12:00:00.000Z', { reason: 'Referral bonus' });
const CHARGES = tx('charges', 5_00, '2025-05-12T12:00:00.000Z', { reason: 'Account fee', status: 'confirmed' });
const OLD = tx('deposit', 2_000_00, '2025-03-10T12:00:00.000Z', { transaction_id: 'ef'.repeat(32), payment_method: 'USDT' });

const ALL = [DEPOSIT, WITHDRAWAL, EARNINGS, CAPITAL, BONUS, CHARGES];

/** Two pages: the first ends with a cursor, the second (before=cursor) with none. */
function pagedRoute(first: Transaction[], second: Transaction[]) {
  return (request: RecordedRequest) =>
    request.query.before === 'c1' ? { body: { items: second, next_cursor: null } } : { body: { items: first, next_cursor: 'c1' } };
}

const renderHistory = () =>
  renderWithProviders(<TransactionHistoryPage />, { route: '/dashboard/transaction-history', path: '/dashboard/transaction-history' });

const rowNames = () => screen.getAllByRole('button', { name: /^(Deposit|Withdrawal|Earnings|Capital|Bonus|Charges|Plan)/ }).map((row) => row.textContent);

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('Transaction history', () => {
  it('groups by month and year and signs each amount by type', async () => {
    mockFetch({ 'GET /transactions': { body: { items: ALL, next_cursor: null } } });
    renderHistory();

    expect(screen.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
    const june = await screen.findByRole('region', { name: 'June 2025' });
    const may = screen.getByRole('region', { name: 'May 2025' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['June 2025', 'May 2025']);

    const amounts = (region: HTMLElement) => Array.from(region.querySelectorAll('.tx-amount')).map((amount) => amount.textContent);
    // The pending deposit has moved no money yet: no sign.
    expect(amounts(june)).toEqual(['$500.00', '-$100.00', '+$7.50']);
    expect(amounts(may)).toEqual(['+$1,000.00', '+$10.00', '-$5.00']);
    expect(within(june).getAllByRole('button')[0]).toHaveTextContent(/Deposit.*Jun 20, 2025.*\$500\.00.*Pending/);
    expect(june.querySelector('.tx-amount')).toHaveClass('tx-neutral');
    expect(within(june).getAllByRole('button')[2].querySelector('.tx-type')).toHaveTextContent(/^Earnings · Gold plan · day 3 of 30$/);
    expect(within(may).getAllByRole('button')[0].querySelector('.tx-type')).toHaveTextContent(/^Capital returned · Starter plan$/);
    expect(within(may).getAllByRole('button')[0]).toHaveTextContent(/Capital returned.*Confirmed/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by type, capital returned under earnings', async () => {
    mockFetch({ 'GET /transactions': { body: { items: ALL, next_cursor: null } } });
    const { user } = renderHistory();
    await screen.findByRole('region', { name: 'June 2025' });
    const select = screen.getByLabelText('Type');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'All',
      'Deposit',
      'Withdrawal',
      'Bonus',
      'Earnings',
      'Charges',
    ]);

    await user.selectOptions(select, 'Earnings');
    expect(rowNames()).toEqual([expect.stringMatching(/^Earnings/), expect.stringMatching(/^Capital returned/)]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['June 2025', 'May 2025']);

    await user.selectOptions(select, 'Withdrawal');
    expect(rowNames()).toEqual([expect.stringMatching(/^Withdrawal.*-\$100\.00/)]);
    expect(screen.queryByRole('region', { name: 'May 2025' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Charges');
    expect(rowNames()).toEqual([expect.stringMatching(/^Charges.*-\$5\.00/)]);

    await user.selectOptions(select, 'All');
    expect(rowNames()).toHaveLength(6);
  });

  it('says when a filter matches nothing', async () => {
    mockFetch({ 'GET /transactions': { body: { items: [WITHDRAWAL], next_cursor: null } } });
    const { user } = renderHistory();
    await screen.findByRole('region', { name: 'June 2025' });
    await user.selectOptions(screen.getByLabelText('Type'), 'Bonus');
    expect(screen.getByText('No bonus transactions.')).toBeInTheDocument();
  });

  it('opens the details and copies the reference', async () => {
    mockFetch({ 'GET /transactions': { body: { items: ALL, next_cursor: null } } });
    const { user } = renderHistory();
    const june = await screen.findByRole('region', { name: 'June 2025' });

    await user.click(within(june).getAllByRole('button')[0]);
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const fact = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Reference')).toHaveTextContent(HEX);
    expect(fact('Type')).toHaveTextContent('Deposit');
    expect(fact('Status')).toHaveTextContent('Pending');
    expect(fact('Amount')).toHaveTextContent(/^\$500\.00$/);
    expect(fact('Coin')).toHaveTextContent('Bitcoin (BTC)');
    expect(fact('Date')).toHaveTextContent(/Jun 20, 2025/);

    await user.click(within(dialog).getByRole('button', { name: 'Copy transaction reference' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction reference copied.', variant: 'success' }));
    expect(await navigator.clipboard.readText()).toBe(HEX);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the chain facts: the address, amount in the coin and confirmations of a deposit settled on chain, the amount in the coin of a withdrawal', async () => {
    const settled = tx('deposit', 500_00, '2025-06-22T12:00:00.000Z', {
      payment_method: 'ETH',
      transaction_id: `0x${HEX}`,
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      coin_amount: '0.173334',
      invoice_id: 12,
    });
    const paidOut = tx('withdrawal', 300_00, '2025-06-21T12:00:00.000Z', {
      payment_method: 'XRP',
      address: 'r48QyLLbot7VCfw325LrXAUtP6CRfU3tb4',
      coin_amount: '600.000000',
    });
    mockFetch({ 'GET /transactions': { body: { items: [settled, paidOut], next_cursor: null } } });
    const { user } = renderHistory();
    const june = await screen.findByRole('region', { name: 'June 2025' });
    const [deposit, withdrawal] = within(june).getAllByRole('button');

    await user.click(deposit);
    let dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const fact = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Address')).toHaveTextContent('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(fact('Amount in coin')).toHaveTextContent(/^0\.173334 ETH$/);
    expect(fact('Confirmations')).toHaveTextContent('Settled on chain, every confirmation in (invoice #12)');
    expect(within(dialog).getByRole('link', { name: 'View in a block explorer (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/0x${HEX}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(withdrawal);
    dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(fact('Amount in coin')).toHaveTextContent(/^600\.000000 XRP$/);
    expect(within(dialog).queryByText('Confirmations', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows a failed deposit neutral, unsigned and marked failed, and names the coin once', async () => {
    const failed = tx('deposit', 500_00, '2025-06-21T12:00:00.000Z', { payment_method: 'USDT', status: 'failed', transaction_id: HEX });
    mockFetch({ 'GET /transactions': { body: { items: [failed, EARNINGS], next_cursor: null } } });
    const { user } = renderHistory();
    const june = await screen.findByRole('region', { name: 'June 2025' });

    const [row, earnings] = within(june).getAllByRole('button');
    expect(row).toHaveTextContent(/Deposit.*\$500\.00Failed/);
    expect(row.querySelector('.tx-amount')).toHaveClass('tx-neutral');
    expect(row.querySelector('.tx-amount')).toHaveTextContent(/^\$500\.00$/);
    expect(earnings.querySelector('.tx-amount')).toHaveClass('tx-credit');

    await user.click(row);
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    const fact = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Amount')).toHaveTextContent(/^\$500\.00$/);
    expect(fact('Status')).toHaveTextContent('Failed');
    expect(fact('Coin')).toHaveTextContent(/^Tether \(USDT\)$/);
  });

  it('says a confirmed deposit paid for a plan, neutral and unsigned, and names an early-redemption penalty', async () => {
    const deposit = tx('deposit', 250_00, '2025-06-21T12:00:00.000Z', { payment_method: 'BTC', plan_id: 1, transaction_id: HEX });
    const penalty = tx('charges', 12_50, '2025-06-22T12:00:00.000Z', {
      plan_reference: 'Gold',
      plan_id: 2,
      reason: 'Early redemption penalty: 5% of the capital',
    });
    mockFetch({ 'GET /transactions': { body: { items: [penalty, deposit, BONUS], next_cursor: null } } });
    const { user } = renderHistory();
    const june = await screen.findByRole('region', { name: 'June 2025' });

    const [penaltyRow, depositRow] = within(june).getAllByRole('button');
    expect(depositRow).toHaveTextContent(/^Deposit · paid for a plan.*\$250\.00Confirmed$/);
    expect(depositRow.querySelector('.tx-amount')).toHaveClass('tx-neutral');
    expect(depositRow.querySelector('.tx-amount')).toHaveTextContent(/^\$250\.00$/);
    expect(penaltyRow).toHaveTextContent(/^Early redemption penalty · Gold plan.*-\$12\.50Confirmed$/);
    expect(penaltyRow.querySelector('.tx-amount')).toHaveClass('tx-debit');
    expect(
      within(screen.getByRole('region', { name: 'May 2025' }))
        .getByRole('button')
        .querySelector('.tx-amount'),
    ).toHaveClass('tx-credit');

    await user.click(penaltyRow);
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText('Type', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Early redemption penalty$/);
  });

  it('shows the plan reference and the reason, and no Copy without a reference', async () => {
    mockFetch({ 'GET /transactions': { body: { items: ALL, next_cursor: null } } });
    const { user } = renderHistory();
    const may = await screen.findByRole('region', { name: 'May 2025' });

    await user.click(within(may).getAllByRole('button')[0]);
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Plan reference').nextElementSibling).toHaveTextContent('Starter');
    expect(within(dialog).getByText('Reference').nextElementSibling).toHaveTextContent('None');
    expect(within(dialog).queryByRole('button', { name: 'Copy transaction reference' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(may).getAllByRole('button')[1]);
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Reason').nextElementSibling).toHaveTextContent('Referral bonus');
  });

  it('loads more pages with the Load more button', async () => {
    const { calls } = mockFetch({ 'GET /transactions': pagedRoute(ALL, [OLD]) });
    const { user } = renderHistory();
    await screen.findByRole('region', { name: 'June 2025' });
    expect(screen.queryByRole('region', { name: 'March 2025' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const march = await screen.findByRole('region', { name: 'March 2025' });
    // A confirmed deposit paid for its plan: unsigned, not a balance credit.
    expect(within(march).getByRole('button')).toHaveTextContent(/^Deposit · paid for a plan.*\$2,000\.00Confirmed$/);
    expect(within(march).getByRole('button')).not.toHaveTextContent('+$2,000.00');
    expect(calls.map((call) => call.query)).toEqual([{ limit: '20' }, { limit: '20', before: 'c1' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(rowNames()).toHaveLength(7);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      targets: Element[] = [];
      constructor(public callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets = [];
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    };
    const { calls } = mockFetch({ 'GET /transactions': pagedRoute(ALL, [OLD]) });
    renderHistory();
    await screen.findByRole('region', { name: 'June 2025' });

    const watching = observers.find((observer) => observer.targets.length > 0)!;
    expect(calls).toHaveLength(1);
    act(() => watching.callback([{ isIntersecting: true, target: watching.targets[0] } as IntersectionObserverEntry], watching as never));

    expect(await screen.findByRole('region', { name: 'March 2025' })).toBeInTheDocument();
    expect(calls.map((call) => call.query.before)).toEqual([undefined, 'c1']);
    expect(observers.every((observer) => observer.targets.length === 0)).toBe(true);
  });

  it('says so when there are no transactions, and offers no CSV of nothing', async () => {
    mockFetch({ 'GET /transactions': { body: { items: [], next_cursor: null } } });
    renderHistory();
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });

  it('shows the server message and retries', async () => {
    let attempts = 0;
    mockFetch({
      'GET /transactions': () =>
        ++attempts === 1 ? { status: 500, body: { message: 'History is unavailable.' } } : { body: { items: ALL, next_cursor: null } },
    });
    const { user } = renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('History is unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'June 2025' })).toBeInTheDocument();
  });
});

describe('transaction history in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('transaction-history')));
  afterEach(() => act(() => activateLocale('en')));

  it('shows the months, titles, statuses, amounts and details in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /transactions': { body: { items: ALL, next_cursor: null } } });
    const { user } = renderHistory();

    expect(screen.getByRole('heading', { level: 1, name: 'Historial de transacciones' })).toBeInTheDocument();
    const june = await screen.findByRole('region', { name: 'junio de 2025' });
    expect(screen.getByRole('region', { name: 'mayo de 2025' })).toBeInTheDocument();
    const amounts = Array.from(june.querySelectorAll('.tx-amount')).map((amount) => amount.textContent);
    expect(amounts).toEqual(['500,00\u00a0US$', '-100,00\u00a0US$', '+7,50\u00a0US$']);
    expect(within(june).getAllByRole('button')[0]).toHaveTextContent(/Depósito.*Pendiente/);
    expect(within(june).getAllByRole('button')[2].querySelector('.tx-type')).toHaveTextContent(/^Ganancias · Plan Gold · día 3 de 30$/);
    expect(screen.getByRole('button', { name: 'Descargar CSV de todas las transacciones' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo')).toHaveDisplayValue('Todas');

    await user.click(within(june).getAllByRole('button')[1]);
    const dialog = screen.getByRole('dialog', { name: 'Detalles de la transacción' });
    expect(within(dialog).getByText('Retiro')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Listo' })).toBeInTheDocument();
  });
});
