import { mockFetch, renderWithProviders, testApprovalList, toasts, type MockRoute } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, manageUserPath, PATHS, type StaffInvitation, type UserListItem } from '@arcvest/shared';
import { APPROVAL_MESSAGES, STAFF_MESSAGES, type StaffRole } from '@arcvest/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import StaffPage from './staff-page';
import { pageMessages } from '../../messages';

const user = (id: number, username: string, role: 'user' | 'admin', staff_role: StaffRole | null): UserListItem => ({
  id,
  username,
  email: `${username}@example.test`,
  role,
  staff_role,
  level: 3,
  suspended: false,
  deleted: false,
  frozen: false,
  held_until: null,
  created_at: '2026-11-01T00:00:00.000Z',
  balance: 0,
});

const USERS: UserListItem[] = [
  user(31, 'nora', 'user', null),
  user(27, 'omar', 'admin', 'owner'),
  user(20, 'fay', 'admin', 'finance'),
  user(12, 'pia', 'user', null),
];

const invitation = (id: number, email: string, overrides: Partial<StaffInvitation> = {}): StaffInvitation => ({
  id,
  email,
  staff_role: 'finance',
  invited_by: 'omar',
  created_at: '2026-11-28T10:00:00.000Z',
  expires_at: '2099-12-01T10:00:00.000Z',
  accepted_at: null,
  revoked_at: null,
  ...overrides,
});

const PENDING = invitation(4, 'new.hire@example.test');
const INVITATIONS: StaffInvitation[] = [
  PENDING,
  invitation(3, 'joined@example.test', { staff_role: 'support', accepted_at: '2026-11-27T10:00:00.000Z' }),
  invitation(2, 'changed-mind@example.test', { revoked_at: '2026-11-26T10:00:00.000Z' }),
  invitation(1, 'too-late@example.test', { staff_role: 'auditor', expires_at: '2026-11-01T10:00:00.000Z' }),
];

beforeEach(() => localStorage.setItem('access_token', 'admin-token'));
afterEach(() => {
  localStorage.clear();
});

function renderPage(staffRole: StaffRole, routes: Record<string, MockRoute> = {}) {
  const mocked = mockFetch({
    'GET /users': { body: { items: USERS, next_cursor: null, total: USERS.length } },
    'GET /staff-invitations': { body: INVITATIONS },
    ...routes,
  });
  return { ...mocked, ...renderWithProviders(<StaffPage />, { staffRole, route: PATHS.staff, path: PATHS.staff }) };
}

const calledWith = (calls: ReturnType<typeof mockFetch>['calls'], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('Staff page', () => {
  it('lists the admins, linked to their pages, and every invitation with its state', async () => {
    const { calls } = renderPage('owner');

    const staff = screen.getByRole('region', { name: 'Staff' });
    const omar = await within(staff).findByRole('link', { name: 'omar' });
    expect(omar).toHaveAttribute('href', manageUserPath(27));
    expect(within(staff).getByRole('link', { name: 'fay' })).toHaveAttribute('href', manageUserPath(20));
    expect(within(staff).getByText('Owner')).toBeInTheDocument();
    expect(within(staff).getByText('Finance')).toBeInTheDocument();
    expect(within(staff).queryByText('nora')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith('/users'))?.query).toEqual({ limit: '100' });

    const invitations = screen.getByRole('region', { name: 'Invitations' });
    const items = await within(invitations).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^new\.hire@example\.testFinance · Pending until .*2099/),
      expect.stringMatching(/^joined@example\.testSupport · Accepted/),
      expect.stringMatching(/^changed-mind@example\.testFinance · Revoked/),
      expect.stringMatching(/^too-late@example\.testAuditor · Expired/),
    ]);
    // Revoke only on the pending one.
    expect(within(invitations).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
    expect(within(items[0]).getByRole('button', { name: 'Revoke the invitation of new.hire@example.test' })).toBeInTheDocument();
  });

  it('an owner invites an address with a role, is told so, and the list reloads', async () => {
    let invited = false;
    const created = invitation(5, 'ada@example.test', { staff_role: 'compliance' });
    const { user: person, calls } = renderPage('owner', {
      'GET /staff-invitations': () => ({ body: invited ? [created, ...INVITATIONS] : INVITATIONS }),
      'POST /staff-invitations': () => {
        invited = true;
        return { status: 201, body: { message: STAFF_MESSAGES.invited('ada@example.test'), invitation: created } };
      },
    });

    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await person.type(within(form).getByLabelText('Email'), ' ada@example.test ');
    await person.selectOptions(within(form).getByLabelText('Role'), 'Compliance');
    await person.click(within(form).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: STAFF_MESSAGES.invited('ada@example.test'), variant: 'success' }));
    expect(calledWith(calls, 'POST', '/staff-invitations').map((call) => call.body)).toEqual([{ email: 'ada@example.test', staff_role: 'compliance' }]);
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByText('ada@example.test')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('asks for an address and a role before sending', async () => {
    const { user: person, calls } = renderPage('owner');

    await person.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('email'));
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription('Choose a role.');
    expect(calledWith(calls, 'POST', '/staff-invitations')).toEqual([]);
  });

  it('puts the server’s 422 under the email field and says a 409 under the form', async () => {
    const bad = 'The email must be a valid email address.';
    const { user: person } = renderPage('owner', {
      'POST /staff-invitations': ({ body }) =>
        (body as { email: string }).email === 'taken@example.test'
          ? { status: 409, body: { message: STAFF_MESSAGES.alreadyHasAccount } }
          : { status: 422, body: { message: bad, errors: { email: [bad] } } },
    });

    const form = await screen.findByRole('form', { name: 'Invite staff' });
    const email = within(form).getByLabelText('Email');
    await person.type(email, 'someone@example.test');
    await person.selectOptions(within(form).getByLabelText('Role'), 'Finance');
    await person.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(bad));
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await person.clear(email);
    await person.type(email, 'taken@example.test');
    await person.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(STAFF_MESSAGES.alreadyHasAccount)).toBeInTheDocument();
  });

  it('revokes a pending invitation after a confirm step naming the address', async () => {
    let revoked = false;
    const { user: person, calls } = renderPage('owner', {
      'GET /staff-invitations': () => ({ body: revoked ? [{ ...PENDING, revoked_at: '2026-11-29T10:00:00.000Z' }, ...INVITATIONS.slice(1)] : INVITATIONS }),
      'DELETE /staff-invitations/4': () => {
        revoked = true;
        return { body: { message: STAFF_MESSAGES.invitationRevoked } };
      },
    });

    await person.click(await screen.findByRole('button', { name: 'Revoke the invitation of new.hire@example.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke invitation' });
    expect(dialog).toHaveTextContent('new.hire@example.test');
    expect(calledWith(calls, 'DELETE', '/staff-invitations/4')).toEqual([]);
    await person.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: STAFF_MESSAGES.invitationRevoked, variant: 'success' }));
    expect(calledWith(calls, 'DELETE', '/staff-invitations/4')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument());
  });

  it('with four-eyes approval on, says before inviting an owner that owners are made from the staff list, with a second owner', async () => {
    const { user: person } = renderPage('owner', { 'GET /approvals': { body: testApprovalList() } });

    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await person.selectOptions(within(form).getByLabelText('Role'), 'Finance');
    expect(within(form).queryByText(APPROVAL_MESSAGES.ownerInviteNeedsApproval)).not.toBeInTheDocument();
    await person.selectOptions(within(form).getByLabelText('Role'), 'Owner');
    expect(await within(form).findByText(APPROVAL_MESSAGES.ownerInviteNeedsApproval)).toBeInTheDocument();
  });

  it('a finance officer reads the staff and invitations but may neither invite nor revoke', async () => {
    renderPage('finance');

    expect(await screen.findByText('new.hire@example.test')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'omar' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });
});

describe('staff in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('staff')));
  afterEach(() => activateLocale('en'));

  it('lists the admins and the invitations with their roles, states and dates in Spanish', async () => {
    await activateLocale('es');
    renderPage('owner');

    expect(screen.getByRole('heading', { level: 1, name: 'Personal' })).toBeInTheDocument();
    const staff = screen.getByRole('region', { name: 'Personal' });
    expect(await within(staff).findByRole('link', { name: 'omar' })).toBeInTheDocument();
    expect(within(staff).getByText('Propietario')).toBeInTheDocument();
    expect(within(staff).getByText('Finanzas')).toBeInTheDocument();
    expect(within(staff).getByRole('link', { name: 'Gestionar usuarios' })).toHaveAttribute('href', PATHS.manageUsers);

    const invitations = screen.getByRole('region', { name: 'Invitaciones' });
    const items = await within(invitations).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^new\.hire@example\.testFinanzas · Pendiente hasta el 1 dic 2099, \d{1,2}:\d{2}Invitado el 28 nov 2026, \d{1,2}:\d{2} por omar/),
      expect.stringMatching(/^joined@example\.testSoporte · Aceptada/),
      expect.stringMatching(/^changed-mind@example\.testFinanzas · Revocada/),
      expect.stringMatching(/^too-late@example\.testAuditor · Caducada/),
    ]);
    expect(within(items[0]).getByRole('button', { name: 'Revocar la invitación de new.hire@example.test' })).toBeInTheDocument();
  });

  it('asks for the role in Spanish before inviting', async () => {
    await activateLocale('es');
    const { user: person, calls } = renderPage('owner');

    const form = await screen.findByRole('form', { name: 'Invitar a personal' });
    expect(screen.getByText(/Funciona una sola vez, durante 72 horas\./)).toBeInTheDocument();
    await person.type(within(form).getByLabelText('Correo electrónico'), 'ada@example.test');
    await person.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(within(form).getByLabelText('Rol')).toHaveAccessibleDescription('Elija un rol.');
    expect(calledWith(calls, 'POST', '/staff-invitations')).toEqual([]);
  });
});
