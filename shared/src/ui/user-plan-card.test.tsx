import { act, screen, within } from '@testing-library/react';
import { renderWithProviders, testUserPlan } from '../test';
import { activateLocale } from '../i18n/i18n';
import { UserPlanCard } from './user-plan-card';

/** Each term of the card's fact list with its value, as read on screen. */
function facts(): Record<string, string> {
  const terms = within(screen.getByRole('article')).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('UserPlanCard', () => {
  afterEach(() => act(() => activateLocale('en')));

  it("shows a held plan in Brazil's Portuguese, its amounts and end date as Brazil writes them", async () => {
    await activateLocale('pt-BR');
    renderWithProviders(<UserPlanCard plan={testUserPlan({ auto_renew: true })} />);
    expect(screen.getByRole('heading', { name: 'Plano Starter' })).toBeInTheDocument();
    expect(facts()).toMatchObject({
      Duração: '30 dias',
      Capital: 'US$\u00a01.000,00',
      'Dias restantes': '12 dias',
      'No vencimento': 'Renova com o capital',
    });
    expect(facts().Termina).toMatch(/^30 de jun\. de 2025/);
    expect(screen.getByRole('progressbar', { name: 'Tempo restante do plano Starter' })).toBeInTheDocument();
  });

  it("counts days with Arabic's plural forms", async () => {
    await activateLocale('ar');
    renderWithProviders(<UserPlanCard plan={testUserPlan({ initial_duration: 2, duration: 11 })} />);
    expect(facts()).toMatchObject({ المدة: 'يومان', 'الأيام المتبقية': '11 يومًا' });
  });
});
