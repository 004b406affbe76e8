import { declaredRoutePaths, mockFetch, renderWithProviders } from '@arcvest/shared/test';
import {
  coinAddressesPath,
  createAddressPath,
  editPlanPath,
  identityVerificationPath,
  manageUserBuyPlanPath,
  manageUserPath,
  supportRequestPath,
  manageUserPlansPath,
  PATHS,
} from '@arcvest/shared';
import { screen } from '@testing-library/react';
import { TEST_APPLICANTS, pendingApplicant } from './features/identity-verification/test-applicants';
import { EMPTY_OVERVIEW } from './features/admin-overview/test-overview';
import { TEST_PLANS } from './features/manage-plans/test-plans';
import AdminRoutes from './routes';

it('declares exactly the admin paths of shared PATHS that exist so far', () => {
  expect(declaredRoutePaths(<AdminRoutes />, PATHS.admin)).toEqual([
    PATHS.admin,
    PATHS.managePlans,
    PATHS.createPlan,
    editPlanPath(':id'),
    PATHS.manageAddresses,
    coinAddressesPath(':coin'),
    createAddressPath(':coin'),
    PATHS.manageDeposits,
    PATHS.manageWithdrawals,
    PATHS.manageIdentityVerification,
    identityVerificationPath(':id'),
    PATHS.manageUsers,
    manageUserPath(':id'),
    manageUserBuyPlanPath(':id'),
    manageUserPlansPath(':id'),
    PATHS.chainPayments,
    PATHS.auditLog,
    PATHS.deployments,
    PATHS.manageReserves,
    PATHS.staff,
    PATHS.approvals,
    PATHS.supportQueue,
    PATHS.savedReplies,
    supportRequestPath(':id'),
    PATHS.adminNotifications,
  ]);
});

it('opens the overview at /dashboard/admin', async () => {
  mockFetch({ 'GET /admin-overview': { body: EMPTY_OVERVIEW } });
  renderWithProviders(<AdminRoutes />, { route: '/dashboard/admin', path: '/dashboard/admin/*' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
});

it('mounts the audit log', async () => {
  mockFetch({ 'GET /audit-log': { body: { items: [], next_cursor: null } } });
  renderWithProviders(<AdminRoutes />, { route: '/dashboard/admin/audit-log', path: '/dashboard/admin/*' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  expect(await screen.findByText('No admin actions have been recorded yet.')).toBeInTheDocument();
});

it('mounts manage plans under /dashboard/admin and links list, edit and back', async () => {
  mockFetch({ 'GET /plans': { body: TEST_PLANS } });
  const { user } = renderWithProviders(<AdminRoutes />, { route: '/dashboard/admin/manage-plan', path: '/dashboard/admin/*', staffRole: 'owner' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
  await user.click(await screen.findByRole('link', { name: 'Edit Pro plan' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit plan' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Title')).toHaveValue('Pro');

  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'New plan' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'New plan' })).toBeInTheDocument();
});

it('mounts manage addresses: coin cards, a coin list, its creation page and back', async () => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => 'blob:qr' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
  mockFetch({ 'GET /all-sol-address': { body: [] } });
  const { user } = renderWithProviders(<AdminRoutes />, { route: '/dashboard/admin/manage-address', path: '/dashboard/admin/*', staffRole: 'owner' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage addresses' })).toBeInTheDocument();
  const cards = screen.getAllByRole('link', { name: /deposit addresses$/ });
  expect(cards.map((card) => card.getAttribute('href'))).toEqual(
    ['bitcoin', 'ethereum', 'ripple', 'solana', 'tether'].map((slug) => `/dashboard/admin/manage-address/${slug}`),
  );
  expect(cards.map((card) => card.querySelector('.address-coin-name')?.textContent)).toEqual(['Bitcoin', 'Ethereum', 'Ripple', 'Solana', 'Tether (USDT)']);

  await user.click(screen.getByRole('link', { name: /^Solana/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Solana addresses' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Add address' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Add Solana address' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Solana addresses' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '← All coins' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage addresses' })).toBeInTheDocument();
});

it('mounts manage deposits', async () => {
  mockFetch({ 'GET /all-transactions': { body: { items: [], next_cursor: null } } });
  renderWithProviders(<AdminRoutes />, { route: '/dashboard/admin/manage-deposits', path: '/dashboard/admin/*' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage deposits' })).toBeInTheDocument();
  expect(await screen.findByText('No pending deposits.')).toBeInTheDocument();
});

it('mounts manage withdrawals', async () => {
  mockFetch({ 'GET /all-transactions': { body: { items: [], next_cursor: null } } });
  renderWithProviders(<AdminRoutes />, { route: '/dashboard/admin/manage-withdrawals', path: '/dashboard/admin/*' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage withdrawals' })).toBeInTheDocument();
  expect(await screen.findByText('No pending withdrawals.')).toBeInTheDocument();
});

it('mounts identity verification: the list, a user page and back to the same search', async () => {
  mockFetch({
    'GET /identity-verifications': { body: { items: TEST_APPLICANTS, next_cursor: null, total: 3 } },
    'GET /user/31': { body: { ...pendingApplicant(), dl_front: null, dl_back: null } },
  });
  const { user } = renderWithProviders(<AdminRoutes />, { route: `${PATHS.manageIdentityVerification}?search=nor`, path: '/dashboard/admin/*' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage ID verifications' })).toBeInTheDocument();
  await user.click(await screen.findByRole('link', { name: /^nora/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Identity of nora' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← All applicants' })).toHaveAttribute('href', `${PATHS.manageIdentityVerification}?search=nor`);
  await user.click(screen.getByRole('link', { name: '← All applicants' }));
  expect(await screen.findByText('3 user(s) found.')).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveValue('nor');
});
