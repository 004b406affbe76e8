import { renderWithProviders } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS } from '@arcvest/shared';
import { screen } from '@testing-library/react';
import { pageMessages } from '../../messages';
import NotFoundPage from './not-found-page';

describe('not-found page', () => {
  afterEach(() => activateLocale('en'));

  it('leads back to the home page', () => {
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', PATHS.home);
  });

  it('says so in Spanish', async () => {
    await addCatalogue(pageMessages('not-found'));
    await activateLocale('es');
    renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
  });
});
