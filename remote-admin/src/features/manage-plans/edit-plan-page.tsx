import { Link, PlansLoader, useLingui, useParams, type PlanInput } from '@arcvest/shared';
import { planTermsChanged } from '@arcvest/shared/rules';
import { useCallback } from 'react';
import { useEditPlanMutation } from './api';
import { PlanForm } from './plan-form';
import { planToFormValues, previewPlan } from './plan-form-values';
import { PLAN_PAGE_TEXTS as TEXTS } from './messages';
import './manage-plans.css';

/** Edits a plan from the GET /plans list (there is no single-plan endpoint). */
export default function EditPlanPage() {
  const { _ } = useLingui();
  const { id } = useParams();
  const [editPlan] = useEditPlanMutation();
  const planId = Number(id);
  const save = useCallback((input: PlanInput) => editPlan({ id: planId, plan: input }).unwrap(), [editPlan, planId]);

  return (
    <section className="manage-plans">
      <header className="page-title">
        <h1>{_(TEXTS.editTitle)}</h1>
      </header>
      <PlansLoader loadingLabel={_(TEXTS.loading)}>
        {(plans) => {
          const plan = plans.find((candidate) => candidate.id === planId);
          return plan ? (
            // Keyed by id: a list refetch after saving must not reset what the admin typed.
            // Only a change of return, duration, limits or early redemption waits for approval; the title and risk text do not.
            <PlanForm
              key={plan.id}
              initialValues={planToFormValues(plan)}
              submitLabel={_(TEXTS.saveChanges)}
              onSave={save}
              needsApproval={(values) => planTermsChanged(plan, previewPlan(values, _))}
            />
          ) : (
            <div className="empty-state">
              <p>{_(TEXTS.notFound)}</p>
              <Link to="..">{_(TEXTS.backToPlans)}</Link>
            </div>
          );
        }}
      </PlansLoader>
    </section>
  );
}
