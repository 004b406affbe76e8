import { mockFetch, renderWithProviders, toasts, type MockRouteFor, type RecordedRequest } from '@arcvest/shared/test';
import { MAX_TRANSACTION_REJECTION_REASON_LENGTH } from '@arcvest/shared/rules';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ManageWithdrawalsPage from './manage-withdrawals-page';
import { TEST_WITHDRAWALS } from './test-transactions';
import { loadMessages, pageMessages } from '../../messages';

const URL_PATH = '/dashboard/admin/manage-withdrawals';
const REASON_FIELD = 'Reason shown to the investor';

/** The withdrawals page with erin's pending withdrawal #52, and what the reject call answers. */
function renderRejection(answer: MockRouteFor<'POST /reject-transaction/52'> = { body: { message: 'Transaction rejected.' } }) {
  const { calls } = mockFetch({
    'GET /all-transactions': { body: { items: TEST_WITHDRAWALS, next_cursor: null } },
    'POST /reject-transaction/52': answer,
  });
  const rendered = renderWithProviders(<ManageWithdrawalsPage />, { staffRole: 'finance', route: `${URL_PATH}?status=all`, path: URL_PATH });
  const open = async () => {
    await rendered.user.click(await screen.findByRole('button', { name: /^erin/ }));
    await rendered.user.click(screen.getByRole('button', { name: 'Reject' }));
    return screen.getByRole('dialog', { name: 'Reject withdrawal' });
  };
  const sent = () => calls.filter((call: RecordedRequest) => call.method === 'POST').map((call) => call.body);
  return { ...rendered, open, sent };
}

describe('Rejecting a withdrawal', () => {
  it('asks for an optional reason, labelled with its limit, focused first, and sends it trimmed', async () => {
    const { user, open, sent } = renderRejection();
    const step = await open();
    const reason = within(step).getByRole('textbox', { name: REASON_FIELD });
    expect(reason).toHaveFocus();
    expect(reason).not.toBeRequired();
    expect(reason).toHaveAttribute('maxlength', String(MAX_TRANSACTION_REJECTION_REASON_LENGTH));
    expect(reason).toHaveAccessibleDescription('They read it in their notification, email and history. Optional, at most 300 characters.');

    await user.type(reason, '  The address belongs to a mixing service.  ');
    await user.click(within(step).getByRole('button', { name: 'Reject withdrawal' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction rejected.', variant: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent()).toEqual([{ reason: 'The address belongs to a mixing service.' }]);
  });

  it('sends no body when the reason is left blank, as the spec calls it', async () => {
    const { user, open, sent } = renderRejection();
    const step = await open();
    await user.type(within(step).getByRole('textbox', { name: REASON_FIELD }), '   ');
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction rejected.', variant: 'success' }));
    expect(sent()).toEqual([undefined]);
  });

  it("shows the server's refusal of the reason under the field, focused, and stays open to correct it", async () => {
    const refusal = 'Please keep the reason to 300 characters.';
    const { user, open, sent } = renderRejection({ status: 422, body: { message: refusal, errors: { reason: [refusal] } } });
    const step = await open();
    const reason = within(step).getByRole('textbox', { name: REASON_FIELD });
    await user.type(reason, 'Too long, the server says');
    await user.click(within(step).getByRole('button', { name: 'Reject withdrawal' }));

    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Reject withdrawal' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    expect(sent()).toEqual([{ reason: 'Too long, the server says' }]);
  });

  it('goes back to the details on Cancel or Escape, sending nothing', async () => {
    const { user, open, sent } = renderRejection();
    const step = await open();
    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Withdrawal details' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('dialog', { name: 'Reject withdrawal' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Withdrawal details' })).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('closes with the server’s message when another admin decided it meanwhile', async () => {
    const { user, open } = renderRejection({ status: 409, body: { message: 'This transaction has already been processed.' } });
    const step = await open();
    await user.click(within(step).getByRole('button', { name: 'Reject withdrawal' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'This transaction has already been processed.', variant: 'error' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('review-transactions in Spanish: rejecting a withdrawal', () => {
  beforeAll(() => {
    addCatalogue(pageMessages('review-transactions'));
    addCatalogue(loadMessages);
  });
  afterEach(() => activateLocale('en'));

  it('names the user, the amount and the refund in Spanish, and refuses a reason over the limit in Spanish before sending', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({ 'GET /all-transactions': { body: { items: TEST_WITHDRAWALS, next_cursor: null } } });
    const { user } = renderWithProviders(<ManageWithdrawalsPage />, { staffRole: 'finance', route: `${URL_PATH}?status=all`, path: URL_PATH });
    await user.click(await screen.findByRole('button', { name: /^erin/ }));
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));

    const step = screen.getByRole('dialog', { name: 'Rechazar retiro' });
    expect(step).toHaveTextContent('¿Rechazar el retiro de 300,00 US$ de erin (usuario n.º 12)? El importe vuelve a su saldo. Esto no se puede deshacer.');
    const reason = within(step).getByRole('textbox', { name: 'Motivo que verá el inversor' });
    expect(reason).toHaveAccessibleDescription('Lo leerá en su notificación, su correo electrónico y su historial. Opcional, como máximo 300 caracteres.');
    expect(within(step).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    // Pasted past the field's limit (a browser may let it through): the shared rule refuses it in Spanish.
    fireEvent.change(reason, { target: { value: 'a'.repeat(MAX_TRANSACTION_REJECTION_REASON_LENGTH + 1) } });
    await user.click(within(step).getByRole('button', { name: 'Rechazar retiro' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Limite el motivo a 300 caracteres.')));
    expect(calls.filter((call: RecordedRequest) => call.method === 'POST')).toEqual([]);
  });
});
