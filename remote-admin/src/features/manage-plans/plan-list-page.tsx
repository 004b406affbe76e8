import { editPlanPath, PATHS, Button, EmptyState, Link, PlanCard, PlansLoader, useGetPlansQuery, useLingui, type Plan } from '@arcvest/shared';
import { useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { useDeletePlanMutation } from './api';
import { useFourEyes } from '../../api/approvals';
import { WaitingApprovals } from '../../components/four-eyes';
import { PLAN_LIST_TEXTS as TEXTS } from './messages';
import './manage-plans.css';

export default function PlanListPage() {
  const { _ } = useLingui();
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
      title: _(TEXTS.deleteTitle),
      confirmLabel: _(TEXTS.delete),
      destructive: true,
      question: <p>{_({ ...TEXTS.deleteQuestion, values: { title: plan.title } })}</p>,
      run: () => deletePlan(plan.id).unwrap(),
      failureMessage: _(TEXTS.deleteFailed),
    });

  return (
    <section className="manage-plans">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
        {plans && <p className="manage-plans-count">{_({ ...TEXTS.count, values: { count: plans.length } })}</p>}
      </header>
      <WaitingApprovals approvals={planRequests} />
      <PlansLoader>
        {(loaded) => (
          <>
            {loaded.length === 0 && <EmptyState>{_(TEXTS.empty)}</EmptyState>}
            <h2 className="visually-hidden">{_(TEXTS.plans)}</h2>
            <ul className="card-grid manage-plans-grid">
              {mayConfigure && (
                <li>
                  <Link to={PATHS.createPlan} className="card new-plan-tile">
                    <span className="new-plan-tile-icon" aria-hidden="true">
                      +
                    </span>
                    {_(TEXTS.newPlan)}
                  </Link>
                </li>
              )}
              {loaded.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan}>
                    {mayConfigure && (
                      <>
                        <Link to={editPlanPath(plan.id)} className="btn btn-secondary">
                          {_(TEXTS.edit)}
                          <span className="visually-hidden"> {_({ ...TEXTS.whichPlan, values: { title: plan.title } })}</span>
                        </Link>
                        <Button variant="danger-outline" onClick={() => askToDelete(plan)}>
                          {_(TEXTS.delete)}
                          <span className="visually-hidden"> {_({ ...TEXTS.whichPlan, values: { title: plan.title } })}</span>
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
