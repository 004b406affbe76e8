// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { renderWithProviders } from '@arcvest/shared/test';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { act, screen } from '@testing-library/react';
import PublicRoutes, { loadMessages } from '../../routes';

// A file of its own: no other test has loaded the info pages' catalogue before this one.
afterEach(() => act(() => activateLocale('en')));

it("loads an info page's texts with the page: /terms shows in Spanish from its first paint", async () => {
  // As the shell does: the remote's own catalogue, then the language; the info pages' comes with them.
  await addCatalogue(loadMessages);
  await activateLocale('es');
  renderWithProviders(<PublicRoutes />, { route: '/terms' });
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toHaveTextContent('Términos y condiciones');
});
