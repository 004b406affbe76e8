import { mockFetch, renderWithProviders, testApprovalList, toasts } from '@arcvest/shared/test';
import { APPROVAL_MESSAGES } from '@arcvest/shared/rules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, addCatalogue, Route, Routes } from '@arcvest/shared';
import { pageMessages } from '../../messages';
import EditPlanPage from './edit-plan-page';
import { TEST_PLANS } from './test-plans';

function renderEditPage(id: string) {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/admin/manage-plan">
        <Route index element={<p>Plan list marker</p>} />
        <Route path="edit-plan/:id" element={<EditPlanPage />} />
      </Route>
    </Routes>,
    { route: `/dashboard/admin/manage-plan/edit-plan/${id}` },
  );
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

// Fake timers throughout, to control the 1 s return to the list.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
});

describe('Edit plan page', () => {
  it('prefills the form from the plan list, amounts in dollars', async () => {
    mockFetch({ 'GET /plans': { body: TEST_PLANS } });
    renderEditPage('2');

    expect(await screen.findByLabelText('Title')).toHaveValue('Growth');
    expect(screen.getByLabelText('ROI (% per day)')).toHaveValue('2');
    expect(screen.getByLabelText('Duration (days)')).toHaveValue('45');
    expect(screen.getByLabelText('Minimum amount ($)')).toHaveValue('1000.00');
    expect(screen.getByLabelText('Maximum amount ($)')).toHaveValue('5000.00');
    expect(screen.getByRole('heading', { name: 'Growth plan' })).toBeInTheDocument();
  });

  it('with four-eyes on, says a save waits for a second person only once a term changes, not for the title', async () => {
    mockFetch({ 'GET /plans': { body: TEST_PLANS }, 'GET /approvals': { body: testApprovalList() } });
    const user = renderEditPage('2');

    const roi = await screen.findByLabelText('ROI (% per day)');
    await user.clear(roi);
    await user.type(roi, '2.5');
    expect(await screen.findByText(APPROVAL_MESSAGES.needsSecondPerson)).toBeInTheDocument();

    // Back to its saved return, with only the title changed: it takes effect at once.
    await user.clear(roi);
    await user.type(roi, '2');
    await user.type(screen.getByLabelText('Title'), ' Plus');
    expect(screen.queryByText(APPROVAL_MESSAGES.needsSecondPerson)).not.toBeInTheDocument();
  });

  it('saves the changes to that plan and goes back to the list after 1 s', async () => {
    const { calls } = mockFetch({
      'GET /plans': { body: TEST_PLANS },
      'POST /edit-plan/2': { body: { message: 'Plan updated.', plan: TEST_PLANS[1] } },
    });
    const user = renderEditPage('2');

    const maximum = await screen.findByLabelText('Maximum amount ($)');
    await user.clear(maximum);
    await user.type(maximum, '7,500');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Plan updated.', variant: 'success' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/edit-plan/2',
        body: {
          title: 'Growth',
          roi: 2,
          duration: 45,
          min_amount: 100000,
          max_amount: 750000,
          early_redemption_penalty_percent: null,
          early_redemption_deducts_earnings: false,
          risk_disclosure: null,
        },
      }),
    ]);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Plan list marker')).toBeInTheDocument();
  });

  it("says 'Plan not found.' with a link back when the id is unknown", async () => {
    mockFetch({ 'GET /plans': { body: TEST_PLANS } });
    renderEditPage('42');

    expect(await screen.findByText('Plan not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/dashboard/admin/manage-plan');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});

describe('edit plan in Portuguese', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-plans')));
  afterEach(() => act(() => activateLocale('en')));

  it('shows the plan in Portuguese, with its amounts in dollars in the Brazilian style, and checks the form in Portuguese', async () => {
    await activateLocale('pt-BR');
    const { calls } = mockFetch({ 'GET /plans': { body: TEST_PLANS } });
    const user = renderEditPage('2');

    expect(screen.getByRole('heading', { level: 1, name: 'Editar plano' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Título');
    expect(screen.getByRole('region', { name: 'Cartão de demonstração' })).toHaveTextContent(/US\$\s1\.000,00 – US\$\s5\.000,00/);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('O título é obrigatório.'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says the plan was not found in Portuguese', async () => {
    await activateLocale('pt-BR');
    mockFetch({ 'GET /plans': { body: TEST_PLANS } });
    renderEditPage('42');
    expect(await screen.findByText('Plano não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos planos' })).toHaveAttribute('href', '/dashboard/admin/manage-plan');
  });
});
