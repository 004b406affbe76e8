import {
  fixTheClock,
  mockFetch,
  renderWithProviders,
  testApproval,
  testApprovalList,
  toasts,
  type MockRoute,
  type RecordedRequest,
} from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS } from '@arcvest/shared';
import { APPROVAL_MESSAGES, IDENTITY_REVIEW_MESSAGES, staffRoleRefusal, type StaffRole } from '@arcvest/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import ApprovalsPage from './approvals-page';
import { pageMessages } from '../../messages';

// The signed-in admin of renderWithProviders is boss, user #1.
const BONUS = testApproval();
const WITHDRAWAL = testApproval({
  id: 4,
  kind: 'withdrawal.confirm',
  permission: 'money.decide',
  target: 'transaction:12',
  summary: 'Confirm the withdrawal of $2,000.00 by ivy (user #7).',
  changes: [{ label: 'Status', before: 'Pending', after: 'Confirmed' }],
  requested_at: '2026-11-28T11:00:00.000Z',
  expires_at: '2026-12-01T11:00:00.000Z',
});
const OWN_PLAN = testApproval({
  id: 5,
  kind: 'plan.create',
  permission: 'platform.configure',
  target: null,
  summary: 'Create the plan Gold.',
  requested_by_id: 1,
  requested_by: 'boss',
  changes: [{ label: 'Return', before: null, after: '2%' }],
});
const DONE = testApproval({ id: 2, status: 'done', decided_by: 'boss', decided_at: '2026-11-28T12:00:00.000Z', outcome: APPROVAL_MESSAGES.done });
const FAILED = testApproval({
  id: 1,
  kind: 'wallet.fee',
  status: 'failed',
  decided_by: 'boss',
  decided_at: '2026-11-28T12:00:00.000Z',
  outcome: 'The balance is too low.',
});

beforeEach(() => {
  localStorage.setItem('access_token', 'admin-token');
  // "Expires in 2 days" is counted from today: two hours after the request was made.
  fixTheClock(new Date('2026-11-28T12:00:00.000Z'));
});
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

function renderPage(staffRole: StaffRole, routes: Record<string, MockRoute> = {}, route: string = PATHS.approvals) {
  const mocked = mockFetch({
    'GET /approvals': ({ query }) => ({ body: testApprovalList(query.status === 'closed' ? [DONE, FAILED] : [BONUS, WITHDRAWAL, OWN_PLAN]) }),
    ...routes,
  });
  return { ...mocked, ...renderWithProviders(<ApprovalsPage />, { staffRole, route, path: PATHS.approvals }) };
}

const card = (name: RegExp) => screen.findByRole('article', { name });
const posts = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'POST');

describe('Approvals page', () => {
  it('lists the waiting requests with their changes, who asked, when they expire and their status', async () => {
    const { calls } = renderPage('owner');

    const bonus = await card(/^Give a bonus #3/);
    expect(bonus).toHaveTextContent('Give ivy (user #7) a bonus of $50.00.');
    expect(bonus).toHaveTextContent('Balance$100.00 → becomes $150.00');
    expect(bonus).toHaveTextContent(/Asked byfay, .* \(Nov 28, 2026/);
    expect(bonus).toHaveTextContent(/Expiresin 2 days \(Dec 1, 2026/);
    expect(within(bonus).getByText('Waiting for approval')).toBeInTheDocument();
    expect(await card(/^Confirm a withdrawal #4/)).toHaveTextContent('StatusPending → becomes Confirmed');
    expect(await card(/^Create a plan #5/)).toHaveTextContent('Return2% (new)');
    expect(calls.find((call) => call.path.startsWith('/approvals'))?.query).toEqual({ status: 'pending' });
  });

  it('on their own request an owner reads that someone else must approve, and may only withdraw it', async () => {
    renderPage('owner');

    const own = await card(/^Create a plan #5/);
    expect(own).toHaveTextContent(APPROVAL_MESSAGES.ownRequest);
    expect(within(own).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(within(await card(/^Give a bonus #3/)).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('a finance officer decides money requests but not a plan, and a compliance officer decides none', async () => {
    renderPage('finance');
    expect(within(await card(/^Give a bonus #3/)).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    const plan = await card(/^Create a plan #5/);
    // Not theirs, though boss asked it: the permission is the plan's.
    expect(within(plan).queryByRole('button')).not.toBeInTheDocument();
    jest.restoreAllMocks();
    document.body.innerHTML = '';

    renderPage('compliance');
    const bonus = await card(/^Give a bonus #3/);
    expect(within(bonus).queryByRole('button')).not.toBeInTheDocument();
    expect(bonus).toHaveTextContent(staffRoleRefusal('compliance', 'money.adjust'));
  });

  it('approves after a confirm step: the server’s message is toasted and the request leaves the list', async () => {
    let approved = false;
    const { user, calls } = renderPage('owner', {
      'GET /approvals': () => ({ body: testApprovalList(approved ? [WITHDRAWAL, OWN_PLAN] : [BONUS, WITHDRAWAL, OWN_PLAN]) }),
      'POST /approvals/3/approve': () => {
        approved = true;
        return { body: { message: APPROVAL_MESSAGES.done, approval: { ...BONUS, status: 'done' } } };
      },
    });

    await user.click(within(await card(/^Give a bonus #3/)).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve request' });
    expect(dialog).toHaveTextContent('asked by fay');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: APPROVAL_MESSAGES.done, variant: 'success' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Give a bonus #3/ })).not.toBeInTheDocument());
    expect(posts(calls).map((call) => call.path)).toEqual(['/approvals/3/approve']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Waiting for approval' })).toHaveFocus());
  });

  it('a refusal when the action runs is toasted in the server’s words, and the list reloads', async () => {
    const refusal = APPROVAL_MESSAGES.failed('This withdrawal was already rejected.');
    let failed = false;
    const { user } = renderPage('owner', {
      'GET /approvals': () => ({ body: testApprovalList(failed ? [BONUS, OWN_PLAN] : [BONUS, WITHDRAWAL, OWN_PLAN]) }),
      'POST /approvals/4/approve': () => {
        failed = true;
        return { status: 409, body: { message: refusal } };
      },
    });

    await user.click(within(await card(/^Confirm a withdrawal #4/)).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve request' })).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: refusal, variant: 'error' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Confirm a withdrawal #4/ })).not.toBeInTheDocument());
  });

  it('rejecting needs a reason, then says so and closes the request', async () => {
    let rejected = false;
    const { user, calls } = renderPage('owner', {
      'GET /approvals': () => ({ body: testApprovalList(rejected ? [WITHDRAWAL, OWN_PLAN] : [BONUS, WITHDRAWAL, OWN_PLAN]) }),
      'POST /approvals/3/reject': () => {
        rejected = true;
        return { body: { message: APPROVAL_MESSAGES.rejected, approval: { ...BONUS, status: 'rejected' } } };
      },
    });

    const opener = within(await card(/^Give a bonus #3/)).getByRole('button', { name: 'Reject' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reject request' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(IDENTITY_REVIEW_MESSAGES.reasonMissing));
    expect(posts(calls)).toEqual([]);

    await user.type(reason, '  Wrong amount  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: APPROVAL_MESSAGES.rejected, variant: 'success' }));
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([['/approvals/3/reject', { reason: 'Wrong amount' }]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Give a bonus #3/ })).not.toBeInTheDocument());
  });

  it('withdraws one’s own request with a reason', async () => {
    const { user, calls } = renderPage('owner', {
      'POST /approvals/5/reject': { body: { message: APPROVAL_MESSAGES.rejected, approval: { ...OWN_PLAN, status: 'rejected' } } },
    });

    await user.click(within(await card(/^Create a plan #5/)).getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw request' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked twice');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(posts(calls).map((call) => [call.path, call.body])).toEqual([['/approvals/5/reject', { reason: 'Asked twice' }]]));
  });

  it('shows the closed requests with who decided and the outcome, without buttons', async () => {
    const { user, calls } = renderPage('owner');

    await user.click(await screen.findByRole('radio', { name: 'Closed' }));
    const done = await card(/^Give a bonus #2/);
    expect(within(done).getByText('Approved and done')).toBeInTheDocument();
    expect(done).toHaveTextContent(/Approved byboss, /);
    const failed = await card(/^Charge a fee #1/);
    expect(failed).toHaveTextContent('Approved, not done');
    expect(failed).toHaveTextContent('OutcomeThe balance is too low.');
    expect(screen.queryByRole('button', { name: /Approve|Reject|Withdraw/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/approvals')).map((call) => call.query)).toEqual([{ status: 'pending' }, { status: 'closed' }]);
  });

  it('says when nothing waits, and when four-eyes approval is off', async () => {
    renderPage('owner', { 'GET /approvals': { body: testApprovalList([], { four_eyes: false }) } });

    expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(APPROVAL_MESSAGES.singleApprover);
  });

  it('says when the requests could not be loaded, and retries', async () => {
    let failures = 1;
    const { user } = renderPage('owner', {
      'GET /approvals': () => (failures-- > 0 ? { status: 500, body: { message: 'Database unavailable.' } } : { body: testApprovalList([BONUS]) }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card(/^Give a bonus #3/)).toBeInTheDocument();
  });
});

describe('approvals in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('approvals')));
  afterEach(() => activateLocale('en'));

  it('lists the waiting requests with their kinds, statuses, dates and the four-eyes threshold in Spanish', async () => {
    await activateLocale('es');
    renderPage('owner');

    expect(screen.getByRole('heading', { level: 1, name: 'Aprobaciones' })).toBeInTheDocument();
    const bonus = await card(/^Otorgar un bono #3/);
    // The summary and the changes are the server's words; the terms, the dates and the status are the reader's.
    expect(bonus).toHaveTextContent('Give ivy (user #7) a bonus of $50.00.');
    expect(bonus).toHaveTextContent('Balance$100.00 → pasa a ser $150.00');
    expect(bonus).toHaveTextContent(/Pedida porfay, .* \(28 nov 2026/);
    expect(bonus).toHaveTextContent(/Caducapasado mañana \(1 dic 2026, \d{1,2}:\d{2}\)/);
    expect(within(bonus).getByText('Pendiente de aprobación')).toBeInTheDocument();
    expect(await card(/^Crear un plan #5/)).toHaveTextContent('Return2% (nuevo)');
    expect(screen.getByText('Lo que espera a un segundo miembro del personal')).toBeInTheDocument();
    expect(screen.getByText(/^Confirmar un retiro:/)).toHaveTextContent(/^Confirmar un retiro: retiros de 1\.000,00\sUS\$ o más$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Pendientes de aprobación' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cerradas' })).toBeInTheDocument();
  });

  it('asks before approving, and asks for the reason of a rejection in Spanish', async () => {
    await activateLocale('es');
    const { user, calls } = renderPage('owner');

    await user.click(within(await card(/^Otorgar un bono #3/)).getByRole('button', { name: 'Aprobar' }));
    const confirm = screen.getByRole('dialog', { name: 'Aprobar solicitud' });
    expect(confirm).toHaveTextContent('¿Aprobar la solicitud n.º 3, otorgar un bono, pedida por fay? Give ivy (user #7) a bonus of $50.00. Surte efecto ahora');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(await card(/^Otorgar un bono #3/)).getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar la solicitud' }));
    expect(within(dialog).getByLabelText('Motivo')).toHaveAccessibleDescription(expect.stringContaining('Indique el motivo del rechazo.'));
    expect(posts(calls)).toEqual([]);
  });
});

describe('approvals in Portuguese', () => {
  beforeAll(() => addCatalogue(pageMessages('approvals')));
  afterEach(() => activateLocale('en'));

  it('says the four-eyes threshold with the amount in Brazilian format, its currency sign as written', async () => {
    await activateLocale('pt-BR');
    renderPage('owner');

    expect(await card(/^Conceder um bônus #3/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aprovações' })).toBeInTheDocument();
    expect(screen.getByText(/: saques de US\$/)).toHaveTextContent(/: saques de US\$\s1\.000,00 ou mais$/);
  });
});
