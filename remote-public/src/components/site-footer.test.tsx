// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { renderWithProviders } from '@arcvest/shared/test';
import { screen, within } from '@testing-library/react';
import { SiteFooter } from './site-footer';

afterEach(() => jest.useRealTimers());

describe('site footer', () => {
  it('links to the public pages', () => {
    renderWithProviders(<SiteFooter />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About us', '/about-us'],
      ['T & C', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Proof of reserves', '/proof-of-reserves'],
      ['Sign in', '/login'],
      ['Register', '/signup'],
    ];
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
  });

  it('shows the contact details from the runtime config and the risk warning', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'support@example.test' })).toHaveAttribute('href', 'mailto:support@example.test');
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.getByText(/1 Test Street/)).toBeInTheDocument();
    expect(screen.getByText(/not guaranteed/)).toHaveTextContent('you can lose capital');
  });

  it('shows the current year and the site name', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText('© 2031 Arcvest')).toBeInTheDocument();
  });
});
