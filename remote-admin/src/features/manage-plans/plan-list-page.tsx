import { editPlanPath, PATHS, Button, EmptyState, Link, PlanCard, PlansLoader, useGetPlansQuery, type Plan } from '@arcvest/shared';
import { useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useDeletePlanMutation } from './api';
import { useFourEyes } from '../../api/approvals';
import { WaitingApprovals } from '../../components/four-eyes';
import './manage-plans.css';

function countLabel(count: number) {
  return `${count} ${count === 1 ? 'plan' : 'plans'}`;
}

export default function PlanListPage() {
  const { data: plans } = useGetPlansQuery();
  const [deletePlan] = useDeletePlanMutation();
  const { ask, dialog } = useConfirmedAction();
  // Plans are configured by owners; the other roles see the list only.
  const mayConfigure = useStaffCan('platform.configure');
  // New plans and changed terms waiting for a second staff member (four-eyes approval).
  const { waiting } = useFourEyes();
  const planRequests = waiting.filter((approval) => approval.kind === 'plan.create' || approval.kind === 'plan.change');
  const askToDelete = (plan: Plan) =>
    ask({
      title: 'Delete plan',
      confirmLabel: 'Delete',
      destructive: true,
      question: <p>Do you want to delete the {plan.title} plan? Investors who already bought it keep their plans.</p>,
      run: () => deletePlan(plan.id).unwrap(),
      failureMessage: 'The plan could not be deleted. Please try again.',
    });

  return (
    <section className="manage-plans">
      <header className="page-title">
        <h1>Manage plans</h1>
        {plans && <p className="manage-plans-count">{countLabel(plans.length)}</p>}
      </header>
      <WaitingApprovals approvals={planRequests} />
      <PlansLoader>
        {(loaded) => (
          <>
            {loaded.length === 0 && <EmptyState>No plans have been added yet.</EmptyState>}
            <h2 className="visually-hidden">Plans</h2>
            <ul className="card-grid manage-plans-grid">
              {mayConfigure && (
                <li>
                  <Link to={PATHS.createPlan} className="card new-plan-tile">
                    <span className="new-plan-tile-icon" aria-hidden="true">
                      +
                    </span>
                    New plan
                  </Link>
                </li>
              )}
              {loaded.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan}>
                    {mayConfigure && (
                      <>
                        <Link to={editPlanPath(plan.id)} className="btn btn-secondary">
                          Edit<span className="visually-hidden"> {plan.title} plan</span>
                        </Link>
                        <Button variant="danger-outline" onClick={() => askToDelete(plan)}>
                          Delete<span className="visually-hidden"> {plan.title} plan</span>
                        </Button>
                      </>
                    )}
                  </PlanCard>
                </li>
              ))}
            </ul>
          </>
        )}
      </PlansLoader>
      {dialog}
    </section>
  );
}
