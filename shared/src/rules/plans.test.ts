import { activateLocale, i18n } from '../i18n/i18n';
import type { Message } from './messages';
import { parsePlanForm, PLAN_TEXTS, validatePlan, type PlanFormValues } from './plans';

const FORM: PlanFormValues = {
  title: 'Gold',
  roi: '2.5',
  duration: '30',
  min_amount: '1,000',
  max_amount: '10,000',
  early_redemption: 'not_allowed',
  early_redemption_penalty_percent: '',
  early_redemption_deducts_earnings: 'keep',
  risk_disclosure: '',
};

const BAD = { title: 'x'.repeat(61), roi: 0, duration: 3651, min_amount: 500, max_amount: 100, risk_disclosure: 'r'.repeat(2001) };

describe("a plan's checks", () => {
  afterEach(() => activateLocale('en'));

  it('say their English by default, as the API answers it', () => {
    expect(validatePlan(BAD)).toEqual({
      title: ['The title may have at most 60 characters.'],
      roi: ['The ROI must be a percentage above 0 and at most 100, with up to two decimals.'],
      duration: ['The duration must be a whole number of days from 1 to 3650.'],
      max_amount: ['The maximum amount must not be below the minimum amount.'],
      risk_disclosure: ['The risk text may have at most 2000 characters.'],
    });
    expect(parsePlanForm({ ...FORM, title: ' ', min_amount: 'x', max_amount: '0' }).errors).toEqual({
      title: [PLAN_TEXTS.titleRequired.message],
      min_amount: [PLAN_TEXTS.minAmount.message],
      max_amount: [PLAN_TEXTS.maxAmount.message],
    });
  });

  it("say them in the reader's language with the page's translate", async () => {
    await activateLocale('es');
    const translate = (message: Message) => i18n._(message);
    expect(validatePlan(BAD, translate)).toEqual({
      title: ['El título puede tener como máximo 60 caracteres.'],
      roi: ['El ROI debe ser un porcentaje mayor que 0 y como máximo de 100, con hasta dos decimales.'],
      duration: ['La duración debe ser un número entero de días de 1 a 3650.'],
      max_amount: ['El importe máximo no puede ser inferior al importe mínimo.'],
      risk_disclosure: ['El texto de riesgo puede tener como máximo 2000 caracteres.'],
    });
    expect(parsePlanForm({ ...FORM, title: ' ' }, translate).errors).toEqual({ title: ['El título es obligatorio.'] });
  });
});
