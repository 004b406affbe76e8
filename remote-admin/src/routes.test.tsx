import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import { screen } from '@testing-library/react';
import { TEST_PLANS } from './features/manage-plans/testPlans';
import AdminRoutes from './routes';

afterEach(() => jest.restoreAllMocks());

it('mounts manage plans under /dashboard/admin and links list, edit and back', async () => {
  mockFetch({ 'GET /plans': { body: TEST_PLANS } });
  const { user } = renderWithProviders(<AdminRoutes />, { route: '/dashboard/admin', path: '/dashboard/admin/*' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
  await user.click(await screen.findByRole('link', { name: 'Edit Pro plan' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit plan' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Title')).toHaveValue('Pro');

  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'New plan' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'New plan' })).toBeInTheDocument();
});
