import { deferred, mockFetch, renderWithProviders, testPlan } from '../test';
import { screen } from '@testing-library/react';
import { PLANS_LOAD_FAILED } from '../api/base-api';
import type { Plan } from '../types';
import { PlansLoader } from './plans-loader';

const STARTER: Plan = testPlan({ id: 1, title: 'Starter', roi: 1.5, duration: 7, min_amount: 100_00, max_amount: 999_00 });

const list = (plans: Plan[]) => <p>{plans.length === 0 ? 'No plans' : plans.map((plan) => plan.title).join(', ')}</p>;

describe('PlansLoader', () => {
  it('shows the loading label until GET /plans answers, then the rendered list', async () => {
    const reply = deferred<{ body: Plan[] }>();
    mockFetch({ 'GET /plans': () => reply.promise });
    renderWithProviders(<PlansLoader loadingLabel="Loading the plan">{list}</PlansLoader>);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the plan');
    reply.resolve({ body: [STARTER] });
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hands an empty list to its children', async () => {
    mockFetch({ 'GET /plans': { body: [] } });
    renderWithProviders(<PlansLoader>{list}</PlansLoader>);
    expect(await screen.findByText('No plans')).toBeInTheDocument();
  });

  it('shows the server message, or its own when there is none, and Retry asks again', async () => {
    const replies = [{ status: 503, body: { message: 'Down for maintenance.' } }, { status: 500, body: {} }, { body: [STARTER] }];
    const { calls } = mockFetch({ 'GET /plans': () => replies.shift()! });
    const { user } = renderWithProviders(<PlansLoader>{list}</PlansLoader>);

    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(PLANS_LOAD_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/plans')).toHaveLength(3);
  });
});
