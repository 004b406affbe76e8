import { mockFetch, renderWithProviders, type RecordedRequest } from '@arcvest/shared/test';
import { PATHS } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import AuditLogPage from './audit-log-page';
import { TEST_AUDIT_ENTRIES } from './test-audit-entries';

const renderPage = (route: string = PATHS.auditLog) => renderWithProviders(<AuditLogPage />, { route, path: PATHS.auditLog });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const logCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.path.startsWith('/audit-log'));

it('shows time, admin, action in words, whom and the details summarised, newest first', async () => {
  const { calls } = mockFetch({ 'GET /audit-log': { body: { items: TEST_AUDIT_ENTRIES, next_cursor: null } } });
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log');
  await screen.findByRole('table');
  expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time', 'Admin', 'Action', 'Whom', 'Details']);
  const rows = bodyRows();
  expect(cells(rows[0])).toEqual([expect.stringMatching(/^Nov 20, 2026/), 'boss', 'Bonus given', 'ivy', '$1,250.50Reason: Welcome gift']);
  expect(cells(rows[1])).toEqual([
    expect.stringMatching(/^Nov 19, 2026/),
    'chief',
    'Transaction confirmed',
    'ivy (transaction #55)',
    '$300.00type: withdrawal',
  ]);
  expect(cells(rows[2]).slice(1)).toEqual(['boss', 'Plan edited', 'plan #3', 'roi: 1.5 → 2']);
  expect(cells(rows[3]).slice(1)).toEqual(['System', 'First admin created', 'boss', 'username: bossemail: boss@example.test']);
  expect(logCalls(calls).map((call) => call.query)).toEqual([{ limit: '25' }]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('sends the admin, user and action filters to the server, keeps them in the address, and clears them', async () => {
  const { calls } = mockFetch({
    'GET /audit-log': (request) => ({
      body: { items: TEST_AUDIT_ENTRIES.filter((entry) => !request.query.action || entry.action === request.query.action), next_cursor: null },
    }),
  });
  const { user } = renderPage();
  await screen.findByRole('table');

  await user.type(screen.getByLabelText('Admin (username or id)'), ' boss ');
  await user.type(screen.getByLabelText('User id'), '7');
  await user.selectOptions(screen.getByLabelText('Action'), 'Bonus given');
  await user.click(screen.getByRole('button', { name: 'Filter' }));

  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(logCalls(calls).at(-1)?.query).toEqual({ actor: 'boss', user: '7', action: 'wallet.bonus', limit: '25' });
  expect(screen.getByText('1 entry shown.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(bodyRows()).toHaveLength(4));
  expect(logCalls(calls).at(-1)?.query).toEqual({ limit: '25' });
  expect(screen.getByLabelText('Admin (username or id)')).toHaveValue('');
});

it('starts from the filters in the address and says when nothing matches', async () => {
  const { calls } = mockFetch({ 'GET /audit-log': { body: { items: [], next_cursor: null } } });
  renderPage(`${PATHS.auditLog}?user=7&action=wallet.fee`);

  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  expect(screen.getByLabelText('User id')).toHaveValue('7');
  expect(screen.getByLabelText('Action')).toHaveValue('wallet.fee');
  expect(logCalls(calls)[0].query).toEqual({ user: '7', action: 'wallet.fee', limit: '25' });
});

it('says what to type instead of sending a filter the server would refuse', async () => {
  const { calls } = mockFetch({ 'GET /audit-log': { body: { items: [], next_cursor: null } } });
  const { user } = renderPage();
  expect(await screen.findByText('No admin actions have been recorded yet.')).toBeInTheDocument();

  await user.type(screen.getByLabelText('User id'), 'ivy');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  expect(screen.getByLabelText('User id')).toHaveAccessibleDescription(/Enter the user's id: digits only/);
  expect(screen.getByLabelText('User id')).toHaveAttribute('aria-invalid', 'true');
  expect(logCalls(calls)).toHaveLength(1);
});

it('loads older entries with Load more while the server gives a cursor', async () => {
  const { calls } = mockFetch({
    'GET /audit-log': (request) =>
      request.query.before === '29'
        ? { body: { items: TEST_AUDIT_ENTRIES.slice(2), next_cursor: null } }
        : { body: { items: TEST_AUDIT_ENTRIES.slice(0, 2), next_cursor: '29' } },
  });
  const { user } = renderPage();

  await screen.findByRole('table');
  expect(bodyRows()).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(bodyRows()).toHaveLength(4));
  expect(logCalls(calls).map((call) => call.query.before)).toEqual([undefined, '29']);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('shows the error with Retry when the log cannot be loaded, and loads on Retry', async () => {
  let fail = true;
  mockFetch({
    'GET /audit-log': () => (fail ? { status: 503, body: { message: 'Try again later' } } : { body: { items: TEST_AUDIT_ENTRIES, next_cursor: null } }),
  });
  const { user } = renderPage();

  expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(bodyRows()).toHaveLength(4));
});
