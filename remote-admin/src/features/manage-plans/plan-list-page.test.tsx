import { mockFetch, renderWithProviders, testApproval, testApprovalList, toasts } from '@arcvest/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import PlanListPage from './plan-list-page';
import { pageMessages } from '../../messages';
import type { StaffRole } from '@arcvest/shared/rules';
import { TEST_PLANS } from './test-plans';

const LIST_URL = '/dashboard/admin/manage-plan';

function renderList(staffRole: StaffRole = 'owner') {
  return renderWithProviders(<PlanListPage />, { staffRole, route: LIST_URL, path: LIST_URL });
}

describe('Manage plans list', () => {
  it('shows the count, a card per plan with Edit and Delete, and a New plan tile', async () => {
    mockFetch({ 'GET /plans': { body: TEST_PLANS } });
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter plan', 'Growth plan', 'Pro plan']);
    expect(within(cards[1]).getByText('Amount').nextElementSibling?.textContent).toBe('$1,000.00 – $5,000.00');
    expect(screen.getByRole('link', { name: 'Edit Growth plan' })).toHaveAttribute('href', `${LIST_URL}/edit-plan/2`);
    // The way to a deletion is outlined, quieter than Edit; the filled red is its confirm step.
    expect(screen.getByRole('button', { name: 'Delete Growth plan' })).toHaveClass('btn-danger-outline');
    expect(screen.getByRole('link', { name: 'New plan' })).toHaveAttribute('href', `${LIST_URL}/create-new-plan`);
  });

  it('shows the plan requests waiting for approval above the plans, not the other kinds', async () => {
    const create = testApproval({ id: 7, kind: 'plan.create', permission: 'platform.configure', target: null, summary: 'Create the plan "Gold"' });
    const change = testApproval({
      id: 8,
      kind: 'plan.change',
      permission: 'platform.configure',
      target: 'plan:2',
      summary: 'Change the terms of the plan "Growth"',
    });
    mockFetch({ 'GET /plans': { body: TEST_PLANS }, 'GET /approvals': { body: testApprovalList([create, testApproval(), change]) } });
    renderList();

    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Create the plan "Gold"'), expect.stringContaining('Change the terms of the plan "Growth"')]);
  });

  it('shows a finance officer the plans without New plan, Edit or Delete', async () => {
    mockFetch({ 'GET /plans': { body: TEST_PLANS } });
    renderList('finance');

    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'New plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('shows "0 plans", an empty state and the New plan tile when there are no plans', async () => {
    mockFetch({ 'GET /plans': { body: [] } });
    renderList();

    expect(await screen.findByText('0 plans')).toBeInTheDocument();
    expect(screen.getByText('No plans have been added yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New plan' })).toBeInTheDocument();
  });

  it('deletes a plan only after the admin confirms, then shows the server message and refreshes', async () => {
    let deleted = false;
    const { calls } = mockFetch({
      'GET /plans': () => ({ body: deleted ? TEST_PLANS.filter((plan) => plan.id !== 1) : TEST_PLANS }),
      'POST /delete-plan/1': () => {
        deleted = true;
        return { body: { message: 'Plan deleted.' } };
      },
    });
    const { user } = renderList();
    const deleteCalls = () => calls.filter((call) => call.method === 'POST' && call.path === '/delete-plan/1');

    await user.click(await screen.findByRole('button', { name: 'Delete Starter plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete plan' });
    expect(dialog).toHaveTextContent('Do you want to delete the Starter plan? Investors who already bought it keep their plans.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Starter plan' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete plan' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Plan deleted.', variant: 'success' }));
    expect(deleteCalls()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('2 plans')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Starter plan' })).not.toBeInTheDocument();
  });

  it('shows the server message as an error in the open dialog when deleting fails', async () => {
    mockFetch({
      'GET /plans': { body: TEST_PLANS },
      'POST /delete-plan/3': { status: 404, body: { message: 'The plan does not exist.' } },
    });
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete Pro plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('The plan does not exist.');
    expect(toasts()).toEqual([]);
  });

  it('shows the server message and a Retry that fetches the plans again when loading fails', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /plans': () => (++attempts === 1 ? { status: 503, body: { message: 'The plans are unavailable right now.' } } : { body: TEST_PLANS }),
    });
    const { user } = renderList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The plans are unavailable right now.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/plans')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('manage plans in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-plans')));
  afterEach(() => act(() => activateLocale('en')));

  it('counts the plans, names the actions and formats the amounts in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /plans': { body: TEST_PLANS } });
    const { user } = renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Gestionar planes' })).toBeInTheDocument();
    expect(await screen.findByText('3 planes')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(
      within(cards[2])
        .getByText('Importe')
        .nextElementSibling?.textContent?.replace(/\u00a0/g, ' '),
    ).toBe('5.000,00 US$ – 25.000,00 US$');
    expect(screen.getByRole('link', { name: 'Editar plan Growth' })).toHaveAttribute('href', `${LIST_URL}/edit-plan/2`);
    expect(screen.getByRole('link', { name: 'Nuevo plan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar plan Growth' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Desea eliminar el plan Growth? Los inversores que ya lo compraron conservan sus planes.');
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });
});
