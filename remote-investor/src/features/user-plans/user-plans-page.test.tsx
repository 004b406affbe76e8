import { mockFetch, renderWithProviders, testUser, testUserPlan, toasts } from '@arcvest/shared/test';
import type { PastUserPlan, UserPlan } from '@arcvest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';
import UserPlansPage from './user-plans-page';

const PLAN: UserPlan = testUserPlan();

const renderPlans = () => renderWithProviders(<UserPlansPage />, { route: '/dashboard/user-plan', path: '/dashboard/user-plan' });

describe('Active plans page', () => {
  it('shows a card per plan with its terms and the days-left progress', async () => {
    mockFetch({ 'GET /get-user-plans': { body: [PLAN, { ...PLAN, id: 6, title: 'Growth', initial_duration: 3, duration: 1 }] } });
    renderPlans();

    expect(screen.getByRole('heading', { level: 1, name: 'Active plans' })).toBeInTheDocument();
    const [starter, growth] = await screen.findAllByRole('article');
    expect(within(starter).getByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
    const fact = (term: string) => within(starter).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(starter).toHaveTextContent('1.5% daily');
    expect(fact('Duration')).toHaveTextContent('30 days');
    expect(fact('Capital')).toHaveTextContent('$1,000.00');
    expect(fact('Daily return')).toHaveTextContent('$15.00');
    expect(fact('Total return')).toHaveTextContent('$450.00');
    expect(fact('Days left')).toHaveTextContent('12 days');
    expect(fact('Earned so far')).toHaveTextContent('$270.00');
    expect(fact('Ends')).toHaveTextContent('Jun 30, 2025');
    expect(fact('Early redemption')).toHaveTextContent('Not allowed');
    expect(fact('At maturity')).toHaveTextContent('Capital to balance');
    // A plan whose rule does not allow it has no Redeem early button.
    expect(within(starter).queryByRole('button', { name: 'Redeem early' })).not.toBeInTheDocument();

    const bar = within(starter).getByRole('progressbar', { name: 'Time left on the Starter plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '12 of 30 days left (40% of the term left)');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
    expect(within(starter).getByText('12 of 30 days left (40% of the term left)')).toHaveClass('progress-caption');
    expect(within(growth).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(within(growth).getByText('1 day', { selector: 'dd' })).toBeInTheDocument();
  });

  it('draws a plan on day 0 as all of its term still to come, not as complete', async () => {
    mockFetch({ 'GET /get-user-plans': { body: [{ ...PLAN, initial_duration: 30, duration: 30 }] } });
    renderPlans();

    const bar = within(await screen.findByRole('article')).getByRole('progressbar', { name: 'Time left on the Starter plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'All 30 days still to come (100% of the term left)');
    // A time-left bar (hatched, from today to the end), not a filled progress bar.
    expect(bar).toHaveClass('progress-remaining');
    expect(screen.getByText('All 30 days still to come (100% of the term left)')).toBeInTheDocument();
  });

  it("says 'No active plans' when there are none", async () => {
    mockFetch({ 'GET /get-user-plans': { body: [] } });
    renderPlans();

    expect(await screen.findByText('No active plans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server message and retries', async () => {
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /get-user-plans': () => (++attempts === 1 ? { status: 503, body: { message: 'Try again soon.' } } : { body: [PLAN] }),
      'GET /past-user-plans': { body: [] },
    });
    const { user } = renderPlans();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try again soon.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/get-user-plans')).toHaveLength(2);
  });

  it('previews an early redemption, confirms it, and says what was credited', async () => {
    const flexible = { ...PLAN, early_redemption_penalty_percent: 10, early_redemption_deducts_earnings: true };
    const quote = { allowed: true, capital: 1_000_00, penalty: 100_00, earnings_deducted: 270_00, referral_bonus_deducted: 0, credited: 630_00 };
    let redeemed = false;
    const { calls } = mockFetch({
      'GET /get-user-plans': () => ({ body: redeemed ? [] : [flexible] }),
      'GET /user-plans/5/redemption': { body: quote },
      'POST /user-plans/5/redemption': () => {
        redeemed = true;
        return { body: quote };
      },
      'POST /me': { body: testUser() },
    });
    const { user } = renderPlans();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Early redemption', { selector: 'dt' }).nextElementSibling).toHaveTextContent('10% penalty, earnings deducted');
    await user.click(within(card).getByRole('button', { name: 'Redeem early' }));

    const dialog = await screen.findByRole('dialog', { name: 'Redeem the Starter plan early' });
    const figure = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(figure('Capital')).toHaveTextContent('$1,000.00');
    expect(figure('Penalty (10% of the capital)')).toHaveTextContent('−$100.00');
    expect(figure('Earnings already paid, deducted')).toHaveTextContent('−$270.00');
    expect(figure('Credited to your balance')).toHaveTextContent('$630.00');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Redeem early' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Plan redeemed: $630.00 credited to your balance.', variant: 'success' }));
    expect(calls.filter((call) => call.path === '/user-plans/5/redemption' && call.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText('No active plans')).toBeInTheDocument();
  });

  it('shows the server message when the plan ended meanwhile, and keeps the dialog to cancel', async () => {
    const flexible = { ...PLAN, early_redemption_penalty_percent: 0 };
    mockFetch({
      'GET /get-user-plans': { body: [flexible] },
      'GET /user-plans/5/redemption': {
        body: { allowed: true, capital: 1_000_00, penalty: 0, earnings_deducted: 0, referral_bonus_deducted: 0, credited: 1_000_00 },
      },
      'POST /user-plans/5/redemption': { status: 409, body: { message: 'This plan has already ended.' } },
    });
    const { user } = renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Redeem early' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Earnings already paid (yours to keep)', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$270.00');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem early' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This plan has already ended.');
  });

  it('switches renewal at maturity on and says what will happen', async () => {
    let autoRenew = false;
    const { calls } = mockFetch({
      'GET /get-user-plans': () => ({ body: [{ ...PLAN, auto_renew: autoRenew }] }),
      'POST /user-plans/5/renewal': (request) => {
        autoRenew = (request.body as { auto_renew: boolean }).auto_renew;
        return { body: { message: 'At maturity this plan will be renewed with its capital.', plan: { ...PLAN, auto_renew: autoRenew } } };
      },
    });
    const { user } = renderPlans();
    const toggle = await screen.findByRole('switch', { name: 'Renew at maturity' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'At maturity this plan will be renewed with its capital.', variant: 'success' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ auto_renew: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Renew at maturity' })).toBeChecked());
    expect(screen.getByText('At maturity', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Renews with the capital');
  });
});

describe('Past plans', () => {
  const matured: PastUserPlan = {
    id: 3,
    plan_id: 1,
    title: 'Starter',
    status: 'completed',
    amount: 500_00,
    initial_duration: 7,
    days_paid: 7,
    started_at: '2026-03-03T17:00:00.000Z',
    ended_at: '2026-03-10T18:00:00.000Z',
    earned: 52_50,
    charges: 0,
  };
  const redeemed: PastUserPlan = {
    ...matured,
    id: 4,
    plan_id: 2,
    title: 'Growth',
    status: 'redeemed',
    amount: 2_000_00,
    initial_duration: 14,
    days_paid: 7,
    ended_at: '2026-03-25T18:00:00.000Z',
    earned: 280_00,
    charges: 100_00,
  };

  it('lists the plans that matured or were redeemed, with dates, capital, earnings and what redeeming early cost', async () => {
    mockFetch({ 'GET /get-user-plans': { body: [PLAN] }, 'GET /past-user-plans': { body: [redeemed, matured] } });
    renderPlans();

    const past = await screen.findByRole('region', { name: 'Past plans' });
    const [growth, starter] = await within(past).findAllByRole('article');
    const factOf = (card: HTMLElement) => (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(within(growth).getByRole('heading', { name: 'Growth plan' })).toBeInTheDocument();
    expect(growth).toHaveTextContent('Redeemed early');
    expect(factOf(growth)('Capital')).toHaveTextContent('$2,000.00');
    expect(factOf(growth)('Redeemed on')).toHaveTextContent('Mar 25, 2026');
    expect(factOf(growth)('Days paid')).toHaveTextContent('7 of 14');
    expect(factOf(growth)('Total earned')).toHaveTextContent('$280.00');
    expect(factOf(growth)('Early redemption cost')).toHaveTextContent('$100.00');
    expect(starter).toHaveTextContent('Matured');
    expect(factOf(starter)('Matured on')).toHaveTextContent('Mar 10, 2026');
    expect(factOf(starter)('Started')).toHaveTextContent('Mar 3, 2026');
    expect(factOf(starter)('Total earned')).toHaveTextContent('$52.50');
    // A plan that ran its term cost nothing to end.
    expect(within(starter).queryByText('Early redemption cost')).not.toBeInTheDocument();
    // The running plan stays above, among the active ones.
    expect(within(past).queryByRole('heading', { name: 'Starter plan', level: 2 })).not.toBeInTheDocument();
  });

  it('says there are no past plans yet, beside the active ones', async () => {
    mockFetch({ 'GET /get-user-plans': { body: [PLAN] }, 'GET /past-user-plans': { body: [] } });
    renderPlans();

    const past = await screen.findByRole('region', { name: 'Past plans' });
    expect(await within(past).findByText('No past plans yet: a plan is listed here once it matures or is redeemed.')).toBeInTheDocument();
  });
});

describe('plans in Arabic', () => {
  beforeAll(() => addCatalogue(pageMessages('user-plans')));
  afterEach(() => act(() => activateLocale('en')));

  it('previews an early redemption in Arabic, its amounts as Arabic writes them', async () => {
    await activateLocale('ar');
    const flexible = { ...PLAN, early_redemption_penalty_percent: 10, early_redemption_deducts_earnings: true };
    const quote = { allowed: true, capital: 1_000_00, penalty: 100_00, earnings_deducted: 270_00, referral_bonus_deducted: 0, credited: 630_00 };
    mockFetch({ 'GET /get-user-plans': { body: [flexible] }, 'GET /user-plans/5/redemption': { body: quote }, 'GET /past-user-plans': { body: [] } });
    const { user } = renderPlans();

    expect(screen.getByRole('heading', { level: 1, name: 'الخطط النشطة' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'الخطط السابقة' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'استرداد مبكر' }));
    const dialog = await screen.findByRole('dialog', { name: 'استرداد خطة Starter مبكرًا' });
    const figure = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('رأس المال')).toBe('\u20661,000.00\u00a0US$\u2069');
    expect(figure('الغرامة (10% من رأس المال)')).toBe('−\u2066100.00\u00a0US$\u2069');
    expect(figure('يُضاف إلى رصيدك')).toBe('\u2066630.00\u00a0US$\u2069');
  });
  it("says the plan's days left with Arabic's plural of days", async () => {
    await activateLocale('ar');
    mockFetch({ 'GET /get-user-plans': { body: [{ ...PLAN, duration: 2, initial_duration: 11 }] }, 'GET /past-user-plans': { body: [] } });
    renderPlans();
    expect(await screen.findByText('متبقٍ 2 من 11 يومًا (18% من المدة متبقية)')).toBeInTheDocument();
  });
});
