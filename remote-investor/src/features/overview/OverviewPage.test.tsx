import { renderWithProviders } from '@arcvest/shared/test';
import { createAppStore, type User } from '@arcvest/shared';
import { screen } from '@testing-library/react';
import OverviewPage from './OverviewPage';

const IVY: User = {
  id: 7, firstname: 'Ivy', lastname: 'Stone', username: 'ivy', email: 'ivy@example.test', gender: 'female',
  age: '1990-04-02', country: 'Canada', phone: null, address: null, ssn: null, occupation: null, salary: null,
  level: 2, role: 'user', suspended: 0, email_verified: 1, wallet: 0, message: null, referral_id: 'ivy123',
  dl_front: null, dl_back: null, created_at: '2025-01-01T00:00:00.000Z',
};

function renderOverview() {
  return renderWithProviders(<OverviewPage />, {
    route: '/dashboard',
    path: '/dashboard',
    otherRoutes: { '/dashboard/buy-plan': <p>Buy plan marker</p> },
    store: createAppStore({ auth: { token: 'token', user: IVY, error: null, loggedOut: false } }),
  });
}

afterEach(() => jest.useRealTimers());

describe('Dashboard overview', () => {
  it.each([
    [9, 'Good morning, Ivy'],
    [12, 'Good afternoon, Ivy'],
    [18, 'Good evening, Ivy'],
  ])('at %i:00 greets with "%s"', (hour, text) => {
    jest.useFakeTimers({ now: new Date(2025, 5, 2, hour, 0) });
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: text })).toBeInTheDocument();
  });

  it('offers Buy plan and Withdraw', async () => {
    const { user } = renderOverview();

    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/dashboard/make-withdrawal');
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    await user.click(screen.getByRole('link', { name: 'Buy plan' }));
    expect(screen.getByText('Buy plan marker')).toBeInTheDocument();
  });
});
