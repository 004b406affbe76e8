import { mockFetch, renderWithProviders, testUser, toasts, testPlan } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, createAppStore, type Plan } from '@arcvest/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import BuyPlanPage from './buy-plan-page';
import { pageMessages } from '../../messages';
import { PURCHASE_KEY } from './purchase-storage';

const PLANS: Plan[] = [
  testPlan({ id: 1, title: 'Starter', roi: 1.5, duration: 30, min_amount: 10_000, max_amount: 100_000 }),
  testPlan({ id: 2, title: 'Growth', roi: 2, duration: 45, min_amount: 100_000, max_amount: 500_000 }),
];

const IVY = testUser({ level: 2, email_verified: 1, wallet: 800_00 });

function renderBuyPlan() {
  return renderWithProviders(<BuyPlanPage />, {
    route: '/dashboard/buy-plan',
    path: '/dashboard/buy-plan',
    otherRoutes: {
      '/dashboard/buy-plan/:coin': <p>Payment page marker</p>,
      '/dashboard/user-plan': <p>Plans page marker</p>,
    },
    store: createAppStore({ auth: { token: 'token', user: IVY, error: null, loggedOut: false } }),
  });
}

async function openModal(user: ReturnType<typeof renderBuyPlan>['user'], index = 0) {
  const cards = await screen.findAllByRole('article');
  await user.click(within(cards[index]).getByRole('button', { name: 'Buy plan' }));
  return screen.getByRole('dialog');
}

beforeEach(() => sessionStorage.clear());

describe('Buy plan page', () => {
  it('shows one card per plan with dollar amounts, the total return and a Buy plan button', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    renderBuyPlan();

    expect(screen.getByRole('heading', { level: 1, name: 'Buy plan' })).toBeInTheDocument();
    expect(screen.queryByText(/Purchasing opens soon/)).not.toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Amount').nextElementSibling?.textContent).toBe('$100.00 – $1,000.00');
    expect(within(cards[0]).getByText('45%')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Amount').nextElementSibling?.textContent).toBe('$1,000.00 – $5,000.00');
    expect(within(cards[1]).getByText('90%')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Buy plan' })).toHaveAccessibleDescription('Growth plan');
    // The button sits last in every card, so a row of cards lines them up at the bottom (margin-top: auto),
    // and the list fits its columns to its cards.
    for (const card of cards) expect(card.lastElementChild).toContainElement(within(card).getByRole('button', { name: 'Buy plan' }));
    expect(cards[0].closest('ul')).toHaveClass('plan-grid');
    expect(within(cards[0]).getByText('Amount').nextElementSibling).toHaveClass('plan-amount-range');
    // The fee is known on the card, before the payment page.
    expect(within(cards[0]).getByText('Deposit fee').nextElementSibling?.textContent).toBe(
      '$20.00 in BTC, ETH, XRP or SOL; $10.00 in USDT; none from the account balance',
    );
    expect(within(cards[0]).getByText('Paid in total').nextElementSibling?.textContent).toBe('Amount plus fee, e.g. $120.00 for $100.00 in BTC');
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

describe('Buy plan modal', () => {
  it('says each missing field under it, focuses the first, and stores nothing', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('heading', { name: 'Buy the Starter plan' })).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount ($)');
    const method = within(dialog).getByLabelText('Payment option');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Please fill in all the fields$/);
    // Said once: the payment option says what it lacks instead of repeating the spec's message.
    expect(method).toHaveAccessibleDescription('Choose a payment option.');
    expect(within(dialog).getAllByText('Please fill in all the fields')).toHaveLength(1);
    expect(amount).toHaveFocus();

    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(method).toHaveAttribute('aria-invalid', 'true');
    expect(method).toHaveFocus();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);

    await user.clear(amount);
    await user.selectOptions(method, 'Bitcoin');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/Please fill in all the fields$/);
    expect(method).not.toHaveAttribute('aria-invalid');

    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
    expect(sessionStorage).toHaveLength(0);
    expect(screen.queryByText('Payment page marker')).not.toBeInTheDocument();
  });

  it('says what is wrong with an amount that is not dollars and cents, not the plan limits', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Bitcoin');

    for (const [typed, message] of [
      ['abc', 'The amount must be a number of dollars, such as 250 or 250.50.'],
      ['-50', 'The amount must be a positive number of dollars.'],
      ['1e3', 'Enter whole dollars and cents only, such as 1000 or 1000.50, without an exponent.'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
      expect(within(dialog).queryByText(/Please deposit between/)).not.toBeInTheDocument();
    }
    expect(sessionStorage).toHaveLength(0);
  });

  it('shows the deposit fee and the total paid before continuing', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);
    const fee = () => within(dialog).getByText(/^Deposit fee:/);

    expect(fee()).toHaveTextContent('Deposit fee: $20.00 in BTC, ETH, XRP or SOL; $10.00 in USDT; none from the account balance.');
    await user.type(within(dialog).getByLabelText('Amount ($)'), '250');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Bitcoin');
    expect(fee()).toHaveTextContent('Deposit fee: $20.00. Paid in total: $270.00');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Tether (USDT)');
    expect(fee()).toHaveTextContent('Deposit fee: $10.00. Paid in total: $260.00');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Account balance');
    expect(fee()).toHaveTextContent('Deposit fee: none. Paid in total: $250.00');
  });

  it('refuses an amount outside the plan limits and stores nothing', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);

    await user.type(within(dialog).getByLabelText('Amount ($)'), '99.99');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Ethereum');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Please deposit between \$100\.00 and \$1,000\.00 for this plan$/);

    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '1000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please deposit between $100.00 and $1,000.00 for this plan');

    expect(sessionStorage).toHaveLength(0);
    expect(screen.queryByText('Payment page marker')).not.toBeInTheDocument();
  });

  it('previews the payout after the plan duration, only for an amount the plan accepts', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user, 1);
    const prompt = "Enter an amount within the plan's limits to see the estimated payout after a period of 45 days.";

    expect(within(dialog).getByText(prompt)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount ($)'), '2,000');
    // 2,000 x 2% x 45 days = 1,800 returns, plus the capital.
    expect(within(dialog).getByText(/Estimated payout:/)).toHaveTextContent('Estimated payout: $3,800.00 after a period of 45 days');

    // Above the plan's $5,000: refused, so no payout is promised for it.
    await user.type(within(dialog).getByLabelText('Amount ($)'), '0');
    expect(within(dialog).queryByText(/Estimated payout:/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(prompt)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveAccessibleDescription(/Please deposit between \$1,000\.00 and \$5,000\.00 for this plan$/);
    expect(within(dialog).queryByText(/Estimated payout:/)).not.toBeInTheDocument();
  });

  it('stores the choice in session storage and goes to the coin page on Continue', async () => {
    const { calls } = mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);

    await user.type(within(dialog).getByLabelText('Amount ($)'), '500');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Tether (USDT)');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Payment page marker')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(PURCHASE_KEY)!)).toEqual({ amount: 500_00, payment_method: 'USDT', plan_id: 1, disclosure_accepted: false });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows a plan's risk text and asks for the tick before going on; the tick travels with the purchase", async () => {
    const risky = testPlan({
      id: 3,
      title: 'Risky',
      min_amount: 100_00,
      max_amount: 1_000_00,
      risk_disclosure: 'You may lose the capital.',
      early_redemption_penalty_percent: 5,
    });
    mockFetch({ 'GET /plans': { body: [risky] } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);
    expect(within(dialog).getByText('You may lose the capital.')).toBeInTheDocument();
    expect(within(dialog).getByText('Early redemption with a penalty of 5% of the capital.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount ($)'), '500');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Tether (USDT)');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const tick = within(dialog).getByRole('checkbox', { name: 'I have read the risks of this plan' });
    await waitFor(() => expect(tick).toHaveAccessibleDescription('Please confirm that you have read the plan’s risks.'));
    expect(tick).toHaveFocus();
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();

    await user.click(tick);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Payment page marker')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(PURCHASE_KEY)!)).toEqual({ amount: 500_00, payment_method: 'USDT', plan_id: 3, disclosure_accepted: true });
  });

  it('buys from the account balance after its review sheet, refreshes the user and opens the plans', async () => {
    const { calls } = mockFetch({
      'GET /plans': { body: PLANS },
      'POST /deposit': { status: 201, body: { message: 'Plan purchased from your balance. It has started.' } },
      'POST /me': { body: { ...IVY, wallet: 300_00 } },
    });
    const { user, store } = renderBuyPlan();
    const dialog = await openModal(user);

    await user.type(within(dialog).getByLabelText('Amount ($)'), '500');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Account balance');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('dialog', { name: 'Review your purchase' });
    const fact = (label: string) => within(confirm).getByText(label).nextElementSibling?.textContent;
    expect(fact('Plan')).toBe('Starter');
    expect(fact('Amount')).toBe('$500.00');
    expect(fact('Paid from')).toBe('Account balance');
    expect(fact('Balance now')).toBe('$800.00');
    expect(fact('Balance after')).toBe('$300.00');
    expect(fact('What happens next')).toMatch(/plan starts at once/);
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Back' })).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm purchase' }));

    expect(await screen.findByText('Plans page marker')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/deposit')?.body).toEqual({
      plan_id: 1,
      amount: 500_00,
      payment_method: 'BALANCE',
      type: 'deposit',
      user_id: 7,
    });
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Plan purchased from your balance. It has started.', variant: 'success' }));
    await waitFor(() => expect(store.getState().auth.user?.wallet).toBe(300_00));
    expect(sessionStorage).toHaveLength(0);
  });

  it('clears the range error once the amount typed is within the limits', async () => {
    mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);
    const amount = within(dialog).getByLabelText('Amount ($)');

    await user.type(amount, '50');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Bitcoin');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please deposit between $100.00 and $1,000.00 for this plan');

    await user.type(amount, '0');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Payment page marker')).toBeInTheDocument();
  });

  it('shows the balance when paying from it and says at once, under the amount, when it is too low', async () => {
    const { calls } = mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);
    const amount = within(dialog).getByLabelText('Amount ($)');

    await user.type(amount, '900');
    expect(within(dialog).queryByText(/Your balance/)).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Account balance');
    expect(within(dialog).getByText(/Your balance/)).toHaveTextContent('Your balance: $800.00');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Insufficient balance: you have \$800\.00\.$/));
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Review your purchase' })).not.toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '800');
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the server message when the balance is too low', async () => {
    mockFetch({
      'GET /plans': { body: PLANS },
      'POST /deposit': { status: 422, body: { message: 'Insufficient balance', errors: { amount: ['Insufficient balance'] } } },
    });
    const { user } = renderBuyPlan();
    const dialog = await openModal(user);

    // The balance known here ($800.00) was spent elsewhere meanwhile: the server refuses.
    await user.type(within(dialog).getByLabelText('Amount ($)'), '700');
    await user.selectOptions(within(dialog).getByLabelText('Payment option'), 'Account balance');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm purchase' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Insufficient balance');
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Insufficient balance', variant: 'error' }));
    expect(screen.queryByText('Plans page marker')).not.toBeInTheDocument();
  });
});

describe('buy plan in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('buy-plan')));
  // Unmounted first, so English comes back with nothing on screen to re-render.
  afterEach(() => {
    cleanup();
    return activateLocale('en');
  });

  it('shows the page, the payment options and the balance in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /plans': { body: PLANS } });
    const { user } = renderBuyPlan();

    expect(screen.getByRole('heading', { level: 1, name: 'Comprar plan' })).toBeInTheDocument();
    expect(screen.getByText('Elija un plan, introduzca un importe y pague en criptomonedas o con el saldo de su cuenta.')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    // A no-break space before US$, and four-digit amounts grouped (Intl's Spanish currency format).
    expect(within(cards[0]).getByText('Importe').nextElementSibling?.textContent).toBe('100,00\u00a0US$ – 1.000,00\u00a0US$');
    await user.click(within(cards[0]).getByRole('button', { name: 'Comprar plan' }));
    const dialog = screen.getByRole('dialog');
    const method = within(dialog).getByLabelText('Forma de pago');
    await user.selectOptions(method, 'Saldo de la cuenta');
    expect(dialog.querySelector('.balance-note')?.textContent).toBe('Su saldo: 800,00\u00a0US$');
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });
});
