import { Button, EmptyState, ErrorState, PlanCard, Spinner, errorMessage, useAppSelector, useGetPlansQuery, PLANS_LOAD_FAILED } from '@arcvest/shared';
import { useNavigate } from 'react-router-dom';

/** Home section 3: one card per plan; Get started goes to sign-up, or to buy-plan when signed in. */
export function PlansSection() {
  const { data: plans, isLoading, error, refetch } = useGetPlansQuery();
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const navigate = useNavigate();

  return (
    <section className="container home-section" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Investment plans</h2>
      {isLoading && <Spinner label="Loading plans" />}
      {error && <ErrorState message={errorMessage(error, PLANS_LOAD_FAILED)} onRetry={refetch} />}
      {plans && plans.length === 0 && <EmptyState>No plans are available right now.</EmptyState>}
      {plans && plans.length > 0 && (
        <div className="card-grid">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              <Button onClick={() => navigate(signedIn ? '/dashboard/buy-plan' : '/signup')}>Get started now</Button>
            </PlanCard>
          ))}
        </div>
      )}
    </section>
  );
}
