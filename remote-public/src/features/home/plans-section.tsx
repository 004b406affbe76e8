import { PATHS, Button, EmptyState, PlanCard, PlansLoader, useAppSelector, useNavigate } from '@arcvest/shared';

/** The home page's plans: one card per plan; Get started goes to sign-up, or to buy-plan when signed in. */
export function PlansSection() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const navigate = useNavigate();

  return (
    <section className="container home-section" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Investment plans</h2>
      <PlansLoader>
        {(plans) =>
          plans.length === 0 ? (
            <EmptyState>No plans are available right now.</EmptyState>
          ) : (
            <div className="card-grid plan-grid">
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} showFee>
                  <Button onClick={() => navigate(signedIn ? PATHS.buyPlan : PATHS.signup)}>Get started now</Button>
                </PlanCard>
              ))}
            </div>
          )
        }
      </PlansLoader>
    </section>
  );
}
