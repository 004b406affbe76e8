import { EmptyState, errorMessage, ErrorState, PlanCard, Spinner, useGetPlansQuery } from '@arcvest/shared';
import './buyPlan.css';

/** The plans an investor can buy. The purchase flow (modal, payment pages) comes later. */
export default function BuyPlanPage() {
  const { data: plans, isError, error, refetch } = useGetPlansQuery();

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
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (isError) {
    content = <ErrorState message={errorMessage(error, 'The plans could not be loaded.')} onRetry={refetch} />;
  } else {
    content = <Spinner label="Loading plans" />;
  }

  return (
    <section className="buy-plan">
      <header className="page-title"><h1>Buy plan</h1></header>
      <p className="notice">Choose a plan to see its terms. Purchasing opens soon.</p>
      {content}
    </section>
  );
}
