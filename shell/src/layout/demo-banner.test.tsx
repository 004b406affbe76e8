import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcvest/shared/test';
import { activateLocale } from '@arcvest/shared';
import { DEMO_NOTICE_ID } from '@arcvest/shared/rules';
import { DemoBanner } from './demo-banner';

describe('DemoBanner', () => {
  afterEach(async () => {
    document.getElementById(DEMO_NOTICE_ID)?.remove();
    await act(() => activateLocale('en'));
  });

  it('draws the notice when the page came without it', () => {
    renderWithProviders(<DemoBanner />);
    expect(screen.getByRole('note')).toHaveTextContent('Demo site: placeholder addresses. Send no funds.');
  });

  it("puts the server's notice in the language the page changes to", async () => {
    const served = document.createElement('div');
    served.id = DEMO_NOTICE_ID;
    served.textContent = 'Demo site: placeholder addresses. Send no funds.';
    document.body.prepend(served);
    renderWithProviders(<DemoBanner />);
    expect(screen.queryAllByRole('note')).toHaveLength(0);
    await act(() => activateLocale('es'));
    expect(served.textContent).toBe('Sitio de demostración: direcciones de ejemplo. No envíe fondos.');
  });
});
