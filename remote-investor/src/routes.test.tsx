import { declaredRoutePaths, mockFetch, renderWithProviders, type MockRoute } from '@arcvest/shared/test';
import { helpRequestPath, invoicePath, paymentPath, PATHS } from '@arcvest/shared';
import { screen } from '@testing-library/react';
import InvestorRoutes from './routes';

it('declares exactly the investor paths of shared PATHS that exist so far', () => {
  expect(declaredRoutePaths(<InvestorRoutes />, PATHS.dashboard)).toEqual([
    PATHS.dashboard,
    PATHS.buyPlan,
    paymentPath(':coin'),
    invoicePath(':id'),
    PATHS.makeWithdrawal,
    PATHS.userPlans,
    PATHS.transactionHistory,
    PATHS.profile,
    PATHS.editProfile,
    PATHS.editContact,
    PATHS.verifyEmail,
    PATHS.confirmEmailCode,
    PATHS.verifyIdentity,
    PATHS.security,
    PATHS.verifyBalance,
    PATHS.help,
    PATHS.newHelpRequest,
    helpRequestPath(':id'),
    PATHS.notifications,
  ]);
});

it('mounts the overview at /dashboard and the plans at /dashboard/buy-plan', async () => {
  mockFetch({ 'GET /plans': { body: [] } });
  const { user } = renderWithProviders(<InvestorRoutes />, { route: '/dashboard', path: '/dashboard/*' });

  await user.click(await screen.findByRole('link', { name: 'Buy plan' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Buy plan' })).toBeInTheDocument();
});

it('answers a dashboard path nobody owns with a way back', async () => {
  mockFetch({});
  renderWithProviders(<InvestorRoutes />, { route: '/dashboard/no-such-page', path: '/dashboard/*' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
});

it.each<[string, string, Record<string, MockRoute>]>([
  ['/dashboard/user-plan', 'Active plans', { 'GET /get-user-plans': { body: [] } }],
  ['/dashboard/transaction-history', 'Transaction history', { 'GET /transactions': { body: { items: [], next_cursor: null } } }],
  ['/dashboard/buy-plan/ethereum', 'Pay with Ethereum', {}],
  ['/dashboard/make-withdrawal', 'Make withdrawal', {}],
  ['/dashboard/profile', 'Profile', {}],
  ['/dashboard/profile/edit-profile', 'Edit profile', {}],
  ['/dashboard/profile/edit-contact-information', 'Edit contact information', {}],
  ['/dashboard/profile/verify-email-address', 'Verify email address', {}],
  ['/dashboard/profile/verify-identity', 'Verify identity', {}],
])('mounts %s lazily', async (route, heading, routes) => {
  mockFetch(routes);
  renderWithProviders(<InvestorRoutes />, { route, path: '/dashboard/*' });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
