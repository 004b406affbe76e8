import { Button, EmptyState, PlanCard, PlansLoader, type Plan } from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { BuyPlanModal } from './BuyPlanModal';
import './buyPlan.css';

/** The plans an investor can buy; Buy plan opens the amount and payment option modal. */
export default function BuyPlanPage() {
  const [chosen, setChosen] = useState<Plan | null>(null);
  const close = useCallback(() => setChosen(null), []);

  return (
    <section className="buy-plan">
      <header className="page-title"><h1>Buy plan</h1></header>
      <p className="buy-plan-lead">Choose a plan, enter an amount and pay in crypto or from your account balance.</p>
      <PlansLoader>
        {(plans) =>
          plans.length === 0 ? (
            <EmptyState>No plans are available yet. Please check back later.</EmptyState>
          ) : (
            <>
              <h2 className="visually-hidden">Available plans</h2>
              <ul className="card-grid buy-plan-grid">
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
      {chosen && <BuyPlanModal plan={chosen} onClose={close} />}
    </section>
  );
}
