import {
  mockFetch,
  renderWithProviders,
  testApproval,
  testApprovalList,
  testUser,
  toasts,
  type MockRouteFor,
  type RecordedRequest,
  testPlan,
} from '@arcvest/shared/test';
import { APPROVAL_MESSAGES } from '@arcvest/shared/rules';
import { activateLocale, addCatalogue, type Plan } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import AdminBuyPlanPage from './admin-buy-plan-page';
import { pageMessages } from '../../messages';

const PLANS: Plan[] = [
  testPlan({ id: 1, title: 'Starter', roi: 1.5, duration: 30, min_amount: 10_000, max_amount: 100_000 }),
  testPlan({ id: 2, title: 'Growth', roi: 2, duration: 45, min_amount: 100_000, max_amount: 500_000 }),
];
const USERS = '/dashboard/admin/manage-users';
const DEPOSIT = 'POST /admin-deposit';

function renderPage() {
  return renderWithProviders(<AdminBuyPlanPage />, {
    route: `${USERS}/7/buy-plan`,
    path: `${USERS}/:id/buy-plan`,
    otherRoutes: { [`${USERS}/:id/user-plans`]: <p>Active plans marker</p> },
  });
}

const routes = (deposit: MockRouteFor<typeof DEPOSIT> = { status: 201, body: { message: 'Plan bought for ivy.' } }) =>
  mockFetch({ 'GET /plans': { body: PLANS }, 'GET /user/7': { body: testUser() }, [DEPOSIT]: deposit });

const deposits = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'POST');

async function openModal(user: ReturnType<typeof renderPage>['user'], index = 0) {
  const cards = await screen.findAllByRole('article');
  await user.click(within(cards[index]).getByRole('button', { name: 'Buy plan' }));
  return within(screen.getByRole('dialog'));
}

describe('Admin: buy a plan for a user', () => {
  it('names the user and shows a card per plan with roi, duration, total returns and the amounts', async () => {
    routes();
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Buy a plan for ivy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to ivy' })).toHaveAttribute('href', `${USERS}/7`);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('1.5% daily');
    expect(within(cards[0]).getByText('30 days')).toBeInTheDocument();
    expect(within(cards[0]).getByText('45%')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Amount').nextElementSibling?.textContent).toBe('$100.00 – $1,000.00');
    expect(within(cards[1]).getByRole('button', { name: 'Buy plan' })).toHaveAccessibleDescription('Growth plan');
  });

  it("checks the fields with the buy-plan client checks' messages (docs/errors-and-messages.md#client-checks), and previews the payout over the plan's duration", async () => {
    const { calls } = routes();
    const { user } = renderPage();
    const dialog = await openModal(user);

    expect(dialog.getByText("Enter an amount within the plan's limits to see the estimated payout after a period of 30 days.")).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Deposit' }));
    expect(dialog.getByLabelText('Amount ($)')).toHaveAccessibleDescription(/Please fill in all the fields$/);
    // The spec's message once: the second missing field says what it lacks.
    expect(dialog.getByLabelText('Coin')).toHaveAccessibleDescription('Choose a payment option.');
    expect(dialog.getByLabelText('Amount ($)')).toHaveFocus();

    await user.type(dialog.getByLabelText('Amount ($)'), '50');
    await user.selectOptions(dialog.getByLabelText('Coin'), 'USDT');
    expect(dialog.getByRole('alert')).toHaveTextContent('Please deposit between $100.00 and $1,000.00 for this plan');
    expect(dialog.queryByText(/^Estimated payout:/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Deposit' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please deposit between $100.00 and $1,000.00 for this plan');

    await user.clear(dialog.getByLabelText('Amount ($)'));
    await user.type(dialog.getByLabelText('Amount ($)'), '250');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByText(/^Estimated payout:/)).toHaveTextContent('Estimated payout: $362.50 after a period of 30 days');
    expect(dialog.getByRole('option', { name: 'Tether (USDT)' })).toBeInTheDocument();
    expect(
      dialog
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean)
        .sort(),
    ).toEqual(['BTC', 'ETH', 'SOL', 'USDT', 'XRP']);
    expect(deposits(calls)).toHaveLength(0);
  });

  it('sends the dollars typed as cents after a confirm step naming the user, then shows the plans page', async () => {
    const { calls } = routes();
    const { user } = renderPage();
    const dialog = await openModal(user, 1);

    await user.type(dialog.getByLabelText('Amount ($)'), '1,250.50');
    await user.selectOptions(dialog.getByLabelText('Coin'), 'USDT');
    expect(dialog.getByText(/^Estimated payout:/)).toHaveTextContent('after a period of 45 days');
    await user.click(dialog.getByRole('button', { name: 'Deposit' }));

    const confirm = within(screen.getByRole('dialog', { name: 'Confirm deposit' }));
    expect(confirm.getByText(/^Buy the Growth plan for/)).toHaveTextContent('Buy the Growth plan for ivy with a deposit of $1,250.50 paid in Tether (USDT)?');
    expect(deposits(calls)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Confirm deposit' }));

    expect(await screen.findByText('Active plans marker')).toBeInTheDocument();
    expect(deposits(calls).map((call) => [call.path, call.body])).toEqual([
      ['/admin-deposit', { plan_id: 2, user_id: 7, type: 'deposit', payment_method: 'USDT', amount: 125_050 }],
    ]);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Plan bought for ivy.', variant: 'success' }]));
  });

  it('with four-eyes on, says on the page and in the confirm step that the purchase waits, then toasts the 202 and shows the plans page', async () => {
    const request = testApproval({ id: 13, kind: 'plan.buy_for_user', summary: 'Buy Growth for ivy: $1,250.50 paid in USDT' });
    mockFetch({
      'GET /plans': { body: PLANS },
      'GET /user/7': { body: testUser() },
      'GET /approvals': { body: testApprovalList() },
      [DEPOSIT]: { status: 202, body: { message: APPROVAL_MESSAGES.waiting, approval: request } },
    });
    const { user } = renderPage();
    expect(await screen.findByText(APPROVAL_MESSAGES.needsSecondPerson)).toBeInTheDocument();
    const dialog = await openModal(user, 1);
    await user.type(dialog.getByLabelText('Amount ($)'), '1,250.50');
    await user.selectOptions(dialog.getByLabelText('Coin'), 'USDT');
    await user.click(dialog.getByRole('button', { name: 'Deposit' }));

    const confirm = screen.getByRole('dialog', { name: 'Confirm deposit' });
    expect(confirm).toHaveTextContent(APPROVAL_MESSAGES.needsSecondPerson);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Active plans marker')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([{ message: APPROVAL_MESSAGES.waiting, variant: 'success' }]));
  });

  it('with four-eyes off, says that one person approves alone', async () => {
    mockFetch({ 'GET /plans': { body: PLANS }, 'GET /user/7': { body: testUser() }, 'GET /approvals': { body: testApprovalList([], { four_eyes: false }) } });
    renderPage();
    expect(await screen.findByRole('note')).toHaveTextContent(APPROVAL_MESSAGES.singleApprover);
  });

  it('shows a refusal as an error in the confirm step and in a toast, and stays', async () => {
    routes({ status: 422, body: { message: 'This plan no longer exists.' } });
    const { user } = renderPage();
    const dialog = await openModal(user);

    await user.type(dialog.getByLabelText('Amount ($)'), '100');
    await user.selectOptions(dialog.getByLabelText('Coin'), 'BTC');
    await user.click(dialog.getByRole('button', { name: 'Deposit' }));
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));

    // In the dialog: the toast is an alert too, outside it, and may already show.
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This plan no longer exists.');
    await waitFor(() => expect(toasts()).toEqual([{ message: 'This plan no longer exists.', variant: 'error' }]));
    expect(screen.queryByText('Active plans marker')).not.toBeInTheDocument();
  });

  it('closes on Cancel, sending nothing', async () => {
    const { calls } = routes();
    const { user } = renderPage();
    const dialog = await openModal(user);

    await user.type(dialog.getByLabelText('Amount ($)'), '100');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deposits(calls)).toHaveLength(0);
  });
});

describe('buying a plan for a user in Portuguese', () => {
  beforeAll(() => addCatalogue(pageMessages('user-plans-admin')));
  afterEach(() => activateLocale('en'));

  it('names the user, the coin field and the confirm step in Portuguese, with the amount in Brazilian figures', async () => {
    await activateLocale('pt-BR');
    const { calls } = routes();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comprar um plano para ivy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Voltar para ivy' })).toHaveAttribute('href', `${USERS}/7`);
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[1]).getByRole('button', { name: 'Comprar plano' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('option', { name: 'Escolha uma moeda' })).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Valor ($)'), '1250.50');
    await user.selectOptions(dialog.getByLabelText('Moeda'), 'USDT');
    await user.click(dialog.getByRole('button', { name: 'Depositar' }));

    const confirm = within(screen.getByRole('dialog', { name: 'Confirmar depósito' }));
    expect(confirm.getByText(/^Comprar o plano Growth para/)).toHaveTextContent(
      'Comprar o plano Growth para ivy com um depósito de US$ 1.250,50 pago em Tether (USDT)? O depósito é registrado como confirmado e o plano começa na hora.',
    );
    expect(confirm.getByText('ivy')).toHaveAttribute('translate', 'no');
    expect(deposits(calls)).toHaveLength(0);
  });
});
