import { mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import type { Transaction } from '@arcvest/shared';
import { act, screen, waitFor } from '@testing-library/react';
import TransactionHistoryPage from './transaction-history-page';

const CSV = 'Date,Type,Status,Amount (USD),Coin,Reference,Address,Plan,Reason\n2025-06-15T12:00:00.000Z,Earnings,Confirmed,+7.50,,,,,\n';
const EARNINGS: Transaction = {
  id: 1,
  type: 'earnings',
  status: 'confirmed',
  amount: 7_50,
  created_at: '2025-06-15T12:00:00.000Z',
  transaction_id: null,
  payment_method: null,
  address: null,
  coin_amount: null,
  invoice_id: null,
  plan_reference: 'Starter plan #5, day 3',
  reason: null,
  plan_id: null,
  user_id: 7,
};

/** Records the files the page saves: the Blob behind each object URL and the name of the link clicked. */
function recordSavedFiles() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: (url: string) => blobs.delete(url) });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

const renderHistory = () =>
  renderWithProviders(<TransactionHistoryPage />, { route: '/dashboard/transaction-history', path: '/dashboard/transaction-history' });

describe('Download CSV', () => {
  it('exports the current filter and saves the answer as a CSV file', async () => {
    const saved = recordSavedFiles();
    const { calls } = mockFetch({
      'GET /transactions': { body: { items: [EARNINGS], next_cursor: null } },
      // mockFetch answers JSON: a JSON string stands for the CSV text (the endpoint reads text or JSON by content type).
      'GET /transactions/export': { body: CSV },
    });
    const { user } = renderHistory();
    await screen.findByRole('region', { name: 'June 2025' });
    expect(screen.getByRole('button', { name: 'Download CSV of all transactions' })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Type'), 'Earnings');
    // The filtered list loads first; the button waits for it.
    const download = screen.getByRole('button', { name: 'Download CSV of earnings transactions' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);

    await waitFor(() => expect(saved).toHaveLength(1));
    const exports = calls.filter((call) => call.path.startsWith('/transactions/export'));
    expect(exports.map((call) => call.query)).toEqual([{ filter: 'earnings' }]);
    expect(saved[0].name).toMatch(/^arcvest-transactions-earnings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0].blob?.type).toBe('text/csv;charset=utf-8');
    expect(await saved[0].blob?.text()).toBe(CSV);
    expect(toasts()).toEqual([]);
  });

  it('is busy while the file is prepared', async () => {
    recordSavedFiles();
    let answer!: (reply: { body: string }) => void;
    mockFetch({
      'GET /transactions': { body: { items: [EARNINGS], next_cursor: null } },
      'GET /transactions/export': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderHistory();
    await screen.findByRole('region', { name: 'June 2025' });
    const button = screen.getByRole('button', { name: 'Download CSV of all transactions' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(screen.getByText('Preparing the CSV of all transactions…')).toHaveAttribute('aria-live', 'polite');
    await act(async () => answer({ body: CSV }));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("shows the server's message and saves nothing when the export fails", async () => {
    const saved = recordSavedFiles();
    mockFetch({
      'GET /transactions': { body: { items: [EARNINGS], next_cursor: null } },
      'GET /transactions/export': { status: 503, body: { message: 'Exports are paused.' } },
    });
    const { user } = renderHistory();
    await screen.findByRole('region', { name: 'June 2025' });
    await user.click(screen.getByRole('button', { name: 'Download CSV of all transactions' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Exports are paused.', variant: 'error' }]));
    expect(saved).toEqual([]);
    // Enabled again once the failed request has settled (the toast may show a moment before).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download CSV of all transactions' })).toBeEnabled());
  });
});
