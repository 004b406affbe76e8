import { Link, PlansLoader, useParams, type PlanInput } from '@arcvest/shared';
import { planTermsChanged } from '@arcvest/shared/rules';
import { useCallback } from 'react';
import { useEditPlanMutation } from './api';
import { PlanForm } from './plan-form';
import { planToFormValues, previewPlan } from './plan-form-values';
import './manage-plans.css';

/** Edits a plan from the GET /plans list (there is no single-plan endpoint). */
export default function EditPlanPage() {
  const { id } = useParams();
  const [editPlan] = useEditPlanMutation();
  const planId = Number(id);
  const save = useCallback((input: PlanInput) => editPlan({ id: planId, plan: input }).unwrap(), [editPlan, planId]);

  return (
    <section className="manage-plans">
      <header className="page-title">
        <h1>Edit plan</h1>
      </header>
      <PlansLoader loadingLabel="Loading the plan">
        {(plans) => {
          const plan = plans.find((candidate) => candidate.id === planId);
          return plan ? (
            // Keyed by id: a list refetch after saving must not reset what the admin typed.
            // Only a change of return, duration, limits or early redemption waits for approval; the title and risk text do not.
            <PlanForm
              key={plan.id}
              initialValues={planToFormValues(plan)}
              submitLabel="Save changes"
              onSave={save}
              needsApproval={(values) => planTermsChanged(plan, previewPlan(values))}
            />
          ) : (
            <div className="empty-state">
              <p>Plan not found.</p>
              <Link to="..">Back to plans</Link>
            </div>
          );
        }}
      </PlansLoader>
    </section>
  );
}
