import { breadcrumbs } from './menu';

it('names every level of a dashboard path', () => {
  expect(breadcrumbs('/dashboard/buy-plan/bitcoin')).toEqual([
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/buy-plan', label: 'Buy plan' },
    { to: '/dashboard/buy-plan/bitcoin', label: 'Bitcoin' },
  ]);
});

it('uses the menu words where a path segment reads badly', () => {
  expect(breadcrumbs('/dashboard/user-plan').map((crumb) => crumb.label)).toEqual(['Dashboard', 'Plans']);
  expect(breadcrumbs('/dashboard/admin/manage-plan/create-new-plan').map((crumb) => crumb.label)).toEqual([
    'Dashboard', 'Admin', 'Manage plans', 'New plan',
  ]);
});
