import { centsToInput, inEnglish, parsePlanForm, type PlanFormValues, type Translate } from '@arcvest/shared/rules';
import { type Plan, type PlanInput } from '@arcvest/shared';
import { PLAN_FORM_TEXTS } from './messages';

export const EMPTY_PLAN_FORM: PlanFormValues = {
  title: '',
  roi: '',
  duration: '',
  min_amount: '',
  max_amount: '',
  early_redemption: 'not_allowed',
  early_redemption_penalty_percent: '',
  early_redemption_deducts_earnings: 'keep',
  risk_disclosure: '',
};

/** The edit form starts from the saved plan, amounts as plain dollars. */
export function planToFormValues(plan: Plan): PlanFormValues {
  const penalty = plan.early_redemption_penalty_percent;
  return {
    title: plan.title,
    roi: String(plan.roi),
    duration: String(plan.duration),
    min_amount: centsToInput(plan.min_amount),
    max_amount: centsToInput(plan.max_amount),
    early_redemption: penalty === null ? 'not_allowed' : 'allowed',
    early_redemption_penalty_percent: penalty === null ? '' : String(penalty),
    early_redemption_deducts_earnings: plan.early_redemption_deducts_earnings ? 'deduct' : 'keep',
    risk_disclosure: plan.risk_disclosure ?? '',
  };
}

/** Shown on the demo card for every field that is not valid yet. */
const PLACEHOLDER: Plan = {
  id: 0,
  title: 'Untitled',
  roi: 0,
  duration: 0,
  min_amount: 0,
  max_amount: 0,
  early_redemption_penalty_percent: null,
  early_redemption_deducts_earnings: false,
  risk_disclosure: null,
};

/** The plan the demo card shows while the admin types; `translate` names an untitled one in the reader's language. */
export function previewPlan(values: PlanFormValues, translate: Translate = inEnglish): Plan {
  const { plan, errors } = parsePlanForm(values, translate);
  const valid = <K extends keyof PlanInput & keyof Plan>(field: K): Plan[K] =>
    errors[field] ? PLACEHOLDER[field] : ((plan[field] ?? PLACEHOLDER[field]) as Plan[K]);
  return {
    id: PLACEHOLDER.id,
    title: errors.title ? translate(PLAN_FORM_TEXTS.untitled) : plan.title,
    roi: valid('roi'),
    duration: valid('duration'),
    min_amount: valid('min_amount'),
    max_amount: valid('max_amount'),
    early_redemption_penalty_percent: valid('early_redemption_penalty_percent'),
    early_redemption_deducts_earnings: valid('early_redemption_deducts_earnings'),
    risk_disclosure: valid('risk_disclosure'),
  };
}
