import { mockFetch, renderWithProviders, type RecordedRequest } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import AuditLogPage from './audit-log-page';
import { TEST_AUDIT_ENTRIES } from './test-audit-entries';
import { pageMessages } from '../../messages';

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

describe('audit log in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('audit-log')));
  afterEach(() => activateLocale('en'));

  it('names the columns, the actions and the reason in Spanish, with amounts and dates in Spanish, and leaves the server details as recorded', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /audit-log': { body: { items: TEST_AUDIT_ENTRIES, next_cursor: null } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el registro de auditoría');
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Hora', 'Administrador', 'Acción', 'A quién', 'Detalles']);
    const rows = bodyRows();
    expect(cells(rows[0])).toEqual([
      expect.stringMatching(/^20 nov 2026, \d{1,2}:\d{2}$/),
      'boss',
      'Bonificación otorgada',
      'ivy',
      '1.250,50\u00a0US$Motivo: Welcome gift',
    ]);
    expect(cells(rows[3]).slice(0, 3)).toEqual([expect.stringMatching(/^1 nov 2026/), 'Sistema', 'Primer administrador creado']);
    expect(within(rows[3]).getByRole('list')).toHaveAttribute('data-server-text');
    expect(within(rows[0]).getAllByRole('cell')[0].querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:15:00.000Z');
    expect(screen.getByText('4 entradas mostradas.')).toBeInTheDocument();
  });

  it('checks the filters in Spanish before sending them', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({ 'GET /audit-log': { body: { items: TEST_AUDIT_ENTRIES, next_cursor: null } } });
    const { user } = renderPage();
    await screen.findByRole('table');
    expect(within(screen.getByLabelText('Acción')).getByRole('option', { name: 'Cualquier acción' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Acción')).getByRole('option', { name: 'Comisión cobrada' })).toHaveValue('wallet.fee');
    await user.type(screen.getByLabelText('Administrador (nombre de usuario o id)'), 'a b');
    await user.type(screen.getByLabelText('Id de usuario'), 'ivy');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByLabelText('Id de usuario')).toHaveAccessibleDescription('Introduzca el id del usuario: solo dígitos, p. ej., 42.');
    expect(screen.getByLabelText('Administrador (nombre de usuario o id)')).toHaveAccessibleDescription(
      'Introduzca el nombre de usuario o el id de usuario de un administrador.',
    );
    expect(logCalls(calls)).toHaveLength(1);
  });
});

describe('audit log in Arabic', () => {
  beforeAll(() => addCatalogue(pageMessages('audit-log')));
  afterEach(() => activateLocale('en'));

  it("counts the entries with Arabic's plural forms and keeps names, amounts and the server's details left to right", async () => {
    await activateLocale('ar');
    mockFetch({ 'GET /audit-log': { body: { items: TEST_AUDIT_ENTRIES, next_cursor: null } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getByText('4 إدخالات معروضة.')).toBeInTheDocument();
    const first = bodyRows()[0];
    expect(cells(first).slice(1, 3)).toEqual(['boss', 'مُنحت مكافأة']);
    expect(within(first).getByText('boss')).toHaveAttribute('dir', 'ltr');
    expect(within(first).getByText('\u20661,250.50 US$\u2069')).toBeInTheDocument();
    expect(within(first).getByText('السبب: Welcome gift')).toBeInTheDocument();
  });
});
