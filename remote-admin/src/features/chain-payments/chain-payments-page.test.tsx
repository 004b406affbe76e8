import { mockFetch, renderWithProviders, toasts, type RecordedRequest } from '@arcvest/shared/test';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import ChainPaymentsPage from './chain-payments-page';
import { exception, TEST_EXCEPTIONS, TEST_RECONCILIATION } from './test-invoices';
import { loadMessages, pageMessages } from '../../messages';

const URL_PATH = '/dashboard/admin/chain-payments';

function renderPage() {
  return renderWithProviders(<ChainPaymentsPage />, { staffRole: 'owner', route: URL_PATH, path: URL_PATH });
}

const listCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'GET' && call.path === '/invoice-exceptions');
const decisions = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'POST');
const waitingSection = () => screen.getByRole('region', { name: 'Waiting for a decision' });
const cardOf = async (username: string) => within(waitingSection()).findByRole('article', { name: new RegExp(`^${username}`) });

describe('Chain payments', () => {
  it('lists the undecided exceptions with due and paid in the coin and in dollars, then the decided and overpaid ones', async () => {
    mockFetch({ 'GET /invoice-exceptions': { body: TEST_EXCEPTIONS }, 'GET /chain-reconciliation': { body: TEST_RECONCILIATION } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Chain payments' })).toBeInTheDocument();
    expect(within(waitingSection()).getByRole('status')).toHaveTextContent('Loading the payments waiting for a decision');
    const cards = await within(waitingSection()).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent)).toEqual([
      'bobInvoice #44 · BTC',
      'carolInvoice #43 · ETH',
    ]);
    const bob = cards[0];
    expect(within(bob).getByText('Paid late')).toBeInTheDocument();
    expect(within(bob).getByText('Due').nextElementSibling).toHaveTextContent('$505.00 0.005100 BTC');
    expect(within(bob).getByText('Paid').nextElementSibling).toHaveTextContent('$505.00 0.005100 BTC');
    expect(within(cards[1]).getByText('Paid partially')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Paid').nextElementSibling).toHaveTextContent('$300.00 0.100000 ETH');

    const history = within(screen.getByRole('region', { name: 'Decided and overpaid' })).getAllByRole('listitem');
    expect(history.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^dave Invoice #42Paid partially\$300\.00 0\.100000 ETHRejected · “Sent from an exchange we cannot pay back\.”Nov 19, 2026/),
      expect.stringMatching(/^erin Invoice #41Overpaid\$600\.00 0\.200000 ETHPlan started, surplus credited/),
    ]);
  });

  it('keeps the decisions of an invoice whose payments lack confirmations disabled, and says why', async () => {
    mockFetch({ 'GET /invoice-exceptions': { body: TEST_EXCEPTIONS }, 'GET /chain-reconciliation': { body: TEST_RECONCILIATION } });
    renderPage();

    const carol = await cardOf('carol');
    for (const name of ['Start plan', 'Credit to balance', 'Reject']) {
      const button = within(carol).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Some of its payments do not have their confirmations yet. Decide once they do.');
    }
    expect(within(await cardOf('bob')).getByRole('button', { name: 'Start plan' })).toBeEnabled();
  });

  it('says when nothing waits and nothing was decided, and when everything received is in the ledger', async () => {
    mockFetch({ 'GET /invoice-exceptions': { body: [] }, 'GET /chain-reconciliation': { body: [{ ...TEST_RECONCILIATION[1] }] } });
    renderPage();

    expect(await screen.findByText('No payment waits for a decision.')).toBeInTheDocument();
    expect(screen.getByText('No decisions yet.')).toBeInTheDocument();
    expect(await screen.findByText('Everything received is in the ledger.')).toBeInTheDocument();
  });

  it('starts the plan after a review naming the user and the amounts, and reloads the queue', async () => {
    let decided = false;
    const { calls } = mockFetch({
      'GET /invoice-exceptions': () => ({ body: decided ? TEST_EXCEPTIONS.slice(1) : TEST_EXCEPTIONS }),
      'GET /chain-reconciliation': { body: TEST_RECONCILIATION },
      'POST /invoices/44/decision': () => {
        decided = true;
        return { body: { ...TEST_EXCEPTIONS[0], resolution: 'plan-started' } };
      },
    });
    const { user } = renderPage();

    await user.click(within(await cardOf('bob')).getByRole('button', { name: 'Start plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Start plan' });
    expect(dialog).toHaveTextContent('Start plan #2 for bob (user #11) with what they paid, less the fee? A confirmed deposit of $500.00 is recorded.');
    expect(within(dialog).getByText('Paid').nextElementSibling).toHaveTextContent('$505.00 0.005100 BTC');
    expect(within(dialog).getByText('Fee').nextElementSibling).toHaveTextContent('$5.00');
    expect(decisions(calls)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Start plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions(calls).map((call) => [call.path, call.body])).toEqual([['/invoices/44/decision', { action: 'start-plan' }]]);
    expect(toasts()).toContainEqual({ message: 'The plan of bob started with $500.00.', variant: 'success' });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    await waitFor(() => expect(within(waitingSection()).queryByRole('article', { name: /^bob/ })).not.toBeInTheDocument());
  });

  it('keeps the start-plan step open with the server’s reason when what was paid does not fit the plan', async () => {
    const outside = 'What was paid comes to $295.00 after the fee, outside this plan’s $500.00 to $5,000.00. Credit it to the balance or reject it.';
    mockFetch({
      'GET /invoice-exceptions': { body: [exception(45)] },
      'GET /chain-reconciliation': { body: [] },
      'POST /invoices/45/decision': { status: 422, body: { message: outside, errors: { action: [outside] } } },
    });
    const { user } = renderPage();

    await user.click(within(await cardOf('alice')).getByRole('button', { name: 'Start plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Start plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Start plan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(outside);
    expect(screen.getByRole('dialog', { name: 'Start plan' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('credits to the balance after a review naming the user and the amount', async () => {
    const { calls } = mockFetch({
      'GET /invoice-exceptions': { body: [exception(45)] },
      'GET /chain-reconciliation': { body: [] },
      'POST /invoices/45/decision': { body: { ...exception(45), resolution: 'credited' } },
    });
    const { user } = renderPage();

    await user.click(within(await cardOf('alice')).getByRole('button', { name: 'Credit to balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit to balance' });
    expect(dialog).toHaveTextContent('Credit what alice (user #10) paid to their balance? No plan starts.');
    expect(within(dialog).getByText('Credited').nextElementSibling).toHaveTextContent('$300.00');
    await user.click(within(dialog).getByRole('button', { name: 'Credit to balance' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions(calls).map((call) => call.body)).toEqual([{ action: 'credit' }]);
    expect(toasts()).toContainEqual({ message: '$300.00 credited to the balance of alice.', variant: 'success' });
  });

  it('asks for the reason the user sees before rejecting, and sends it trimmed', async () => {
    const { calls } = mockFetch({
      'GET /invoice-exceptions': { body: [exception(45)] },
      'GET /chain-reconciliation': { body: [] },
      'POST /invoices/45/decision': { body: { ...exception(45), resolution: 'rejected', resolution_note: 'Wrong coin.' } },
    });
    const { user } = renderPage();

    await user.click(within(await cardOf('alice')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payment' });
    expect(dialog).toHaveTextContent('Reject the payment of alice (user #10) for invoice #45? Nothing is credited and no plan starts');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('The user sees this reason'));

    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByText('Give the reason the user will see.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(decisions(calls)).toHaveLength(0);

    await user.type(reason, '  Wrong coin.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions(calls).map((call) => call.body)).toEqual([{ action: 'reject', reason: 'Wrong coin.' }]);
    expect(toasts()).toContainEqual({ message: 'The payment of alice was rejected.', variant: 'success' });
  });

  it('puts the server’s refusal of a reason under the field and keeps the dialog open', async () => {
    const refusal = 'Give the reason the user will see.';
    mockFetch({
      'GET /invoice-exceptions': { body: [exception(45)] },
      'GET /chain-reconciliation': { body: [] },
      'POST /invoices/45/decision': { status: 422, body: { message: refusal, errors: { reason: [refusal] } } },
    });
    const { user } = renderPage();

    await user.click(within(await cardOf('alice')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payment' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));

    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Reject payment' })).toBeInTheDocument();
  });

  it.each([
    ['Start plan', 'Start plan'],
    ['Credit to balance', 'Credit to balance'],
    ['Reject', 'Reject payment'],
  ])('closes the %s step on a 409 with a toast, and reloads the lists', async (action, confirm) => {
    const decided = 'This invoice has already been decided.';
    const { calls } = mockFetch({
      'GET /invoice-exceptions': { body: [exception(45)] },
      'GET /chain-reconciliation': { body: [] },
      'POST /invoices/45/decision': { status: 409, body: { message: decided } },
    });
    const { user } = renderPage();

    await user.click(within(await cardOf('alice')).getByRole('button', { name: action }));
    const dialog = screen.getByRole('dialog');
    if (action === 'Reject') await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too late.');
    await user.click(within(dialog).getByRole('button', { name: confirm }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toContainEqual({ message: decided, variant: 'error' });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/chain-reconciliation')).toHaveLength(2);
  });

  it('shows per coin what was received and credited, and each payment not in the ledger with its explorer link', async () => {
    mockFetch({ 'GET /invoice-exceptions': { body: [] }, 'GET /chain-reconciliation': { body: TEST_RECONCILIATION } });
    renderPage();

    const section = screen.getByRole('region', { name: 'Reconciliation' });
    const coins = await within(section).findAllByRole('heading', { level: 3 });
    expect(coins.map((heading) => heading.textContent)).toEqual(['BTC', 'ETH', 'Not in the ledger']);
    const btc = coins[0].closest('li')!;
    expect(within(btc).getByText('Received').nextElementSibling).toHaveTextContent('0.005100 BTC');
    expect(within(btc).getByText('Credited').nextElementSibling).toHaveTextContent('0.000000 BTC');
    const link = within(section).getByRole('link', { name: `Transaction ${'ab'.repeat(32)} in a block explorer (opens in a new tab)` });
    expect(link).toHaveAttribute('href', `https://mempool.space/tx/${'ab'.repeat(32)}`);
    expect(link.closest('li')).toHaveTextContent(/^bob Invoice #440\.005100 BTCPaid late · 3 confirmationsSeen Nov 20, 2026/);
    expect(within(section).queryByText('Everything received is in the ledger.')).not.toBeInTheDocument();
  });

  it('shows an error with a retry for each list that fails to load', async () => {
    let failing = true;
    mockFetch({
      'GET /invoice-exceptions': () => (failing ? { status: 500, body: { message: 'Database unavailable.' } } : { body: [exception(45)] }),
      'GET /chain-reconciliation': () => (failing ? { status: 500, body: { message: 'Database unavailable.' } } : { body: [] }),
    });
    const { user } = renderPage();

    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    failing = false;
    for (const retry of retries) await user.click(retry);
    expect(await cardOf('alice')).toBeInTheDocument();
    expect(await screen.findByText('No coin is settled on chain yet.')).toBeInTheDocument();
  });
});

describe('chain-payments in Portuguese', () => {
  beforeAll(() => {
    addCatalogue(pageMessages('chain-payments'));
    addCatalogue(loadMessages);
  });
  afterEach(() => activateLocale('en'));

  it('shows the queue, the history and the reconciliation in Portuguese, amounts and dates in its format', async () => {
    await activateLocale('pt-BR');
    mockFetch({ 'GET /invoice-exceptions': { body: TEST_EXCEPTIONS }, 'GET /chain-reconciliation': { body: TEST_RECONCILIATION } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Pagamentos na blockchain' })).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'Aguardando decisão' });
    const cards = await within(waiting).findAllByRole('article');
    expect(within(cards[0]).getByRole('heading').textContent).toBe('bobFatura nº 44 · BTC');
    expect(within(cards[0]).getByText('Paga com atraso')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Devido').nextElementSibling).toHaveTextContent(/^US\$ 505,00/);
    expect(cards[0]).toHaveTextContent(/Criada em 20 de nov\. de 2026, \d{1,2}:\d{2}, preço travado até 20 de nov\. de 2026/);
    expect(within(cards[1]).getByRole('button', { name: 'Iniciar plano' })).toHaveAccessibleDescription(
      'Alguns dos pagamentos ainda não têm as confirmações. Decida quando tiverem.',
    );

    const history = within(screen.getByRole('region', { name: 'Decididos e pagos a mais' })).getAllByRole('listitem');
    expect(history.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^dave Fatura nº 42Paga parcialmente.*Rejeitado · “Sent from an exchange we cannot pay back\.”19 de nov\. de 2026/),
      expect.stringMatching(/^erin Fatura nº 41Paga a mais.*Plano iniciado, excedente creditado/),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Conciliação' })).toBeInTheDocument();
  });

  it('asks in Portuguese for the reason the user will see before rejecting, sending nothing', async () => {
    await activateLocale('pt-BR');
    const { calls } = mockFetch({ 'GET /invoice-exceptions': { body: [exception(45)] }, 'GET /chain-reconciliation': { body: [] } });
    const { user } = renderPage();

    const card = await within(screen.getByRole('region', { name: 'Aguardando decisão' })).findByRole('article', { name: /^alice/ });
    await user.click(within(card).getByRole('button', { name: 'Rejeitar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rejeitar pagamento' });
    expect(dialog).toHaveTextContent('Rejeitar o pagamento de alice (usuário nº 10) para a fatura nº 45? Nada é creditado e nenhum plano começa');
    expect(within(dialog).getByText('Pago').nextElementSibling).toHaveTextContent(/^US\$ 300,00/);
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    expect(reason).toHaveAccessibleDescription('O usuário vê este motivo na fatura. No máximo 500 caracteres.');

    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar pagamento' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Informe o motivo que o usuário verá.')));
    expect(decisions(calls)).toEqual([]);
  });
});
