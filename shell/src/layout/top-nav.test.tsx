import { renderWithProviders, testUser } from '@arcvest/shared/test';
import { createAppStore } from '@arcvest/shared';
import { fireEvent, screen } from '@testing-library/react';

import { TopNav } from './top-nav';

it('offers Sign in and Register to visitors', () => {
  renderWithProviders(<TopNav />);
  for (const name of ['Home', 'About us', 'T & C', 'Privacy Policy', 'Sign in', 'Register']) {
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
});

it('offers the Dashboard to a signed-in user', () => {
  renderWithProviders(<TopNav />, { store: createAppStore({ auth: { token: 't', user: testUser(), error: null, loggedOut: false } }) });
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});

it('closes the mobile menu on an outside click and on a link click', async () => {
  const { user } = renderWithProviders(
    <>
      <TopNav />
      <p>page body</p>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Open menu' });

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  fireEvent.mouseDown(screen.getByText('page body'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('link', { name: 'About us' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
