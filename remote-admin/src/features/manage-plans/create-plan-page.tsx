import type { PlanInput } from '@arcvest/shared';
import { useCallback } from 'react';
import { useCreatePlanMutation } from './api';
import { PlanForm } from './plan-form';
import { EMPTY_PLAN_FORM } from './plan-form-values';

/** Every new plan waits for a second staff member when four-eyes approval is on. */
const alwaysApproved = () => true;
import './manage-plans.css';

export default function CreatePlanPage() {
  const [createPlan] = useCreatePlanMutation();
  const save = useCallback((plan: PlanInput) => createPlan(plan).unwrap(), [createPlan]);
  return (
    <section className="manage-plans">
      <header className="page-title">
        <h1>New plan</h1>
      </header>
      <PlanForm initialValues={EMPTY_PLAN_FORM} submitLabel="Create plan" onSave={save} needsApproval={alwaysApproved} />
    </section>
  );
}
