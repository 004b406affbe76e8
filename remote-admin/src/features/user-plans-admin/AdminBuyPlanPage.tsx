import { Button, EmptyState, PlanCard, PlansLoader, type Plan } from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { AdminBuyPlanModal } from './AdminBuyPlanModal';
import { ForRouteUser, PlanHolderHeader } from './PlanHolder';

const title = (username?: string) => (username ? `Buy a plan for ${username}` : 'Buy a plan');

function AdminBuyPlan({ userId }: { userId: number }) {
  const [chosen, setChosen] = useState<Plan | null>(null);
  const close = useCallback(() => setChosen(null), []);

  return (
    <section className="buy-plan">
      <PlanHolderHeader userId={userId} title={title} />
      <PlansLoader>
        {(plans) =>
          plans.length === 0 ? (
            <EmptyState>No plans exist yet.</EmptyState>
          ) : (
            <>
              <h2 className="visually-hidden">Available plans</h2>
              <ul className="card-grid plan-card-list">
                {plans.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard plan={plan}>
                      <Button onClick={() => setChosen(plan)} aria-describedby={`plan-${plan.id}-title`}>Buy plan</Button>
                    </PlanCard>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </PlansLoader>
      {chosen && <AdminBuyPlanModal plan={chosen} userId={userId} onClose={close} />}
    </section>
  );
}

/** /dashboard/admin/manage-users/{id}/buy-plan: buy a plan on a user's behalf, paid and started at once (spec section 2). */
export default function AdminBuyPlanPage() {
  return <ForRouteUser>{(userId) => <AdminBuyPlan userId={userId} />}</ForRouteUser>;
}
