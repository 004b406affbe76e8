import { deferred, mockFetch, renderWithProviders, testUser, toasts, type MockReply, type RouteReply } from '@arcvest/shared/test';
import { createAppStore, type User } from '@arcvest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';
import MakeWithdrawalPage from './make-withdrawal-page';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));

const GOOD_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const BROKEN_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp';

const IVY = testUser({ wallet: 800_00 });

/** The page's other calls: the prices, what is left today, and an empty address book with the switch off. */
const PAGE_MOCKS = {
  'GET /crypto-prices': {
    body: {
      bitcoin: { usd: 50_000 },
      ethereum: { usd: 2_500 },
      ripple: { usd: 0.5 },
      solana: { usd: 150 },
      tether: { usd: 0.999 },
      stale: false,
      updated_at: null,
    },
  },
  'GET /withdrawal-allowance': { body: { level: 1, per_request: 500_00, daily_limit: 1_000_00, used_today: 250_00, left_today: 750_00, held_until: null } },
  'GET /withdrawal-addresses': { body: [] },
  'GET /withdrawal-address-settings': { body: { only_saved: false, only_saved_off_at: null, in_force: false, hold_hours: 24 } },
};

function renderPage(user: Partial<User> = {}) {
  return renderWithProviders(<MakeWithdrawalPage />, {
    route: '/dashboard/make-withdrawal',
    path: '/dashboard/make-withdrawal',
    otherRoutes: { '/dashboard/transaction-history': <p>History page marker</p> },
    store: createAppStore({ auth: { token: 'token', user: { ...IVY, ...user }, error: null, loggedOut: false } }),
  });
}

type Session = ReturnType<typeof renderPage>['user'];

async function fill(user: Session, form: { amount?: string; coin?: string; address?: string }) {
  if (form.amount !== undefined) {
    await user.clear(screen.getByLabelText('Amount ($)'));
    if (form.amount) await user.type(screen.getByLabelText('Amount ($)'), form.amount);
  }
  if (form.coin !== undefined) await user.selectOptions(screen.getByLabelText('Payment option'), form.coin);
  if (form.address !== undefined) {
    await user.clear(screen.getByLabelText('Address'));
    if (form.address) await user.type(screen.getByLabelText('Address'), form.address);
  }
}

/** POST /step-up's answer when the code goes by email. */
const emailChallenge = (summary: string, id = 31): RouteReply<'POST /step-up'> => ({
  status: 201,
  body: { id, methods: ['email'], expires_at: '2099-01-01T00:10:00.000Z', summary },
});
const WITHDRAWAL_SUMMARY = `Withdraw $125.50 in BTC on the Bitcoin network to ${GOOD_BTC}`;

const proceed = (user: Session) => user.click(screen.getByRole('button', { name: 'Proceed' }));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('Make withdrawal page', () => {
  it.each([
    [
      1,
      'Up to $500.00 per withdrawal. Verify your email address to raise it to $1,000.00.',
      'Verify your email address',
      '/dashboard/profile/verify-email-address',
    ],
    [
      2,
      'Up to $1,000.00 per withdrawal. Complete your identity verification to withdraw any amount.',
      'Complete your identity verification',
      '/dashboard/profile/verify-identity',
    ],
  ])('shows the balance, the level %i limit and how to raise it, in the daily limit’s format', (level, text, link, href) => {
    mockFetch(PAGE_MOCKS);
    renderPage({ level });
    expect(screen.getByRole('heading', { level: 1, name: 'Make withdrawal' })).toBeInTheDocument();
    expect(screen.getByText('Available balance').nextSibling).toHaveTextContent('$800.00');
    expect(screen.getByText(`Your limit (level ${level})`).nextSibling).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('says there is no limit from level 3', () => {
    mockFetch(PAGE_MOCKS);
    renderPage({ level: 3 });
    expect(screen.getByText('Your limit (level 3)').nextSibling).toHaveTextContent(/^No limit: you can withdraw up to your balance\.$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the chosen coin in the address placeholder, and TRC20 for USDT', async () => {
    mockFetch(PAGE_MOCKS);
    const { user } = renderPage();
    expect(screen.getByLabelText('Payment option')).toHaveDisplayValue('Choose a payment option');
    expect(
      within(screen.getByRole('form', { name: 'Withdrawal' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a payment option', 'Bitcoin', 'Ethereum', 'Ripple', 'Solana', 'Tether (USDT)']);
    await fill(user, { coin: 'Ripple' });
    expect(screen.getByLabelText('Address')).toHaveAttribute('placeholder', 'Enter your XRP address');
    await fill(user, { coin: 'Tether (USDT)' });
    expect(screen.getByLabelText('Address')).toHaveAttribute('placeholder', 'Enter your USDT address (trc20)');
  });

  it('says the balance before the level limit, then the level limits, and sends nothing', async () => {
    const { calls } = mockFetch(PAGE_MOCKS);
    const { user } = renderPage({ level: 1, wallet: 800_00 });

    await fill(user, { amount: '900', coin: 'Bitcoin', address: GOOD_BTC });
    await proceed(user);
    expect(alerts()).toEqual(['Insufficient balance']);

    await fill(user, { amount: '500.01' });
    expect(alerts()).toEqual(['Please verify your email address to withdraw more than $500.']);
    expect(screen.getByLabelText('Amount ($)')).toHaveAccessibleDescription(
      /^About 0\.010000 BTC at the current price\. Please verify your email address to withdraw more than \$500\.$/,
    );
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('refuses more than $1,000 at level 2', async () => {
    const { calls } = mockFetch(PAGE_MOCKS);
    const { user } = renderPage({ level: 2, wallet: 5_000_00 });
    await fill(user, { amount: '1000.01', coin: 'Bitcoin', address: GOOD_BTC });
    await proceed(user);
    expect(alerts()).toEqual(['Please complete your Identity verification process to be able to withdraw a $1,000 and above.']);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('asks for an amount, a payment option and a valid address, and clears each once it is valid', async () => {
    const { calls } = mockFetch(PAGE_MOCKS);
    const { user } = renderPage();

    await proceed(user);
    expect(alerts()).toEqual(['Please enter an amount above $0.00.', 'Please choose a payment option.']);

    await fill(user, { amount: '100', coin: 'Bitcoin' });
    expect(alerts()).toEqual(['Please enter the address to send the funds to.']);
    await fill(user, { address: BROKEN_BTC });
    expect(alerts()).toEqual(['This is not a valid Bitcoin address.']);
    await fill(user, { coin: 'Tether (USDT)' });
    expect(alerts()).toEqual(['This is not a valid Tether (USDT) address on the TRC20 network.']);
    await fill(user, { coin: 'Bitcoin', address: GOOD_BTC });
    expect(alerts()).toEqual([]);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('reviews the withdrawal (dollars and coin, no fee, network, address in full, what happens next); Back edits and sends nothing', async () => {
    const { calls } = mockFetch(PAGE_MOCKS);
    const { user } = renderPage();

    await fill(user, { amount: '125', coin: 'Bitcoin', address: GOOD_BTC });
    // $125 at $50,000 a bitcoin.
    expect(screen.getByLabelText('Amount ($)')).toHaveAccessibleDescription('About 0.002500 BTC at the current price.');
    await proceed(user);

    const sheet = screen.getByRole('dialog', { name: 'Review your withdrawal' });
    const fact = (label: string) => within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    const figures = (label: string) => Array.from(fact(label).querySelectorAll('[data-amount]')).map((figure) => figure.textContent);
    expect(figures('Amount')).toEqual(['$125.00', '0.002500 BTC']);
    expect(fact('Fee')).toHaveTextContent(/^None$/);
    expect(figures('You receive')).toEqual(['$125.00', '0.002500 BTC']);
    expect(fact('Network')).toHaveTextContent(/^Bitcoin$/);
    expect(within(fact('Address')).getByText(GOOD_BTC, { selector: 'code' })).toBeInTheDocument();
    expect(figures('Balance after')).toEqual(['$675.00']);
    expect(fact('What happens next')).toHaveTextContent(/waits for an admin/);
    const back = within(sheet).getByRole('button', { name: 'Back' });
    await waitFor(() => expect(back).toHaveFocus());

    await user.click(back);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toHaveFocus();
    expect(screen.getByLabelText('Amount ($)')).toHaveValue('125');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('on Confirm asks for the emailed code, shows what it confirms, then sends the withdrawal with it once, refreshes the user and opens the history', async () => {
    const reply = deferred<MockReply>();
    const { calls } = mockFetch({
      ...PAGE_MOCKS,
      'POST /step-up': emailChallenge(WITHDRAWAL_SUMMARY),
      'POST /withdraw': () => reply.promise,
      'POST /me': { body: { ...IVY, wallet: 674_50 } },
    });
    const { user, store } = renderPage();

    await fill(user, { amount: '125.50', coin: 'Bitcoin', address: ` ${GOOD_BTC} ` });
    await proceed(user);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    const sheet = screen.getByRole('dialog', { name: 'Review your withdrawal' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));

    // The step-up is for exactly this withdrawal; nothing is withdrawn yet.
    const code = await within(sheet).findByLabelText('Code from the email');
    const details = { amount: 125_50, payment_method: 'BTC', address: GOOD_BTC, user_id: 7, type: 'withdrawal' };
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([['/step-up', { purpose: 'withdrawal', details }]]);
    expect(within(sheet).getByRole('status')).toHaveTextContent('We sent a code to your email. It is valid for 10 minutes.');
    expect(within(sheet).getByText(WITHDRAWAL_SUMMARY, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    const button = within(sheet).getByRole('button', { name: 'Confirm withdrawal' });
    expect(button).toBeDisabled();
    await user.click(button);
    reply.resolve({ status: 201, body: { message: 'Withdrawal requested. It will be processed shortly.' } });

    expect(await screen.findByText('History page marker')).toBeInTheDocument();
    const posts = calls.filter((call) => call.path === '/withdraw');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ ...details, step_up: { id: 31, code: '123456' } });
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Withdrawal requested. It will be processed shortly.', variant: 'success' }));
    await waitFor(() => expect(store.getState().auth.user?.wallet).toBe(674_50));
  });

  it('says a wrong code under the code field, focused, and sends a new code on request', async () => {
    const wrong = 'The confirmation code is wrong. Check it and try again.';
    let challenges = 0;
    const { calls } = mockFetch({
      ...PAGE_MOCKS,
      'POST /step-up': () => emailChallenge(WITHDRAWAL_SUMMARY, 30 + ++challenges),
      'POST /withdraw': { status: 422, body: { message: wrong, errors: { step_up: [wrong] } } },
    });
    const { user } = renderPage();
    await fill(user, { amount: '125.50', coin: 'Bitcoin', address: GOOD_BTC });
    await proceed(user);
    const sheet = screen.getByRole('dialog', { name: 'Review your withdrawal' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    const code = await within(sheet).findByLabelText('Code from the email');
    await user.type(code, '000000');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));

    await waitFor(() => expect(code).toHaveAccessibleDescription(wrong));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Review your withdrawal' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);

    await user.click(within(sheet).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('We sent a new code to your email.'));
    expect(within(sheet).getByLabelText('Code from the email')).toHaveValue('');
    await user.type(within(sheet).getByLabelText('Code from the email'), '654321');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/withdraw')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/withdraw').map((call) => (call.body as { step_up: unknown }).step_up)).toEqual([
      { id: 31, code: '000000' },
      { id: 32, code: '654321' },
    ]);
  });

  it('asks for the authenticator code when two-factor is on, and offers a passkey only when it is a method', async () => {
    const assertion = {
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    jest
      .mocked(startAuthentication)
      .mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(assertion as never);
    const { calls } = mockFetch({
      ...PAGE_MOCKS,
      'POST /step-up': {
        status: 201,
        body: {
          id: 8,
          methods: ['passkey', 'totp'],
          expires_at: '2099-01-01T00:10:00.000Z',
          summary: WITHDRAWAL_SUMMARY,
          passkey_options: { challenge: 'abc' },
        },
      },
      'POST /withdraw': { status: 201, body: { message: 'Withdrawal requested. It will be processed shortly.' } },
    });
    const { user } = renderPage();
    await fill(user, { amount: '125.50', coin: 'Bitcoin', address: GOOD_BTC });
    await proceed(user);
    const sheet = screen.getByRole('dialog', { name: 'Review your withdrawal' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(sheet).findByLabelText('Code from your authenticator app')).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('Enter the code from your authenticator app.');
    expect(within(sheet).queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    // A cancelled prompt is said in the sheet, and nothing is sent; the next try signs and sends the assertion.
    await user.click(within(sheet).getByRole('button', { name: 'Use a passkey' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('The passkey request was cancelled or timed out.');
    expect(calls.filter((call) => call.path === '/withdraw')).toEqual([]);
    await user.click(within(sheet).getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/withdraw')).toHaveLength(1));
    expect(jest.mocked(startAuthentication)).toHaveBeenLastCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect((calls.find((call) => call.path === '/withdraw')!.body as { step_up: unknown }).step_up).toEqual({ id: 8, assertion });
  });

  it('says a security hold at the top, with its end, and keeps Proceed and Save address off', async () => {
    const { calls } = mockFetch({
      ...PAGE_MOCKS,
      'GET /withdrawal-allowance': {
        body: { level: 1, per_request: 500_00, daily_limit: null, used_today: 0, left_today: null, held_until: '2099-06-02T12:00:00.000Z' },
      },
    });
    const { user } = renderPage();
    const notice = await screen.findByText(/^For your security, withdrawals and new withdrawal addresses are on hold until .*2099/);
    expect(notice).toHaveTextContent('after a recent change to how you sign in.');
    const proceedButton = screen.getByRole('button', { name: 'Proceed' });
    expect(proceedButton).toBeDisabled();
    expect(proceedButton).toHaveAccessibleDescription(notice.textContent as string);
    const save = within(screen.getByRole('region', { name: 'Saved addresses' })).getByRole('button', { name: 'Save address' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(notice.textContent as string);
    await fill(user, { amount: '100', coin: 'Bitcoin', address: GOOD_BTC });
    await user.type(screen.getByLabelText('Address'), '{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says a hold the server answers inside the sheet', async () => {
    const held = 'For your security, withdrawals and new withdrawal addresses are on hold until Jun 2, 2099.';
    mockFetch({ ...PAGE_MOCKS, 'POST /step-up': { status: 403, body: { message: held, error: 'security_hold' } } });
    const { user } = renderPage();
    await fill(user, { amount: '100', coin: 'Bitcoin', address: GOOD_BTC });
    await proceed(user);
    const sheet = screen.getByRole('dialog', { name: 'Review your withdrawal' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(held);
    expect(within(sheet).queryByLabelText('Code from the email')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal at its field and as a toast, and stays', async () => {
    const message = 'This is not a valid Bitcoin address.';
    mockFetch({
      ...PAGE_MOCKS,
      'POST /step-up': emailChallenge(WITHDRAWAL_SUMMARY),
      'POST /withdraw': { status: 422, body: { message, errors: { address: [message] } } },
    });
    const { user } = renderPage();

    await fill(user, { amount: '100', coin: 'Bitcoin', address: GOOD_BTC });
    await proceed(user);
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await user.type(await screen.findByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    const field = await screen.findByText(message, { selector: '[role="alert"]' });
    expect(within(field.closest('.field') as HTMLElement).getByLabelText('Address')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The sheet closed onto the field to fix, not back onto Proceed.
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveFocus());
    await waitFor(() => expect(toasts()).toContainEqual({ message, variant: 'error' }));
    expect(screen.queryByText('History page marker')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  });

  it.each([
    // [level, wallet, left today, Max, the note beside it]
    [1, 800_00, 750_00, '500.00', 'Please verify your email address to withdraw more than $500.'],
    [2, 5_000_00, null, '1,000.00', 'Please complete your Identity verification process to be able to withdraw a $1,000 and above.'],
    [3, 5_000_00, 750_00, '750.00', 'Max is what your daily limit leaves now.'],
    [3, 320_40, null, '320.40', null],
  ])('offers as Max at level %i with %i cents the balance within the limits', async (level, wallet, leftToday, max, note) => {
    const { calls } = mockFetch({
      ...PAGE_MOCKS,
      'GET /withdrawal-allowance': {
        body: { level, per_request: null, daily_limit: leftToday === null ? null : 1_000_00, used_today: 0, left_today: leftToday, held_until: null },
      },
    });
    const { user } = renderPage({ level, wallet });
    const button = await screen.findByRole('button', { name: `Max $${max}` });
    if (note) expect(button).toHaveAccessibleDescription(note);
    else expect(button).not.toHaveAccessibleDescription();

    await user.click(button);
    expect(screen.getByLabelText('Amount ($)')).toHaveValue(max);
    await fill(user, { coin: 'Bitcoin', address: GOOD_BTC });
    await proceed(user);
    // Max passes the form's own rules: the review opens.
    expect(screen.getByRole('dialog', { name: 'Review your withdrawal' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('shows what the daily limit leaves now', async () => {
    mockFetch(PAGE_MOCKS);
    renderPage();
    await waitFor(() => expect(screen.getByText('Daily limit').nextSibling).toHaveTextContent('Up to $1,000.00 in any 24 hours: $750.00 left now.'));
  });

  it('saves an address with its label, says when it can be used, and lists it', async () => {
    let saved: object[] = [];
    const entry = {
      id: 4,
      payment_method: 'BTC',
      address: GOOD_BTC,
      label: 'Ledger',
      created_at: '2026-06-01T12:00:00.000Z',
      usable_from: '2099-06-02T12:00:00.000Z',
    };
    const { calls } = mockFetch({
      ...PAGE_MOCKS,
      'GET /withdrawal-addresses': () => ({ body: saved }),
      'POST /step-up': emailChallenge(`Save the BTC address "Ledger" (${GOOD_BTC}) on the Bitcoin network for withdrawals`, 44),
      'POST /withdrawal-addresses': () => {
        saved = [entry];
        return { status: 201, body: entry };
      },
    });
    const { user } = renderPage();
    const book = screen.getByRole('region', { name: 'Saved addresses' });
    expect(await within(book).findByText('No saved addresses yet.')).toBeInTheDocument();
    await user.click(within(book).getByRole('button', { name: 'Save address' }));
    expect(await within(book).findByText('Please give the address a label, for example "My Ledger".')).toBeInTheDocument();
    await user.selectOptions(within(book).getByLabelText('Coin'), 'Bitcoin');
    await user.type(within(book).getByLabelText('Label'), 'Ledger');
    await user.type(within(book).getByLabelText('Address to save'), BROKEN_BTC);
    await user.click(within(book).getByRole('button', { name: 'Save address' }));
    expect(await within(book).findByText('This is not a valid Bitcoin address.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(book).getByLabelText('Address to save'));
    await user.type(within(book).getByLabelText('Address to save'), GOOD_BTC);
    await user.click(within(book).getByRole('button', { name: 'Save address' }));
    // A review naming the address, then its step-up.
    const sheet = screen.getByRole('dialog', { name: 'Confirm the new address' });
    expect(within(sheet).getByText(GOOD_BTC, { selector: 'code' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(sheet).getByRole('button', { name: 'Save address' }));
    const code = await within(sheet).findByLabelText('Code from the email');
    expect(within(sheet).getByText(/Save the BTC address "Ledger"/)).toBeInTheDocument();
    await user.type(code, '246810');
    await user.click(within(sheet).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: expect.stringMatching(/^Address saved\. It can be used from Jun 2, 2099/), variant: 'success' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = { payment_method: 'BTC', address: GOOD_BTC, label: 'Ledger' };
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { purpose: 'withdrawal-address', details: body },
      { ...body, step_up: { id: 44, code: '246810' } },
    ]);
    expect(await within(book).findByText(GOOD_BTC)).toBeInTheDocument();
    expect(within(book).getByText(/^Usable from Jun 2, 2099/)).toBeInTheDocument();
  });

  it('switches "only to saved addresses" and says what the server answered', async () => {
    const { calls } = mockFetch({
      ...PAGE_MOCKS,
      'POST /withdrawal-address-settings': {
        body: {
          message: 'Withdrawals now go only to your saved addresses.',
          settings: { only_saved: true, only_saved_off_at: null, in_force: true, hold_hours: 24 },
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Withdraw only to saved addresses' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Withdrawals now go only to your saved addresses.', variant: 'success' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ only_saved: true }]);
  });
});

describe('make withdrawal in Portuguese', () => {
  beforeAll(() => addCatalogue(pageMessages('make-withdrawal')));
  afterEach(() => act(() => activateLocale('en')));

  it('shows the page, its amounts and limits in Portuguese, and checks the form in Portuguese', async () => {
    await activateLocale('pt-BR');
    mockFetch(PAGE_MOCKS);
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Fazer saque' })).toBeInTheDocument();
    // The no-break space after US$ is kept: the default normalizer would make it a plain space.
    const exactly = { normalizer: (text: string) => text.trim() };
    expect(screen.getByText('US$\u00a0800,00', exactly)).toBeInTheDocument();
    expect(screen.getAllByText('US$\u00a0500,00', exactly).length).toBeGreaterThan(0);
    expect(screen.getByText(/para aumentá-lo para US\$\u00a01\.000,00\./, exactly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verifique seu endereço de e-mail' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Endereços salvos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Valor ($)')).toHaveAccessibleDescription(/Informe um valor acima de US\$\s0,00\./);
    expect(screen.getByLabelText('Forma de pagamento')).toHaveAccessibleDescription('Escolha uma forma de pagamento.');
    await user.type(screen.getByLabelText('Valor ($)'), '900');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByLabelText('Valor ($)')).toHaveAccessibleDescription(/Saldo insuficiente/));
  });
});
