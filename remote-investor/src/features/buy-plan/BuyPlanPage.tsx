import { Button, EmptyState, errorMessage, ErrorState, PlanCard, Spinner, useGetPlansQuery, type Plan, PLANS_LOAD_FAILED } from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { BuyPlanModal } from './BuyPlanModal';
import './buyPlan.css';

/** The plans an investor can buy; Buy plan opens the amount and payment option modal. */
export default function BuyPlanPage() {
  const { data: plans, isError, error, refetch } = useGetPlansQuery();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const close = useCallback(() => setChosen(null), []);

  let content;
  if (plans && plans.length === 0) {
    content = <EmptyState>No plans are available yet. Please check back later.</EmptyState>;
  } else if (plans) {
    content = (
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
    );
  } else if (isError) {
    content = <ErrorState message={errorMessage(error, PLANS_LOAD_FAILED)} onRetry={refetch} />;
  } else {
    content = <Spinner label="Loading plans" />;
  }

  return (
    <section className="buy-plan">
      <header className="page-title"><h1>Buy plan</h1></header>
      <p className="buy-plan-lead">Choose a plan, enter an amount and pay in crypto or from your account balance.</p>
      {content}
      {chosen && <BuyPlanModal plan={chosen} onClose={close} />}
    </section>
  );
}
