import { mockFetch, renderWithProviders, toasts, type MockRouteFor } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, createAppStore, type Invoice, type User } from '@arcvest/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import InvoicePage, { INVOICE_POLL_MS } from './invoice-page';
import { pageMessages } from '../../messages';
import { formatDateTime } from '@arcvest/shared/rules';

const IVY = { id: 7, firstname: 'Ivy', wallet: 0, referral_id: 'ivy123', message: null } as User;
const NOW = new Date('2030-01-01T00:00:00.000Z');
const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const URI = `ethereum:${ADDRESS}@1?value=208000000000000000`;
const TXID = `0x${'ab'.repeat(32)}`;
const EXPLORER = `https://etherscan.io/tx/${TXID}`;

const NEW: Invoice = {
  id: 41,
  address: ADDRESS,
  amount_due: '0.208000',
  uri: URI,
  expires_at: '2030-01-01T00:30:00.000Z',
  status: 'new',
  coin: 'ETH',
  plan_id: 2,
  plan_title: 'Growth',
  amount: 500_00,
  fee: 20_00,
  price_usd: 2_500,
  prices_stale: false,
  confirmations: 0,
  required_confirmations: 12,
  paid: '0.000000',
  transactions: [],
  deposit_id: null,
  chain_error: null,
  created_at: '2029-12-31T23:59:30.000Z',
  resolution: null,
  resolution_note: null,
  resolved_at: null,
};
const payment = (amount: string, confirmations: number) => ({ txid: TXID, amount, confirmations, seen_at: '2030-01-01T00:01:00.000Z', explorer_url: EXPLORER });
const PROCESSING: Invoice = { ...NEW, status: 'processing', paid: '0.208000', transactions: [payment('0.208000', 0)] };
const SETTLED: Invoice = { ...NEW, status: 'settled', paid: '0.208000', confirmations: 12, deposit_id: 9, transactions: [payment('0.208000', 12)] };

function renderInvoice(answer: MockRouteFor<'GET /invoices/41'>, route = '/dashboard/buy-plan/invoices/41') {
  const mock = mockFetch({ 'GET /invoices/41': answer });
  const rendered = renderWithProviders(<InvoicePage />, {
    route,
    path: '/dashboard/buy-plan/invoices/:id',
    store: createAppStore({ auth: { token: 'token', user: IVY, error: null, loggedOut: false } }),
  });
  return { ...mock, ...rendered };
}

const fact = (term: string) => Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling ?? null;
const figures = (term: string) => Array.from(fact(term)?.querySelectorAll('[data-amount]') ?? []).map((figure) => figure.textContent);
/** The status card's heading: the live region's first line. */
const statusTitle = () => document.querySelector('[aria-live="polite"] h2');
const invoiceCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/invoices/41').length;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Invoice page', () => {
  it('asks for the payment: a QR code of the wallet link, the amount and the address each with Copy, the countdown and the figures at the locked price', async () => {
    renderInvoice({ body: NEW });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay with Ethereum' })).toBeInTheDocument();
    expect(statusTitle()).toHaveTextContent('Waiting for your payment');
    const qr = screen.getByRole('img', { name: `QR code for your wallet: 0.208000 ETH to ${ADDRESS}` });
    // The code drawn is the wallet link's: the same modules as a QR code made from the URI alone.
    const { container } = render(<QRCodeSVG value={URI} size={220} marginSize={2} />);
    const modules = qr.querySelector('path:last-of-type')?.getAttribute('d');
    expect(modules).toMatch(/^M/);
    expect(modules).toBe(container.querySelector('path:last-of-type')?.getAttribute('d'));
    expect(screen.getByRole('link', { name: 'Open in your wallet app' })).toHaveAttribute('href', URI);
    expect(screen.getByText('0.208000 ETH', { selector: '.invoice-amount' })).toBeInTheDocument();
    expect(screen.getByText(ADDRESS, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByText('30:00', { selector: 'time' })).toHaveAttribute('datetime', NEW.expires_at);
    expect(fact('Plan')).toHaveTextContent('Growth');
    expect(figures('Amount')).toEqual(['$500.00', '0.200000 ETH']);
    expect(figures('Fee')).toEqual(['$20.00', '0.008000 ETH']);
    expect(figures('Total')).toEqual(['$520.00', '0.208000 ETH']);
    expect(fact('Price')).toHaveTextContent(/^1 ETH = \$2,500\.00$/);
    expect(screen.queryByText(/cannot reach/)).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('28:59', { selector: 'time' })).toBeInTheDocument();
  });

  it('copies the amount and the address apart', async () => {
    const { user } = renderInvoice({ body: NEW });

    await user.click(await screen.findByRole('button', { name: 'Copy amount' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Amount copied.', variant: 'success' }));
    expect(await navigator.clipboard.readText()).toBe('0.208000');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Address copied.', variant: 'success' }));
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
  });

  it('follows the payment without a reload: seen with 0 of 12 confirmations, then settled, then asks no more', async () => {
    const answers = [NEW, PROCESSING, { ...PROCESSING, confirmations: 5, transactions: [payment('0.208000', 5)] }, SETTLED];
    let served = 0;
    const { calls } = renderInvoice(() => ({ body: answers[Math.min(served++, answers.length - 1)] }));

    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    const live = statusTitle()!.parentElement!;
    expect(live).toHaveAttribute('aria-live', 'polite');

    await act(() => jest.advanceTimersByTimeAsync(INVOICE_POLL_MS));
    expect(statusTitle()).toHaveTextContent('Payment seen: 0 of 12 confirmations');
    expect(screen.getByRole('progressbar', { name: 'Confirmations' })).toHaveAttribute('aria-valuetext', '0 of 12 confirmations');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    const transactions = screen.getByRole('region', { name: 'Your payment' });
    expect(within(transactions).getByText('0 of 12 confirmations')).toBeInTheDocument();
    expect(within(transactions).getByRole('link', { name: /View in a block explorer/ })).toHaveAttribute('href', EXPLORER);
    expect(fact('Address')).toHaveTextContent(ADDRESS);

    await act(() => jest.advanceTimersByTimeAsync(INVOICE_POLL_MS));
    expect(statusTitle()).toHaveTextContent('Payment seen: 5 of 12 confirmations');

    await act(() => jest.advanceTimersByTimeAsync(INVOICE_POLL_MS));
    expect(statusTitle()).toHaveTextContent('Paid: your plan has started');
    expect(screen.getByRole('link', { name: 'See my plans' })).toHaveAttribute('href', '/dashboard/user-plan');
    expect(within(screen.getByRole('region', { name: 'Your payment' })).getByText('Confirmed')).toBeInTheDocument();

    const asked = invoiceCalls(calls);
    await act(() => jest.advanceTimersByTimeAsync(5 * INVOICE_POLL_MS));
    expect(invoiceCalls(calls)).toBe(asked);
  });

  it('says what an overpayment did: the plan started and the surplus went to the balance', async () => {
    renderInvoice({ body: { ...SETTLED, status: 'overpaid', paid: '0.300000', transactions: [payment('0.300000', 12)] } });
    expect(await screen.findByText('Paid: your plan has started')).toBeInTheDocument();
    expect(screen.getByText(/^You sent 0\.092000 ETH more than due: the surplus was credited to your balance/)).toBeInTheDocument();
  });

  it('asks for the rest of a partial payment while there is time, without the QR code of the whole amount', async () => {
    renderInvoice({ body: { ...NEW, status: 'partial', paid: '0.100000', confirmations: 12, transactions: [payment('0.100000', 12)] } });

    expect(await screen.findByText('Paid 0.100000 of 0.208000 ETH')).toBeInTheDocument();
    expect(screen.getByText(/^Send the remaining 0\.108000 ETH to the same address before the time runs out/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amount still to send' })).toBeInTheDocument();
    expect(screen.getByText('0.108000 ETH', { selector: '.invoice-amount' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.getByText('30:00', { selector: 'time' })).toBeInTheDocument();
  });

  it('hands a partial payment to an admin once the time is up, and stops asking', async () => {
    const { calls } = renderInvoice({
      body: { ...NEW, status: 'partial', expires_at: '2029-12-31T23:59:00.000Z', paid: '0.100000', confirmations: 12, transactions: [payment('0.100000', 12)] },
    });

    expect(await screen.findByText('Paid 0.100000 of 0.208000 ETH')).toBeInTheDocument();
    expect(screen.getByText(/An admin will contact you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy amount' })).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(3 * INVOICE_POLL_MS));
    expect(invoiceCalls(calls)).toBe(1);
  });

  it('says an expired invoice takes no payment, and leads back to the plans', async () => {
    renderInvoice({ body: { ...NEW, status: 'expired', expires_at: '2029-12-31T23:59:00.000Z' } });

    expect(await screen.findByText('This payment request has expired')).toBeInTheDocument();
    expect(screen.getByText(/Please do not send anything to this address now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(screen.queryByRole('button', { name: 'Copy address' })).not.toBeInTheDocument();
    expect(screen.queryByText('0:00', { selector: 'time' })).not.toBeInTheDocument();
  });

  it('says a late payment goes to an admin, and follows its confirmations until they are all there', async () => {
    const late = { ...NEW, status: 'late' as const, expires_at: '2029-12-31T23:59:00.000Z', paid: '0.208000' };
    const answers = [
      { ...late, transactions: [payment('0.208000', 0)] },
      { ...late, confirmations: 12, transactions: [payment('0.208000', 12)] },
    ];
    let served = 0;
    const { calls } = renderInvoice(() => ({ body: answers[Math.min(served++, answers.length - 1)] }));

    expect(await screen.findByText('Your payment arrived after the time ran out')).toBeInTheDocument();
    expect(screen.getByText(/an admin will decide/)).toBeInTheDocument();
    expect(screen.getByText('0 of 12 confirmations')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(INVOICE_POLL_MS));
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3 * INVOICE_POLL_MS));
    expect(invoiceCalls(calls)).toBe(2);
  });

  it.each([
    ['plan-started', null, 'An admin started your plan', /^With the 0\.100000 ETH you paid, at the locked price, less the fee\.$/, 'See my plans'],
    ['credited', null, 'Your payment was credited to your balance', /^An admin credited the 0\.100000 ETH you paid/, 'Back to the dashboard'],
    [
      'rejected',
      'The payment came from a sanctioned address.',
      'This payment was rejected',
      /^An admin’s reason: The payment came from a sanctioned address\.$/,
      null,
    ],
  ] as const)('says what an admin decided on a partial payment (%s), asks for nothing more and stops asking', async (resolution, note, title, text, link) => {
    const { calls } = renderInvoice({
      body: {
        ...NEW,
        status: 'partial',
        paid: '0.100000',
        confirmations: 12,
        transactions: [payment('0.100000', 12)],
        resolution,
        resolution_note: note,
        resolved_at: '2030-01-01T00:05:00.000Z',
      },
    });

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    if (link) expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy amount' })).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(3 * INVOICE_POLL_MS));
    expect(invoiceCalls(calls)).toBe(1);
  });

  it('gives an XRP payment its destination tag with a Copy button of its own, and says it must be sent', async () => {
    const xrp = {
      ...NEW,
      coin: 'XRP' as const,
      address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      destination_tag: 4_021,
      amount_due: '240.000000',
      uri: 'xrpl://rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY?amount=240&dt=4021',
      price_usd: 0.5,
    };
    const { user } = renderInvoice({ body: xrp });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay with Ripple' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in your wallet app' })).toHaveAttribute('href', xrp.uri);
    expect(screen.getByText(/^Enter this destination tag in your wallet: without it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy destination tag' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Destination tag copied.', variant: 'success' }));
    expect(await navigator.clipboard.readText()).toBe('4021');
  });

  it('offers no wallet link for USDT on TRON, whose QR code holds the bare address', async () => {
    const usdt = {
      ...NEW,
      coin: 'USDT' as const,
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      amount_due: '510.000000',
      uri: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      price_usd: 1,
    };
    renderInvoice({ body: usdt });

    expect(await screen.findByText('Scan with your wallet app for the address, then enter the amount.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in your wallet app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
  });

  it('says the time is up the moment the countdown ends, and takes the QR code away', async () => {
    renderInvoice({ body: { ...NEW, expires_at: '2030-01-01T00:00:10.000Z' } });

    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(screen.getByText('0:10', { selector: 'time' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(11_000));
    expect(statusTitle()).toHaveTextContent('The time to pay has run out');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });

  it('says the time is up while the server has not yet marked a new invoice expired', async () => {
    renderInvoice({ body: { ...NEW, expires_at: '2029-12-31T23:59:00.000Z' } });
    expect(await screen.findByText('The time to pay has run out')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('stays calm when the chain cannot be read, and says when the price is the last known one', async () => {
    renderInvoice({ body: { ...NEW, chain_error: 'connect ECONNREFUSED 127.0.0.1:8545', prices_stale: true } });

    expect(await screen.findByText(/^We cannot reach the Ethereum network right now; we keep trying\./)).toHaveClass('notice');
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    expect(statusTitle()).toHaveTextContent('Waiting for your payment');
    expect(fact('Price')).toHaveTextContent(/last known price$/);
    expect(screen.getByText(/^Live prices were unavailable when this payment was set up/)).toHaveClass('notice');
  });

  it('keeps showing the invoice when a refresh fails, and says it tries again', async () => {
    let served = 0;
    renderInvoice(() => (served++ === 0 ? { body: NEW } : { status: 500, body: { message: 'Database is busy.' } }));

    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(INVOICE_POLL_MS));
    expect(screen.getByText(/could not be brought up to date just now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });

  it('shows a loading skeleton, then the server’s message with Retry when the invoice cannot be loaded', async () => {
    let served = 0;
    const { user } = renderInvoice(() => (served++ === 0 ? { status: 500, body: { message: 'Database is busy.' } } : { body: NEW }));

    expect(screen.getByRole('status')).toHaveTextContent('Loading the payment');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is busy.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
  });

  it('does not find another investor’s invoice, nor a path that is no invoice', async () => {
    renderInvoice({ status: 404, body: { message: 'Invoice not found.' } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
  });

  it('answers a path that is no invoice id without asking the server', () => {
    const { calls } = renderInvoice({ body: NEW }, '/dashboard/buy-plan/invoices/abc');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('invoice page in Arabic', () => {
  beforeAll(() => addCatalogue(pageMessages('invoice')));
  // Unmounted first, so English comes back with nothing on screen to re-render.
  afterEach(() => {
    cleanup();
    return activateLocale('en');
  });

  it('asks for the payment in Arabic, with the address left to right and the amounts and dates in Arabic form', async () => {
    await activateLocale('ar');
    renderInvoice({ body: NEW });

    expect(await screen.findByRole('heading', { level: 1, name: 'الدفع بـ Ethereum' })).toBeInTheDocument();
    expect(statusTitle()).toHaveTextContent('بانتظار دفعتك');
    expect(screen.getByRole('button', { name: 'نسخ العنوان' })).toBeInTheDocument();
    const address = screen.getByText(ADDRESS);
    expect(address).toHaveAttribute('dir', 'ltr');
    expect(address).toHaveAttribute('translate', 'no');
    // Arabic amounts and dates carry right-to-left marks (U+200F), with Latin digits.
    expect(figures('الإجمالي')[0]).toBe('\u2066520.00\u00a0US$\u2069');
    expect(document.querySelector('.invoice-countdown-until')?.textContent).toBe(`السعر مثبّت حتى ${formatDateTime(NEW.expires_at, undefined, 'ar')}.`);
    // In UTC: 01\u200f/01\u200f/2030، 12:30 ص
    expect(formatDateTime(NEW.expires_at, 'UTC', 'ar')).toBe('01\u200f/01\u200f/2030، 12:30 ص');
  });
});
