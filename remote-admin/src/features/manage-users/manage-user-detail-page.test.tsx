import { mockFetch, renderWithProviders, testAdmin, testApproval, testApprovalList, testUser, toasts, type RecordedRequest } from '@arcvest/shared/test';
import { APPROVAL_MESSAGES, staffRoleRefusal } from '@arcvest/shared/rules';
import { activateLocale, addCatalogue, createAppStore, userLoaded } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import ManageUserDetailPage from './manage-user-detail-page';
import { pageMessages } from '../../messages';

const LIST = '/dashboard/admin/manage-users';
const ADMIN = testAdmin('owner');

function ivy(overrides = {}) {
  return testUser({ wallet: 123_456, level: 2, email_verified: 1, ...overrides });
}

/** The page for user 7, signed in as `signedIn` (the admin, unless a test says otherwise). */
function renderPage(signedIn = ADMIN) {
  const store = createAppStore();
  store.dispatch(userLoaded(signedIn));
  return renderWithProviders(<ManageUserDetailPage />, { route: `${LIST}/7`, path: `${LIST}/:id`, store, otherRoutes: { [LIST]: <p>User list</p> } });
}

const userLoads = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'GET' && call.path === '/user/7').length;
const posts = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
const dialog = () => screen.getByRole('dialog');

describe('Manage user page', () => {
  it('shows the wallet with its two links, profile, contact and other information', async () => {
    mockFetch({ 'GET /user/7': { body: ivy() } });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'ivy' })).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', `${LIST}/7/buy-plan`);
    expect(screen.getByRole('link', { name: 'Active plans' })).toHaveAttribute('href', `${LIST}/7/user-plans`);
    const profile = screen.getByRole('region', { name: 'Profile information' });
    expect(within(profile).getByText('Ivy Stone')).toBeInTheDocument();
    expect(within(profile).getByText('Female')).toBeInTheDocument();
    expect(within(profile).getByText(/^\d+ years$/)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact information' });
    expect(within(contact).getByText('ivy@example.test')).toBeInTheDocument();
    expect(within(contact).getByText('Canada')).toBeInTheDocument();
    expect(within(contact).getByText('No phone number yet')).toBeInTheDocument();
    expect(within(contact).getByText('No address yet')).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'Other information' });
    expect(within(other).getByText('Level 2')).toBeInTheDocument();
    expect(within(other).getByText('Verified')).toBeInTheDocument();
    expect(within(other).getByText('User')).toBeInTheDocument();
    expect(within(other).getByText('Active')).toBeInTheDocument();
  });

  it('with four-eyes on, says a bonus waits for a second person before it is asked, then shows it waiting on the user', async () => {
    const request = testApproval({ id: 9, summary: 'Give ivy a bonus of $2,500.00', requested_by: 'boss', requested_by_id: 1 });
    let asked = false;
    const { calls } = mockFetch({
      'GET /user/7': { body: ivy() },
      'GET /approvals': () => ({ body: testApprovalList(asked ? [request] : []) }),
      'POST /give-bonus/7': () => {
        asked = true;
        return { status: 202, body: { message: APPROVAL_MESSAGES.waiting, approval: request } };
      },
    });
    const { user } = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Give bonus' }));
    expect(await card.findByText(APPROVAL_MESSAGES.needsSecondPerson)).toBeInTheDocument();
    expect(screen.queryByText(APPROVAL_MESSAGES.singleApprover)).not.toBeInTheDocument();

    await user.type(card.getByLabelText('Bonus in dollars'), '2500');
    await user.click(card.getByRole('button', { name: 'Give bonus' }));
    expect(dialog()).toHaveTextContent(APPROVAL_MESSAGES.needsSecondPerson);
    await user.click(within(dialog()).getByRole('button', { name: 'Give bonus' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: APPROVAL_MESSAGES.waiting, variant: 'success' }));
    const waiting = within(await card.findByRole('region', { name: 'Waiting for approval' }));
    expect(waiting.getByText(/Give ivy a bonus of \$2,500\.00/)).toBeInTheDocument();
    expect(waiting.getByText(/Asked by boss/)).toBeInTheDocument();
    expect(waiting.getByRole('link', { name: 'Open approvals' })).toHaveAttribute('href', '/dashboard/admin/approvals');
    expect(posts(calls)).toEqual([['/give-bonus/7', { bonus: 250_000 }]]);
    expect(card.getByLabelText('Bonus in dollars')).toHaveValue('');
  });

  it('with four-eyes off, the money card says one person approves alone and the bonus card says nothing of approval', async () => {
    mockFetch({ 'GET /user/7': { body: ivy() }, 'GET /approvals': { body: testApprovalList([], { four_eyes: false }) } });
    renderPage();

    const wallet = within(await screen.findByRole('region', { name: 'Account balance' }));
    expect(await wallet.findByRole('note')).toHaveTextContent(APPROVAL_MESSAGES.singleApprover);
    expect(screen.queryByText(APPROVAL_MESSAGES.needsSecondPerson)).not.toBeInTheDocument();
  });

  it("shows the user's recent sign-ins, failed ones included", async () => {
    mockFetch({
      'GET /user/7': { body: ivy() },
      'GET /user/7/sign-ins': {
        body: [
          { id: 2, created_at: '2026-06-01T12:00:00Z', ip: '203.0.113.7', device: 'Firefox on Windows', outcome: 'success' },
          { id: 1, created_at: '2026-06-01T11:59:00Z', ip: '203.0.113.7', device: 'Firefox on Windows', outcome: 'wrong_code' },
        ],
      },
    });
    renderPage();
    const signIns = await screen.findByRole('list', { name: 'Recent sign-ins of this user' });
    expect(
      within(signIns)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Signed in.*Firefox on Windows · IP 203\.0\.113\.7$/), expect.stringMatching(/^Failed: wrong two-factor code/)]);
  });

  it('gives a bonus typed in dollars as cents, with the reason, after a confirm step naming the user; then reloads the user', async () => {
    const { calls } = mockFetch({
      'GET /user/7': { body: ivy() },
      'POST /give-bonus/7': { body: { message: "Bonus added to the user's balance." } },
    });
    const { user } = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Give bonus' }));

    await user.click(card.getByRole('button', { name: 'Give bonus' }));
    expect(card.getByText('Please enter an amount in dollars.')).toBeInTheDocument();
    await user.type(card.getByLabelText('Bonus in dollars'), '25.5.');
    await user.click(card.getByRole('button', { name: 'Give bonus' }));
    expect(card.getByText('Please enter an amount in dollars, such as 25 or 25.50.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.clear(card.getByLabelText('Bonus in dollars'));
    await user.type(card.getByLabelText('Bonus in dollars'), '1,025.50');
    await user.type(card.getByLabelText('Reason (optional)'), ' Loyalty ');
    await user.click(card.getByRole('button', { name: 'Give bonus' }));
    expect(within(dialog()).getByRole('heading', { name: 'Give bonus' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Give $1,025.50 bonus to ivy? They will see the reason “Loyalty” in their history.');
    expect(posts(calls)).toEqual([]);

    await user.click(within(dialog()).getByRole('button', { name: 'Give bonus' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: "Bonus added to the user's balance.", variant: 'success' }));
    expect(posts(calls)).toEqual([['/give-bonus/7', { bonus: 102_550, reason: 'Loyalty' }]]);
    await waitFor(() => expect(userLoads(calls)).toBe(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card.getByLabelText('Bonus in dollars')).toHaveValue('');
  });

  it('charges a fee no larger than the balance, and shows the server refusal under the field', async () => {
    const { calls } = mockFetch({
      'GET /user/7': { body: ivy({ wallet: 1_000 }) },
      'POST /charge-fee/7': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { fee: ['The fee may not be more than the balance of $5.00.'] } },
      },
    });
    const { user } = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Charge fee' }));

    await user.type(card.getByLabelText('Fee in dollars'), '10.01');
    await user.click(card.getByRole('button', { name: 'Charge fee' }));
    expect(card.getByText('The fee may not be more than the balance of $10.00.')).toBeInTheDocument();

    await user.clear(card.getByLabelText('Fee in dollars'));
    await user.type(card.getByLabelText('Fee in dollars'), '10');
    await user.click(card.getByRole('button', { name: 'Charge fee' }));
    expect(dialog()).toHaveTextContent('Charge $10.00 fee to ivy?');
    await user.click(within(dialog()).getByRole('button', { name: 'Charge fee' }));
    expect(await card.findByText('The fee may not be more than the balance of $5.00.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([['/charge-fee/7', { fee: 1_000 }]]);
    expect(toasts().filter((toast) => toast.variant === 'success')).toEqual([]);
  });

  it('switches role and suspension after confirm steps naming the user; a refusal shows as an error in the open dialog', async () => {
    const { calls } = mockFetch({
      'GET /user/7': { body: ivy() },
      'POST /switch-role/7': { body: { message: 'ivy is now an admin.' } },
      'POST /suspend-user/7': { status: 409, body: { message: "This user's account changed meanwhile. Please reload and try again." } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Make admin' }));
    expect(dialog()).toHaveTextContent('Make ivy an admin?');
    await user.click(within(dialog()).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'ivy is now an admin.', variant: 'success' }));

    // On the page the way to it is outlined, as loud as a secondary action; its confirm step is the filled red.
    expect(screen.getByRole('button', { name: 'Suspend user' })).toHaveClass('btn-danger-outline');
    await user.click(screen.getByRole('button', { name: 'Suspend user' }));
    expect(within(dialog()).getByRole('heading', { name: 'Suspend user' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Suspend ivy? They are signed out at once');
    await user.click(within(dialog()).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent("This user's account changed meanwhile. Please reload and try again.");
    expect(toasts()).toEqual([{ message: 'ivy is now an admin.', variant: 'success' }]);
    expect(posts(calls).map(([path]) => path)).toEqual(['/switch-role/7', '/suspend-user/7']);
    // Reloaded after each, failure included.
    await waitFor(() => expect(userLoads(calls)).toBe(3));
  });

  it('signs the user out on every device after a confirm step naming them', async () => {
    const { calls } = mockFetch({ 'GET /user/7': { body: ivy() }, 'POST /end-sessions/7': { body: { message: 'ivy was signed out on every device.' } } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(within(dialog()).getByRole('heading', { name: 'Sign out on every device' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Sign ivy out on every device now? They can sign in again.');
    await user.click(within(dialog()).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'ivy was signed out on every device.', variant: 'success' }));
    expect(posts(calls)).toEqual([['/end-sessions/7', undefined]]);
  });

  it('deletes the user after asking whether to permanently delete the account, then goes back to the list', async () => {
    const { calls } = mockFetch({ 'GET /user/7': { body: ivy() }, 'POST /delete-user/7': { body: { message: 'The account of ivy was deleted.' } } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    expect(within(dialog()).getByRole('heading', { name: 'Delete user' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Do you want to permanently delete the account of ivy from the database?');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User list')).toBeInTheDocument();
    expect(toasts()).toContainEqual({ message: 'The account of ivy was deleted.', variant: 'success' });
    expect(posts(calls)).toEqual([['/delete-user/7', undefined]]);
  });

  it('disables demoting, suspending and deleting oneself, and says why', async () => {
    mockFetch({ 'GET /user/7': { body: ivy({ role: 'admin' }) } });
    renderPage(testUser({ id: 7, role: 'admin', staff_role: 'owner' }));
    const demote = await screen.findByRole('button', { name: 'Make user' });
    expect(demote).toBeDisabled();
    expect(demote).toHaveAccessibleDescription('You cannot remove your own admin role.');
    expect(screen.getByRole('button', { name: 'Suspend user' })).toHaveAccessibleDescription('You cannot suspend your own account.');
    expect(screen.getByRole('button', { name: 'Suspend user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
    expect(screen.getByText('You cannot delete your own account.')).toBeInTheDocument();
    // Money and messages are still allowed on oneself.
    expect(screen.getByRole('button', { name: 'Give bonus' })).toBeEnabled();
  });

  it('sets a display message from the form after a confirm step', async () => {
    let message: string | null = null;
    const { calls } = mockFetch({
      'GET /user/7': () => ({ body: ivy({ message }) }),
      'POST /set-display-message/7': (request) => {
        message = (request.body as { message: string }).message;
        return { body: { message: 'Display message set.' } };
      },
    });
    const { user } = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Display message' }));
    await user.click(card.getByRole('button', { name: 'Set message' }));
    expect(card.getByText('Please write the message to display.')).toBeInTheDocument();

    await user.type(card.getByLabelText('Message'), '  Please verify your identity.  ');
    await user.click(card.getByRole('button', { name: 'Set message' }));
    expect(dialog()).toHaveTextContent('Show this message on the dashboard of ivy?');
    await user.click(within(dialog()).getByRole('button', { name: 'Set message' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Display message set.', variant: 'success' }));
    expect(await card.findByText('Please verify your identity.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([['/set-display-message/7', { message: 'Please verify your identity.' }]]);
    expect(card.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('deletes the display message behind a modal titled for what it does', async () => {
    let message: string | null = 'Please verify your identity.';
    const { calls } = mockFetch({
      'GET /user/7': () => ({ body: ivy({ message }) }),
      'POST /remove-display-message/7': () => {
        message = null;
        return { body: { message: 'Display message removed.' } };
      },
    });
    const { user } = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Display message' }));
    expect(card.getByText('Please verify your identity.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Delete' }));
    expect(within(dialog()).getByRole('heading', { name: 'Delete display message' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Do you want to delete display message? ivy will no longer see it on their dashboard.');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete message' }));
    expect(await card.findByLabelText('Message')).toBeInTheDocument();
    expect(posts(calls)).toEqual([['/remove-display-message/7', undefined]]);
    expect(toasts()).toContainEqual({ message: 'Display message removed.', variant: 'success' });
  });

  it('shows not found for an unknown or deleted user, and a failed load with Retry', async () => {
    let status = 500;
    mockFetch({
      'GET /user/7': () => (status === 200 ? { body: ivy() } : { status, body: { message: status === 404 ? 'User not found.' : 'Database unavailable.' } }),
    });
    const { user } = renderPage();
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ivy' })).toBeInTheDocument();
  });

  it('shows freeze, second factor and hold in the standing, and no Unfreeze for an account that is neither frozen nor locked', async () => {
    mockFetch({ 'GET /user/7': { body: ivy({ security_hold_until: '2099-06-02T12:00:00.000Z' }) } });
    renderPage();
    const other = await screen.findByRole('region', { name: 'Other information' });
    expect(within(other).getByText('Not frozen')).toBeInTheDocument();
    expect(within(other).getByText('Not locked')).toBeInTheDocument();
    expect(within(other).getByText(/^Held until Jun 2, 2099/)).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Unfreeze' })).not.toBeInTheDocument();
  });

  it('unfreezes after both answers and a confirm step naming the user; the server message is the success', async () => {
    let frozen = true;
    const { calls } = mockFetch({
      'GET /user/7': () => ({ body: ivy({ frozen_at: frozen ? '2026-06-01T12:00:00.000Z' : null }) }),
      'POST /unfreeze/7': () => {
        frozen = false;
        return { body: { message: 'The account is unfrozen. The user can sign in again.' } };
      },
    });
    const { user } = renderPage();
    const other = await screen.findByRole('region', { name: 'Other information' });
    expect(within(other).getByText(/^Frozen since Jun 1, 2026/)).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Unfreeze' }));

    const form = screen.getByRole('dialog', { name: 'Unfreeze ivy' });
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription('Please give the reason.');
    expect(within(form).getByLabelText('How did you check their identity?')).toHaveAccessibleDescription(
      expect.stringContaining('Please say how you checked their identity.'),
    );
    expect(within(form).getByLabelText('Reason')).toHaveFocus();
    await user.type(within(form).getByLabelText('Reason'), 'Owner asked; the freeze was a mistake.');
    await user.type(within(form).getByLabelText('How did you check their identity?'), 'Video call with the ID on file.');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('dialog', { name: 'Unfreeze account' });
    expect(confirm).toHaveTextContent('Unfreeze the account of ivy?');
    expect(confirm).toHaveTextContent('Video call with the ID on file.');
    expect(posts(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Unfreeze' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'The account is unfrozen. The user can sign in again.', variant: 'success' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([['/unfreeze/7', { reason: 'Owner asked; the freeze was a mistake.', identity_check: 'Video call with the ID on file.' }]]);
    expect(await within(other).findByText('Not frozen')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Unfreeze' })).not.toBeInTheDocument();
  });

  it('says a refused unfreeze in the confirm step, never as a success', async () => {
    mockFetch({
      'GET /user/7': { body: ivy({ second_factor_locked_at: '2026-06-01T12:00:00.000Z' }) },
      'POST /unfreeze/7': { status: 409, body: { message: 'This account is neither frozen nor locked.' } },
    });
    const { user } = renderPage();
    const other = await screen.findByRole('region', { name: 'Other information' });
    expect(within(other).getByText(/^Locked since Jun 1, 2026/)).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Unfreeze' }));
    const form = screen.getByRole('dialog', { name: 'Unfreeze ivy' });
    await user.type(within(form).getByLabelText('Reason'), 'Locked out.');
    await user.type(within(form).getByLabelText('How did you check their identity?'), 'Video call.');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Unfreeze account' })).getByRole('button', { name: 'Unfreeze' }));
    expect(await within(screen.getByRole('dialog', { name: 'Unfreeze account' })).findByRole('alert')).toHaveTextContent(
      'This account is neither frozen nor locked.',
    );
    expect(toasts().filter((toast) => toast.variant === 'success')).toEqual([]);
  });
});

describe('Manage user page by staff role', () => {
  const actionButtons = () => screen.queryAllByRole('button').map((button) => button.textContent);

  it('shows a support officer the display message form, but no money, suspension, role or delete action', async () => {
    mockFetch({ 'GET /user/7': { body: ivy({ frozen_at: '2026-06-01T12:00:00.000Z' }) } });
    renderPage(testAdmin('support'));
    expect(await screen.findByRole('region', { name: 'Display message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set message' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Active plans' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Give bonus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Charge fee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(actionButtons()).toEqual(['Set message']);
  });

  it('shows a finance officer bonus, fee and Buy plan, but no restriction, role or delete action', async () => {
    mockFetch({ 'GET /user/7': { body: ivy({ frozen_at: '2026-06-01T12:00:00.000Z' }) } });
    renderPage(testAdmin('finance'));
    expect(await screen.findByRole('region', { name: 'Give bonus' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Charge fee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Display message' })).not.toBeInTheDocument();
    expect(actionButtons()).toEqual(['Give bonus', 'Charge fee']);
  });

  it('shows an auditor no action at all', async () => {
    mockFetch({ 'GET /user/7': { body: ivy({ role: 'admin', staff_role: 'finance', frozen_at: '2026-06-01T12:00:00.000Z' }) } });
    renderPage(testAdmin('auditor'));
    const other = await screen.findByRole('region', { name: 'Other information' });
    expect(within(other).getByText('Admin · Finance')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(actionButtons()).toEqual([]);
  });

  it("shows the admin's staff role; an owner changes another admin's after a confirm step naming both", async () => {
    let role = 'support';
    const { calls } = mockFetch({
      'GET /user/7': () => ({ body: ivy({ role: 'admin', staff_role: role }) }),
      'POST /staff-role/7': (request) => {
        role = (request.body as { staff_role: string }).staff_role;
        return { body: { message: 'ivy is now in finance.' } };
      },
    });
    const { user } = renderPage();
    const other = await screen.findByRole('region', { name: 'Other information' });
    expect(within(other).getByText('Admin · Support')).toBeInTheDocument();
    const select = within(other).getByRole('combobox', { name: 'Staff role' });
    expect(select).toHaveValue('support');
    expect(within(other).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.selectOptions(select, 'finance');
    await user.click(within(other).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('heading', { name: 'Change staff role' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Give ivy the staff role Finance instead of Support?');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Save staff role' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'ivy is now in finance.', variant: 'success' }));
    expect(posts(calls)).toEqual([['/staff-role/7', { staff_role: 'finance' }]]);
    expect(await within(other).findByText('Admin · Finance')).toBeInTheDocument();
  });

  it('with four-eyes on, says making someone an owner waits for another owner, then shows the request under the role', async () => {
    const request = testApproval({
      id: 12,
      kind: 'staff.make_owner',
      permission: 'staff.manage',
      summary: 'Make ivy an owner',
      requested_by: 'boss',
      requested_by_id: 1,
    });
    let asked = false;
    mockFetch({
      'GET /user/7': { body: ivy({ role: 'admin', staff_role: 'support' }) },
      'GET /approvals': () => ({ body: testApprovalList(asked ? [request] : []) }),
      'POST /staff-role/7': () => {
        asked = true;
        return { status: 202, body: { message: APPROVAL_MESSAGES.waiting, approval: request } };
      },
    });
    const { user } = renderPage();
    const other = await screen.findByRole('region', { name: 'Other information' });
    const select = within(other).getByRole('combobox', { name: 'Staff role' });
    await user.selectOptions(select, 'finance');
    expect(within(other).queryByText(APPROVAL_MESSAGES.needsSecondPerson)).not.toBeInTheDocument();
    await user.selectOptions(select, 'owner');
    expect(await within(other).findByText(APPROVAL_MESSAGES.needsSecondPerson)).toBeInTheDocument();

    await user.click(within(other).getByRole('button', { name: 'Save' }));
    expect(dialog()).toHaveTextContent(APPROVAL_MESSAGES.needsSecondPerson);
    await user.click(within(dialog()).getByRole('button', { name: 'Save staff role' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: APPROVAL_MESSAGES.waiting, variant: 'success' }));
    expect(await within(other).findByRole('region', { name: 'Waiting for approval' })).toHaveTextContent('Make ivy an owner');
    expect(within(other).getByText('Admin · Support')).toBeInTheDocument();
  });

  it('says a refused staff role change as an error in the confirm step', async () => {
    mockFetch({
      'GET /user/7': { body: ivy({ role: 'admin', staff_role: 'owner' }) },
      'POST /staff-role/7': { status: 409, body: { message: 'The last owner cannot be given another role.' } },
    });
    const { user } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Staff role' }), 'auditor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save staff role' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The last owner cannot be given another role.');
    expect(toasts().filter((toast) => toast.variant === 'success')).toEqual([]);
  });

  it('offers no staff role for a regular user, nor for oneself', async () => {
    mockFetch({ 'GET /user/7': { body: ivy({ role: 'admin', staff_role: 'owner' }) } });
    renderPage(testAdmin('owner', { id: 7 }));
    expect(await screen.findByRole('button', { name: 'Make user' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Staff role' })).not.toBeInTheDocument();
  });

  it("shows the server's 403 refusal when an action is reached anyway", async () => {
    const refusal = staffRoleRefusal('support', 'users.message');
    mockFetch({
      'GET /user/7': { body: ivy() },
      'POST /set-display-message/7': { status: 403, body: { message: refusal } },
    });
    const { user } = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Display message' }));
    await user.type(card.getByLabelText('Message'), 'Hello');
    await user.click(card.getByRole('button', { name: 'Set message' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Set message' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(refusal);
    expect(toasts().filter((toast) => toast.variant === 'success')).toEqual([]);
  });
});

describe('manage user in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-users')));
  afterEach(() => activateLocale('en'));

  it("shows the user's cards in Spanish with the balance in Spanish figures", async () => {
    await activateLocale('es');
    mockFetch({ 'GET /user/7': { body: ivy({ phone: null, address: null }) } });
    renderPage();
    const wallet = within(await screen.findByRole('region', { name: 'Saldo de la cuenta' }));
    expect(wallet.getByText('1.234,56 US$')).toBeInTheDocument();
    expect(wallet.getByRole('link', { name: 'Comprar plan' })).toHaveAttribute('href', `${LIST}/7/buy-plan`);
    const profile = within(screen.getByRole('region', { name: 'Datos del perfil' }));
    expect(profile.getByText('Mujer')).toBeInTheDocument();
    expect(profile.getByText(/^\d+ años$/)).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Datos de contacto' }));
    expect(contact.getByText('Aún no hay número de teléfono')).toBeInTheDocument();
    expect(contact.getByText('ivy@example.test')).toHaveAttribute('dir', 'ltr');
    const other = within(screen.getByRole('region', { name: 'Otra información' }));
    expect(other.getByText('Nivel 2')).toBeInTheDocument();
    expect(other.getByText('Verificado')).toBeInTheDocument();
    expect(other.getByText('No congelada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ivy' }).querySelector('bdi')).toHaveAttribute('translate', 'no');
  });

  it('checks a typed bonus and a fee in Spanish, then asks to confirm in Spanish', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({ 'GET /user/7': { body: ivy({ wallet: 1_000 }) } });
    const { user } = renderPage();
    const bonus = within(await screen.findByRole('region', { name: 'Otorgar bonificación' }));
    await user.click(bonus.getByRole('button', { name: 'Otorgar bonificación' }));
    expect(bonus.getByText('Introduzca un importe en dólares.')).toBeInTheDocument();
    await user.type(bonus.getByLabelText('Bonificación en dólares'), '0');
    await user.click(bonus.getByRole('button', { name: 'Otorgar bonificación' }));
    expect(bonus.getByText('El importe debe ser mayor que 0,00 US$.')).toBeInTheDocument();

    const fee = within(screen.getByRole('region', { name: 'Cobrar comisión' }));
    expect(fee.getByText('Como máximo el saldo de 10,00 US$.')).toBeInTheDocument();
    await user.type(fee.getByLabelText('Comisión en dólares'), '10.01');
    await user.click(fee.getByRole('button', { name: 'Cobrar comisión' }));
    expect(fee.getByText('La comisión no puede superar el saldo de 10,00 US$.')).toBeInTheDocument();
    await user.clear(fee.getByLabelText('Comisión en dólares'));
    await user.type(fee.getByLabelText('Comisión en dólares'), '10');
    await user.type(fee.getByLabelText('Motivo (opcional)'), 'Gastos');
    await user.click(fee.getByRole('button', { name: 'Cobrar comisión' }));
    expect(within(dialog()).getByRole('heading', { name: 'Cobrar comisión' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('¿Cobrar una comisión de 10,00 US$ a ivy? Verá el motivo «Gastos» en su historial.');
    expect(posts(calls)).toEqual([]);
  });

  it('says in Spanish why an admin may not act on their own account, and checks a display message in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /user/7': { body: ivy({ role: 'admin' }) } });
    const { user } = renderPage(testUser({ id: 7, role: 'admin', staff_role: 'owner' }));
    expect(await screen.findByRole('button', { name: 'Hacer usuario' })).toHaveAccessibleDescription('No puede quitarse su propio rol de administrador.');
    expect(screen.getByRole('button', { name: 'Suspender usuario' })).toHaveAccessibleDescription('No puede suspender su propia cuenta.');
    expect(screen.getByRole('button', { name: 'Eliminar usuario' })).toHaveAccessibleDescription('No puede eliminar su propia cuenta.');
    const card = within(screen.getByRole('region', { name: 'Mensaje visible' }));
    await user.click(card.getByRole('button', { name: 'Establecer mensaje' }));
    expect(card.getByText('Escriba el mensaje que se mostrará.')).toBeInTheDocument();
  });
});
