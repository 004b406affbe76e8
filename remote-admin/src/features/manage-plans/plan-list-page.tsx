import { editPlanPath, PATHS, Button, EmptyState, Link, PlanCard, PlansLoader, useGetPlansQuery, type Plan } from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { DeletePlanDialog } from './delete-plan-dialog';
import './manage-plans.css';

function countLabel(count: number) {
  return `${count} ${count === 1 ? 'plan' : 'plans'}`;
}

export default function PlanListPage() {
  const { data: plans } = useGetPlansQuery();
  const [planToDelete, setPlanToDelete] = useState<Plan | null>(null);
  // Stable, because the Modal re-runs its focus handling when onClose changes.
  const closeDialog = useCallback(() => setPlanToDelete(null), []);

  return (
    <section className="manage-plans">
      <header className="page-title">
        <h1>Manage plans</h1>
        {plans && <p className="manage-plans-count">{countLabel(plans.length)}</p>}
      </header>
      <PlansLoader>
        {(loaded) => (
          <>
            {loaded.length === 0 && <EmptyState>No plans have been added yet.</EmptyState>}
            <h2 className="visually-hidden">Plans</h2>
            <ul className="card-grid manage-plans-grid">
              <li>
                <Link to={PATHS.createPlan} className="card new-plan-tile">
                  <span className="new-plan-tile-icon" aria-hidden="true">+</span>
                  New plan
                </Link>
              </li>
              {loaded.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan}>
                    <Link to={editPlanPath(plan.id)} className="btn btn-secondary">
                      Edit<span className="visually-hidden"> {plan.title} plan</span>
                    </Link>
                    <Button variant="ghost" onClick={() => setPlanToDelete(plan)}>
                      Delete<span className="visually-hidden"> {plan.title} plan</span>
                    </Button>
                  </PlanCard>
                </li>
              ))}
            </ul>
          </>
        )}
      </PlansLoader>
      {planToDelete && <DeletePlanDialog plan={planToDelete} onClose={closeDialog} />}
    </section>
  );
}
