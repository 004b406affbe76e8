import { errorMessage, ErrorState, Spinner, useGetPlansQuery, type PlanInput, PLANS_LOAD_FAILED } from '@arcvest/shared';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useEditPlanMutation } from './managePlansApi';
import { PlanForm } from './PlanForm';
import { planToFormValues } from './planFormValues';
import './managePlans.css';

/** Edits a plan from the GET /plans list (there is no single-plan endpoint). */
export default function EditPlanPage() {
  const { id } = useParams();
  const { data: plans, isError, error, refetch } = useGetPlansQuery();
  const [editPlan] = useEditPlanMutation();
  const plan = plans?.find((candidate) => candidate.id === Number(id));
  const planId = plan?.id;
  const save = useCallback((input: PlanInput) => editPlan({ id: planId!, plan: input }).unwrap(), [editPlan, planId]);

  let content;
  if (plan) {
    // Keyed by id: a list refetch after saving must not reset what the admin typed.
    content = <PlanForm key={plan.id} initialValues={planToFormValues(plan)} submitLabel="Save changes" onSave={save} />;
  } else if (plans) {
    content = (
      <div className="empty-state">
        <p>Plan not found.</p>
        <Link to="..">Back to plans</Link>
      </div>
    );
  } else if (isError) {
    content = <ErrorState message={errorMessage(error, PLANS_LOAD_FAILED)} onRetry={refetch} />;
  } else {
    content = <Spinner label="Loading the plan" />;
  }

  return (
    <section className="manage-plans">
      <header className="page-title"><h1>Edit plan</h1></header>
      {content}
    </section>
  );
}
