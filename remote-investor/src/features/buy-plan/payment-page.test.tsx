import { mockFetch, renderWithProviders, toasts, type MockRoute } from '@arcvest/shared/test';
import { createAppStore, type CryptoPrices, type PaymentOption, type User } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import PaymentPage, { NO_ADDRESS_MESSAGE } from './payment-page';
import { PURCHASE_KEY } from './purchase-storage';

const IVY = { id: 7, firstname: 'Ivy', wallet: 0, referral_id: 'ivy123', message: null } as User;
const BTC_ADDRESS = 'bc1qexampleaddress0000000000000000000000';
const HEX = 'ab'.repeat(32);

const PRICES: CryptoPrices = {
  bitcoin: { usd: 50_000 },
  ethereum: { usd: 2_500 },
  ripple: { usd: 0.5 },
  solana: { usd: 150 },
  tether: { usd: 0.999 },
  stale: false,
  updated_at: '2025-06-02T10:00:00.000Z',
};

const MANUAL_OPTIONS: PaymentOption[] = (['BTC', 'ETH', 'XRP', 'SOL', 'USDT'] as const).map((coin) => ({
  coin,
  settlement: 'manual',
  required_confirmations: null,
  payout_check: false,
}));
/** Ethereum settled on chain with 12 confirmations, the others by hand. */
const ETH_ON_CHAIN = MANUAL_OPTIONS.map((option) => (option.coin === 'ETH' ? { ...option, settlement: 'chain' as const, required_confirmations: 12 } : option));

function renderPayment(slug: string, routes: Record<string, MockRoute> = {}) {
  const mock = mockFetch({
    'GET /payment-options': { body: MANUAL_OPTIONS },
    'GET /last-btc-address': { body: { id: 3, address: BTC_ADDRESS, qr_code: '/api/images/9', created_at: '2025-06-01T00:00:00Z' } },
    'GET /last-usdt-address': { body: { id: 4, address: 'TXexampleTronAddress000000000000', qr_code: '/api/images/10', created_at: '2025-06-01T00:00:00Z' } },
    'GET /crypto-prices': { body: PRICES },
    ...routes,
  });
  const rendered = renderWithProviders(<PaymentPage />, {
    route: `/dashboard/buy-plan/${slug}`,
    path: '/dashboard/buy-plan/:coin',
    otherRoutes: {
      '/dashboard/buy-plan': <p>Buy plan marker</p>,
      '/dashboard/transaction-history': <p>History marker</p>,
      '/dashboard/buy-plan/invoices/:id': <p>Invoice marker</p>,
    },
    store: createAppStore({ auth: { token: 'token', user: IVY, error: null, loggedOut: false } }),
  });
  return { ...mock, ...rendered };
}

const fact = (term: string, within: HTMLElement = document.body) =>
  Array.from(within.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling ?? null;
/** The figures of a line, e.g. ['$500.00', '0.010000 BTC']. */
const figures = (term: string, within?: HTMLElement) =>
  Array.from(fact(term, within)?.querySelectorAll('[data-amount]') ?? []).map((figure) => figure.textContent);

function choose(amount: number, payment_method: string, plan_id = 1) {
  sessionStorage.setItem(PURCHASE_KEY, JSON.stringify({ amount, payment_method, plan_id }));
}

beforeEach(() => sessionStorage.clear());

describe('Payment page', () => {
  it('shows the QR code, the address and the amount, fee and total in dollars and in BTC', async () => {
    choose(500_00, 'BTC');
    renderPayment('bitcoin');

    expect(screen.getByRole('heading', { level: 1, name: 'Pay with Bitcoin' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: `QR code of the Bitcoin address ${BTC_ADDRESS}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')).not.toBeNull();
    expect(screen.getByText(BTC_ADDRESS, { selector: 'code' })).toBeInTheDocument();
    expect(figures('Amount')).toEqual(['$500.00', '0.010000 BTC']);
    expect(figures('Fee')).toEqual(['$20.00', '0.000400 BTC']);
    expect(figures('Total')).toEqual(['$520.00', '0.010400 BTC']);
    expect(fact('Network')).toHaveTextContent(/^Bitcoin$/);
    // The address is below the QR code on a phone and beside it on a wide screen: the caption says neither.
    expect(screen.getByText(/^Scan to get/)).not.toHaveTextContent(/beside|below/);
    expect(screen.queryByText(/last known prices/)).not.toBeInTheDocument();
  });

  it('charges USDT a fee of 10 at a price of 1 on Tron (TRC-20), and says when prices are stale', async () => {
    choose(500_00, 'USDT');
    renderPayment('tether', { 'GET /crypto-prices': { body: { ...PRICES, stale: true } } });

    expect(await screen.findByText('Total', { selector: 'dt' })).toBeInTheDocument();
    expect(figures('Amount')).toEqual(['$500.00', '500.000000 USDT']);
    expect(figures('Fee')).toEqual(['$10.00', '10.000000 USDT']);
    expect(figures('Total')).toEqual(['$510.00', '510.000000 USDT']);
    expect(fact('Network')).toHaveTextContent(/^Tron \(TRC-20\)$/);
    expect(screen.getByText(/these amounts use the last known prices/)).toHaveClass('notice');
  });

  it('says so when no address has been set for the coin', async () => {
    choose(500_00, 'BTC');
    renderPayment('bitcoin', { 'GET /last-btc-address': { status: 404, body: { message: 'No address has been set for this coin yet.' } } });

    expect(await screen.findByText(NO_ADDRESS_MESSAGE)).toBeInTheDocument();
    expect(NO_ADDRESS_MESSAGE).toBe('No address has been set for this coin yet. Please choose another payment option or contact support.');
    expect(screen.getByRole('link', { name: 'Back to Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(screen.queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
  });

  it('shows the server message and retries when the address cannot be loaded', async () => {
    choose(500_00, 'BTC');
    let attempts = 0;
    const { user } = renderPayment('bitcoin', {
      'GET /last-btc-address': () =>
        ++attempts === 1
          ? { status: 500, body: { message: 'Addresses are unavailable.' } }
          : { body: { id: 3, address: BTC_ADDRESS, qr_code: '/x', created_at: '2025-06-01T00:00:00Z' } },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Addresses are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(BTC_ADDRESS, { selector: 'code' })).toBeInTheDocument();
  });

  it('sends the user back to choose a plan when there is no stored choice', async () => {
    const { calls } = renderPayment('bitcoin');

    expect(screen.getByText('We could not find your plan choice. Please choose a plan and a payment option first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(calls).toHaveLength(0);
  });

  it('copies the address with a toast', async () => {
    choose(500_00, 'BTC');
    const { user } = renderPayment('bitcoin');

    await user.click(await screen.findByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Address copied.', variant: 'success' }));
    expect(await navigator.clipboard.readText()).toBe(BTC_ADDRESS);
  });

  it('reviews the payment on Paid (dollars and coin, network, address, what happens next), then submits the transaction id and goes to the history', async () => {
    choose(500_00, 'BTC', 2);
    const { user, calls } = renderPayment('bitcoin', {
      'POST /deposit': { status: 201, body: { message: 'Deposit submitted. Your plan starts as soon as the payment is confirmed.' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm transaction' });
    expect(figures('Amount', dialog)).toEqual(['$500.00', '0.010000 BTC']);
    expect(figures('Fee', dialog)).toEqual(['$20.00', '0.000400 BTC']);
    expect(figures('Total', dialog)).toEqual(['$520.00', '0.010400 BTC']);
    expect(fact('Network', dialog)).toHaveTextContent(/^Bitcoin$/);
    expect(fact('Address', dialog)).toHaveTextContent(new RegExp(`^${BTC_ADDRESS}$`));
    expect(fact('What happens next', dialog)).toHaveTextContent(/An admin .* confirms the deposit; the plan starts then/);
    const input = within(dialog).getByLabelText('Transaction ID');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('A valid BTC transaction ID is 64 hexadecimal characters.');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(input).toHaveAccessibleDescription(/Please enter the transaction ID\./);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(input, ` ${HEX} `);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('History marker')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/deposit')?.body).toEqual({
      plan_id: 2,
      transaction_id: HEX,
      user_id: 7,
      type: 'deposit',
      payment_method: 'BTC',
      amount: 500_00,
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: 'Deposit submitted. Your plan starts as soon as the payment is confirmed.', variant: 'success' }),
    );
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
  });

  it('shows a refused format once: the error replaces the hint, no toast', async () => {
    choose(500_00, 'BTC');
    const format = 'A valid BTC transaction ID is 64 hexadecimal characters.';
    const { user } = renderPayment('bitcoin', {
      'POST /deposit': { status: 422, body: { message: format, errors: { transaction_id: [format] } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm transaction' });
    const input = within(dialog).getByLabelText('Transaction ID');
    expect(input).toHaveAccessibleDescription(format);
    await user.type(input, HEX);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(format);
    expect(within(dialog).getAllByText(format)).toHaveLength(1);
    expect(input).toHaveAccessibleDescription(format);
    expect(toasts()).toEqual([]);
  });

  it('shows a refused transaction id under the input, not as a toast', async () => {
    choose(500_00, 'BTC');
    const { user } = renderPayment('bitcoin', {
      'POST /deposit': {
        status: 422,
        body: { message: 'This transaction ID has already been submitted.', errors: { transaction_id: ['This transaction ID has already been submitted.'] } },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm transaction' });
    const input = within(dialog).getByLabelText('Transaction ID');
    await user.type(input, HEX);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This transaction ID has already been submitted.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(toasts()).toEqual([]);
    expect(sessionStorage.getItem(PURCHASE_KEY)).not.toBeNull();
    expect(screen.queryByText('History marker')).not.toBeInTheDocument();
  });

  it('answers an unknown coin with a way back', () => {
    renderPayment('dogecoin');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
  });
});

describe('Payment page of a coin settled on chain', () => {
  const INVOICE = {
    id: 41,
    address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    amount_due: '0.208000',
    uri: 'ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94@1?value=208000000000000000',
    expires_at: '2030-01-01T00:30:00.000Z',
    status: 'new',
  };

  it('reviews the figures at today’s price, asks for no transaction id, and creates the invoice on Get payment address', async () => {
    choose(500_00, 'ETH', 2);
    const { user, calls } = renderPayment('ethereum', {
      'GET /payment-options': { body: ETH_ON_CHAIN },
      'POST /deposit': { status: 201, body: { message: 'Send the amount below to this address.', invoice: INVOICE } },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Your payment at today’s price' })).toBeInTheDocument();
    expect(figures('Amount')).toEqual(['$500.00', '0.200000 ETH']);
    expect(figures('Total')).toEqual(['$520.00', '0.208000 ETH']);
    expect(screen.getByText(/once the payment has 12 confirmations on the Ethereum network; there is no transaction ID to type/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/last-eth-address'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Get payment address' }));

    expect(await screen.findByText('Invoice marker')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/deposit')?.body).toEqual({
      plan_id: 2,
      user_id: 7,
      type: 'deposit',
      payment_method: 'ETH',
      amount: 500_00,
    });
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
  });

  it('shows the server’s refusal where the button is and keeps the choice', async () => {
    choose(500_00, 'ETH');
    const { user } = renderPayment('ethereum', {
      'GET /payment-options': { body: ETH_ON_CHAIN },
      'POST /deposit': { status: 503, body: { message: 'There is no usable price for this coin right now. Please try again later.' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Get payment address' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no usable price for this coin right now. Please try again later.');
    expect(screen.queryByText('Invoice marker')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PURCHASE_KEY)).not.toBeNull();
  });

  it('keeps the manual flow for the coins paid by hand', async () => {
    choose(500_00, 'BTC');
    renderPayment('bitcoin', { 'GET /payment-options': { body: ETH_ON_CHAIN } });
    expect(await screen.findByRole('button', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get payment address' })).not.toBeInTheDocument();
  });

  it('retries when the payment options cannot be loaded', async () => {
    choose(500_00, 'ETH');
    let attempts = 0;
    const { user } = renderPayment('ethereum', {
      'GET /payment-options': () => (++attempts === 1 ? { status: 500, body: { message: 'Try again.' } } : { body: ETH_ON_CHAIN }),
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Get payment address' })).toBeInTheDocument();
  });
});
