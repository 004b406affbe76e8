import { useLingui, type PlanInput } from '@arcvest/shared';
import { useCallback } from 'react';
import { useCreatePlanMutation } from './api';
import { PlanForm } from './plan-form';
import { EMPTY_PLAN_FORM } from './plan-form-values';
import { PLAN_PAGE_TEXTS as TEXTS } from './messages';

/** Every new plan waits for a second staff member when four-eyes approval is on. */
const alwaysApproved = () => true;
import './manage-plans.css';

export default function CreatePlanPage() {
  const { _ } = useLingui();
  const [createPlan] = useCreatePlanMutation();
  const save = useCallback((plan: PlanInput) => createPlan(plan).unwrap(), [createPlan]);
  return (
    <section className="manage-plans">
      <header className="page-title">
        <h1>{_(TEXTS.newTitle)}</h1>
      </header>
      <PlanForm initialValues={EMPTY_PLAN_FORM} submitLabel={_(TEXTS.create)} onSave={save} needsApproval={alwaysApproved} />
    </section>
  );
}
