import { centsToInput, parsePlanForm, type Plan, type PlanFormValues, type PlanInput } from '@arcvest/shared';

export const EMPTY_PLAN_FORM: PlanFormValues = { title: '', roi: '', duration: '', min_amount: '', max_amount: '' };

/** The edit form starts from the saved plan, amounts as plain dollars. */
export function planToFormValues(plan: Plan): PlanFormValues {
  return {
    title: plan.title,
    roi: String(plan.roi),
    duration: String(plan.duration),
    min_amount: centsToInput(plan.min_amount),
    max_amount: centsToInput(plan.max_amount),
  };
}

/** Shown on the demo card for every field that is not valid yet. */
const PLACEHOLDER: Plan = { id: 0, title: 'Untitled', roi: 0, duration: 0, min_amount: 0, max_amount: 0 };

/** The plan the demo card shows while the admin types. */
export function previewPlan(values: PlanFormValues): Plan {
  const { plan, errors } = parsePlanForm(values);
  const valid = <K extends keyof PlanInput>(field: K): PlanInput[K] => (errors[field] ? PLACEHOLDER[field] : plan[field]);
  return {
    id: PLACEHOLDER.id,
    title: valid('title'),
    roi: valid('roi'),
    duration: valid('duration'),
    min_amount: valid('min_amount'),
    max_amount: valid('max_amount'),
  };
}
