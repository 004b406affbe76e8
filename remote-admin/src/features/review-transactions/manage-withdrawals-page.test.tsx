import { mockFetch, renderWithProviders, testApproval, testApprovalList, toasts, type RecordedRequest } from '@arcvest/shared/test';
import { APPROVAL_MESSAGES } from '@arcvest/shared/rules';
import type { PaymentOption } from '@arcvest/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import ManageWithdrawalsPage from './manage-withdrawals-page';
import { TEST_WITHDRAWALS } from './test-transactions';

const URL_PATH = '/dashboard/admin/manage-withdrawals';

/** The deposits page's tests cover the shared list behaviour; these the withdrawal wording, fields and decisions. */
/** Every status unless a test says otherwise (the list itself opens on Pending: the deposits page tests that). */
function renderPage(route = `${URL_PATH}?status=all`) {
  return renderWithProviders(<ManageWithdrawalsPage />, { staffRole: 'owner', route, path: URL_PATH });
}

function listRoute(items = TEST_WITHDRAWALS) {
  return (request: RecordedRequest) => ({
    body: { items: items.filter((item) => !request.query.status || item.status === request.query.status), next_cursor: null },
  });
}

const listCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.path.startsWith('/all-transactions'));
const posts = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'POST').map((call) => call.path);

describe('Manage withdrawals', () => {
  it('asks for withdrawals only, by status, and has its own empty texts', async () => {
    const { calls } = mockFetch({ 'GET /all-transactions': listRoute() });
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage withdrawals' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading withdrawals');
    const [november] = await screen.findAllByRole('region');
    expect(
      within(november)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^erin\$300\.00USDTPending/), expect.stringMatching(/^frank\$120\.50BTCConfirmed/)]);
    expect(listCalls(calls)[0].query).toEqual({ type: 'withdrawal', limit: '25' });

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    expect(await screen.findByText('No failed withdrawals.')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.query).toEqual({ type: 'withdrawal', status: 'failed', limit: '25' });
  });

  it('shows the user, coin, network (TRC20 for USDT), address with a copy button and amount; no plan or reference', async () => {
    mockFetch({ 'GET /all-transactions': listRoute() });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^erin/ }));
    const dialog = screen.getByRole('dialog', { name: 'Withdrawal details' });
    const field = (term: string) => within(dialog).queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
    expect(field('User')).toBe('erin (user #12)');
    expect(field('Coin')).toBe('Tether (USDT)');
    expect(field('Network')).toBe('Tron (TRC-20)');
    expect(field('Amount')).toBe('$300.00');
    expect(field('Address')).toBe(`${TEST_WITHDRAWALS[0].address}Copy`);
    expect(field('Plan')).toBeUndefined();
    expect(field('Reference')).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(TEST_WITHDRAWALS[0].address);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Address copied.', variant: 'success' }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /^frank/ }));
    expect(within(screen.getByRole('dialog')).getByText('Bitcoin', { selector: 'dd' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('says so as an error when the browser refuses the clipboard', async () => {
    mockFetch({ 'GET /all-transactions': listRoute() });
    const { user } = renderPage();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    await user.click(await screen.findByRole('button', { name: /^erin/ }));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'The address could not be copied. Please select and copy it instead.', variant: 'error' }]));
  });

  it('rejects only after a confirm step that names the user, the amount and the refund', async () => {
    const { calls } = mockFetch({
      'GET /all-transactions': listRoute(),
      'POST /reject-transaction/52': { body: { message: 'Transaction rejected.' } },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^erin/ }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    expect(confirm).toHaveTextContent('Reject the withdrawal of $300.00 by erin (user #12)? The amount goes back to their balance. This cannot be undone.');
    expect(posts(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Reject withdrawal' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction rejected.', variant: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual(['/reject-transaction/52']);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
  });

  it('confirms only after a confirm step; Cancel sends nothing', async () => {
    const { calls } = mockFetch({
      'GET /all-transactions': listRoute(),
      // USDT paid out by hand: no payout id asked.
      'GET /payment-options': { body: [{ coin: 'USDT', settlement: 'manual', required_confirmations: null, payout_check: false }] },
      'POST /confirm-transaction/52': { body: { message: 'Transaction confirmed.' } },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^erin/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    let confirm = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    expect(within(confirm).queryByRole('textbox')).not.toBeInTheDocument();
    expect(confirm).toHaveTextContent(
      'Confirm the withdrawal of $300.00 by erin (user #12)? Confirm only once the payment has been sent to their address. This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Withdrawal details' })).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    confirm = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction confirmed.', variant: 'success' }));
    expect(posts(calls)).toEqual(['/confirm-transaction/52']);
  });

  it('shows a failed rejection as an error with the fallback when the server gives no message', async () => {
    mockFetch({ 'GET /all-transactions': listRoute(), 'POST /reject-transaction/52': { status: 500 } });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^erin/ }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject withdrawal' }));

    const confirm = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('The withdrawal could not be rejected. Please try again.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Withdrawal details' })).toBeInTheDocument();
  });

  it('asks for the payout’s transaction id when its coin is checked on chain, sends it, and shows the server’s refusal in the step', async () => {
    const options: PaymentOption[] = [{ coin: 'USDT', settlement: 'chain', required_confirmations: 20, payout_check: true }];
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /all-transactions': listRoute(),
      'GET /payment-options': { body: options },
      'POST /confirm-transaction/52': () =>
        ++attempts === 1
          ? {
              status: 422,
              body: {
                message: 'Invalid data',
                errors: { payout_txid: ['This transaction is not in a block yet. Confirm the withdrawal once it has a confirmation.'] },
              },
            }
          : { body: { message: 'Transaction confirmed.' } },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: /^erin/ }));
    // Confirm waits for the payment options: it is not yet known whether the payout's id is needed.
    const confirm = within(screen.getByRole('dialog', { name: 'Withdrawal details' })).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    const step = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    const field = await within(step).findByRole('textbox', { name: 'Payout transaction ID' });
    expect(field).toHaveAccessibleDescription(/checked on chain: in a block, paying this address the amount/);
    await user.type(field, 'ab'.repeat(32));
    await user.click(within(step).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('This transaction is not in a block yet.');

    await user.click(within(step).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Transaction confirmed.', variant: 'success' }));
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent).toEqual([{ payout_txid: 'ab'.repeat(32) }, { payout_txid: 'ab'.repeat(32) }]);
  });

  describe('with four-eyes approval on', () => {
    const LARGE = { ...TEST_WITHDRAWALS[0], amount: 2_000_00 };
    const request = testApproval({
      id: 11,
      kind: 'withdrawal.confirm',
      permission: 'money.decide',
      target: 'transaction:52',
      summary: "Confirm erin's withdrawal #52 of $2,000.00 in USDT",
    });

    it('says before confirming that a large withdrawal waits for a second person; after the 202 its row shows it waiting, without Confirm', async () => {
      let asked = false;
      const { calls } = mockFetch({
        'GET /all-transactions': listRoute([LARGE, TEST_WITHDRAWALS[1]]),
        'GET /approvals': () => ({ body: testApprovalList(asked ? [request] : []) }),
        'GET /payment-options': { body: [{ coin: 'USDT', settlement: 'manual', required_confirmations: null, payout_check: false }] },
        'POST /confirm-transaction/52': () => {
          asked = true;
          return { status: 202, body: { message: APPROVAL_MESSAGES.waiting, approval: request } };
        },
      });
      const { user } = renderPage();

      await user.click(await screen.findByRole('button', { name: /^erin/ }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
      await user.click(within(screen.getByRole('dialog', { name: 'Withdrawal details' })).getByRole('button', { name: 'Confirm' }));
      const confirmStep = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
      await waitFor(() => expect(confirmStep).toHaveTextContent(APPROVAL_MESSAGES.needsSecondPerson));
      await user.click(within(confirmStep).getByRole('button', { name: 'Confirm withdrawal' }));

      await waitFor(() => expect(toasts()).toContainEqual({ message: APPROVAL_MESSAGES.waiting, variant: 'success' }));
      const badge = await screen.findByText('Waiting for approval', { selector: '.review-row span' });
      expect(badge.closest('button')).toHaveTextContent(/^erin\$2,000\.00USDTWaiting for approval/);
      expect(posts(calls)).toEqual(['/confirm-transaction/52']);

      await user.click(screen.getByRole('button', { name: /^erin/ }));
      const details = screen.getByRole('dialog', { name: 'Withdrawal details' });
      expect(within(details).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
      expect(within(details).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
      expect(within(details).getByRole('region', { name: 'Waiting for approval' })).toHaveTextContent("Confirm erin's withdrawal #52");
    });

    it('says nothing of approval before confirming a withdrawal under the threshold', async () => {
      mockFetch({
        'GET /all-transactions': listRoute(),
        'GET /approvals': { body: testApprovalList([]) },
        'GET /payment-options': { body: [{ coin: 'USDT', settlement: 'manual', required_confirmations: null, payout_check: false }] },
      });
      const { user } = renderPage();

      await user.click(await screen.findByRole('button', { name: /^erin/ }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
      await user.click(within(screen.getByRole('dialog', { name: 'Withdrawal details' })).getByRole('button', { name: 'Confirm' }));
      expect(screen.getByRole('dialog', { name: 'Confirm withdrawal' })).not.toHaveTextContent(APPROVAL_MESSAGES.needsSecondPerson);
    });
  });

  it('says on the page when four-eyes approval is off', async () => {
    mockFetch({ 'GET /all-transactions': listRoute(), 'GET /approvals': { body: testApprovalList([], { four_eyes: false }) } });
    renderPage();

    expect(await screen.findByRole('note')).toHaveTextContent(APPROVAL_MESSAGES.singleApprover);
  });
});
