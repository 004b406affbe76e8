import { act, screen, within } from '@testing-library/react';
import { renderWithProviders, testPlan } from '../test';
import { activateLocale } from '../i18n/i18n';
import { PlanCard, RISK_NOTE } from './plan-card';

const plan = testPlan({ id: 7, title: 'Growth', roi: 1.5, duration: 30, min_amount: 100_00, max_amount: 2_500_00 });

/** Each term of the card's fact list with its value, as read on screen. */
function facts(): Record<string, string> {
  const terms = within(screen.getByRole('article')).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('PlanCard', () => {
  // Inside act: the card still shown re-renders in English before the next test.
  afterEach(() => act(() => activateLocale('en')));

  it("shows a plan's terms in English, as the spec writes them", () => {
    renderWithProviders(<PlanCard plan={plan} />);
    expect(screen.getByRole('heading', { name: 'Growth plan' })).toBeInTheDocument();
    expect(screen.getByText('daily', { exact: false })).toHaveTextContent('1.5% daily');
    expect(facts()).toEqual({ Duration: '30 days', 'Total returns': '45%', 'Capital return': 'Yes', Amount: '$100.00 – $2,500.00' });
    expect(screen.getByText(RISK_NOTE.message)).toBeInTheDocument();
  });

  it('shows them in Spanish, amounts as Spanish writes them, the plan name as the operator wrote it', async () => {
    await activateLocale('es');
    renderWithProviders(<PlanCard plan={{ ...plan, duration: 1 }} />);
    expect(screen.getByRole('heading', { name: 'Plan Growth' })).toBeInTheDocument();
    expect(screen.getByText('diario', { exact: false })).toHaveTextContent('1,5% diario');
    expect(facts()).toEqual({
      Duración: '1 día',
      'Rentabilidad total': '1,5%',
      'Devolución del capital': 'Sí',
      Importe: '100,00\u00a0US$ – 2.500,00\u00a0US$',
    });
    expect(screen.getByText(/^Las rentabilidades las fija el operador/)).toBeInTheDocument();
  });
});
