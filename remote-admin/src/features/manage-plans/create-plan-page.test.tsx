import { mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, addCatalogue, Route, Routes } from '@arcvest/shared';
import { pageMessages } from '../../messages';
import CreatePlanPage from './create-plan-page';

const CREATE_URL = '/dashboard/admin/manage-plan/create-new-plan';

function renderCreatePage() {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/admin/manage-plan">
        <Route index element={<p>Plan list marker</p>} />
        <Route path="create-new-plan" element={<CreatePlanPage />} />
      </Route>
    </Routes>,
    { route: CREATE_URL },
  );
  // Own instance, so that user-event advances the fake timers.
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
}

const VALID_FORM = {
  Title: 'Gold',
  'ROI (% per day)': '2.5',
  'Duration (days)': '30',
  'Minimum amount ($)': '1,000',
  'Maximum amount ($)': '10,000.50',
};

// Fake timers throughout, to control the 1 s return to the list.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
});

describe('Create plan page', () => {
  it('sends numbers and cents, toasts the server message and goes back to the list after 1 s', async () => {
    const { calls } = mockFetch({
      'POST /create-plan': (request) => ({ status: 201, body: { message: 'Plan created.', plan: { id: 9, ...(request.body as object) } } }),
    });
    const user = renderCreatePage();

    await fillForm(user, VALID_FORM);
    await user.click(screen.getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Plan created.', variant: 'success' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/create-plan',
        body: {
          title: 'Gold',
          roi: 2.5,
          duration: 30,
          min_amount: 100000,
          max_amount: 1000050,
          early_redemption_penalty_percent: null,
          early_redemption_deducts_earnings: false,
          risk_disclosure: null,
        },
      }),
    ]);
    // Busy until it leaves, so the plan cannot be sent twice.
    expect(screen.getByRole('button', { name: 'Create plan' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText('Plan list marker')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Plan list marker')).toBeInTheDocument();
  });

  it('sends the early-redemption rule and the risk text, and checks the penalty on the field', async () => {
    const { calls } = mockFetch({
      'POST /create-plan': (request) => ({ status: 201, body: { message: 'Plan created.', plan: { id: 9, ...(request.body as object) } } }),
    });
    const user = renderCreatePage();
    await fillForm(user, VALID_FORM);
    expect(screen.queryByLabelText('Penalty (% of the capital)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Investors may end the plan early'), 'allowed');
    await fillForm(user, { 'Penalty (% of the capital)': '150', 'Risk text (optional)': 'Capital at risk.' });
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    const penalty = screen.getByLabelText('Penalty (% of the capital)');
    await waitFor(() =>
      expect(penalty).toHaveAccessibleDescription(expect.stringContaining('The early-redemption penalty must be a percentage from 0 to 100')),
    );
    expect(penalty).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await fillForm(user, { 'Penalty (% of the capital)': '7.5' });
    await user.selectOptions(screen.getByLabelText('Earnings already paid'), 'deduct');
    expect(
      within(screen.getByRole('region', { name: 'Demo card' })).getByText(
        'Early redemption with a penalty of 7.5% of the capital; earnings already paid are deducted.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Plan created.', variant: 'success' }));
    expect(calls.filter((call) => call.method === 'POST')[0].body).toMatchObject({
      early_redemption_penalty_percent: 7.5,
      early_redemption_deducts_earnings: true,
      risk_disclosure: 'Capital at risk.',
    });
  });

  it('updates the demo card while the admin types, with placeholders for fields not valid yet', async () => {
    const user = renderCreatePage();
    const demo = screen.getByRole('region', { name: 'Demo card' });

    expect(within(demo).getByRole('heading', { name: 'Untitled plan' })).toBeInTheDocument();
    expect(within(demo).getByText('Amount').nextElementSibling?.textContent).toBe('$0.00 – $0.00');

    await fillForm(user, { Title: 'Gold', 'ROI (% per day)': '2.5', 'Duration (days)': '30', 'Minimum amount ($)': '1,000' });
    expect(within(demo).getByRole('heading', { name: 'Gold plan' })).toBeInTheDocument();
    expect(within(demo).getByText('2.5%')).toBeInTheDocument();
    expect(within(demo).getByText('30 days')).toBeInTheDocument();
    expect(within(demo).getByText('75%')).toBeInTheDocument();
    expect(within(demo).getByText('Amount').nextElementSibling?.textContent).toBe('$1,000.00 – $0.00');

    await user.type(screen.getByLabelText('Maximum amount ($)'), '5000');
    expect(within(demo).getByText('Amount').nextElementSibling?.textContent).toBe('$1,000.00 – $5,000.00');
  });

  it('checks the form before sending and shows each error under its field', async () => {
    const { calls } = mockFetch({});
    const user = renderCreatePage();

    await fillForm(user, { ...VALID_FORM, Title: ' ', 'Maximum amount ($)': '500' });
    await user.click(screen.getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('The title is required.'));
    expect(screen.getByLabelText('Maximum amount ($)')).toHaveAccessibleDescription(
      expect.stringContaining('The maximum amount must not be below the minimum amount.'),
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the 422 field errors under the fields and toasts each of them', async () => {
    mockFetch({
      'POST /create-plan': {
        status: 422,
        body: { message: 'The plan could not be saved.', errors: { title: ['A plan with this title already exists.'] } },
      },
    });
    const user = renderCreatePage();

    await fillForm(user, VALID_FORM);
    await user.click(screen.getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(toasts()).toEqual([{ message: 'A plan with this title already exists.', variant: 'error' }]));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('A plan with this title already exists.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create plan' })).toBeEnabled());
    expect(screen.queryByText('Plan list marker')).not.toBeInTheDocument();
  });
});

describe('create plan in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-plans')));
  afterEach(() => act(() => activateLocale('en')));

  it('labels the form, previews an untitled plan and says the checks in Spanish before sending anything', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({});
    const user = renderCreatePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo plan' })).toBeInTheDocument();
    expect(screen.getByLabelText('ROI (% por día)')).toHaveAccessibleDescription('Por ejemplo, 2.5');
    const demo = screen.getByRole('region', { name: 'Tarjeta de muestra' });
    expect(within(demo).getByRole('heading', { name: /Sin título/ })).toBeInTheDocument();

    await fillForm(user, { Título: ' ', 'ROI (% por día)': '2.5', 'Duración (días)': '30', 'Importe mínimo ($)': '1,000', 'Importe máximo ($)': '500' });
    // The maximum is not valid yet (below the minimum): the demo card shows its placeholder.
    expect(
      within(demo)
        .getByText('Importe')
        .nextElementSibling?.textContent?.replace(/\u00a0/g, ' '),
    ).toBe('1.000,00 US$ – 0,00 US$');
    await user.click(screen.getByRole('button', { name: 'Crear plan' }));

    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('El título es obligatorio.'));
    expect(screen.getByLabelText('Importe máximo ($)')).toHaveAccessibleDescription(
      expect.stringContaining('El importe máximo no puede ser inferior al importe mínimo.'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
