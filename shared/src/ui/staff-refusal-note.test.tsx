import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test';
import { activateLocale } from '../i18n/i18n';
import { StaffRefusalNote } from './staff-refusal-note';

describe('the note in place of an action a staff role does not allow', () => {
  afterEach(() => act(() => activateLocale('en')));

  it('says which roles may, in the server’s English words', () => {
    renderWithProviders(<StaffRefusalNote permission="money.decide" />, { staffRole: 'support' });
    expect(screen.getByText('Your staff role (support) does not allow this: it needs owner or finance.')).toBeInTheDocument();
  });

  it('says it in the page’s language', async () => {
    await act(() => activateLocale('es'));
    renderWithProviders(<StaffRefusalNote permission="money.decide" />, { staffRole: 'support' });
    expect(screen.getByText('Su rol de personal (soporte) no permite esto: se necesita propietario o finanzas.')).toBeInTheDocument();
  });
});
