import { PATHS, Button, EmptyState, PlanCard, PlansLoader, useAppSelector, useLingui, useNavigate } from '@arcvest/shared';
import { AWAITS_SCRIPT_ATTRIBUTE } from '@arcvest/shared/rules';
import { HOME_HEADINGS } from './content';

/** The home page's plans: one card per plan; Get started goes to sign-up, or to buy-plan when signed in. */
export function PlansSection() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const navigate = useNavigate();
  const { _ } = useLingui();

  return (
    // The cards come with the page's script: near the screen, the section asks for it (api/src/routes/web/after-paint.ts).
    <section className="container home-section" aria-labelledby="plans-heading" {...{ [AWAITS_SCRIPT_ATTRIBUTE]: true }}>
      <h2 id="plans-heading">{_(HOME_HEADINGS.plans)}</h2>
      <PlansLoader>
        {(plans) =>
          plans.length === 0 ? (
            <EmptyState>{_(HOME_HEADINGS.noPlans)}</EmptyState>
          ) : (
            <div className="card-grid plan-grid">
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} showFee>
                  <Button onClick={() => navigate(signedIn ? PATHS.buyPlan : PATHS.signup)}>{_(HOME_HEADINGS.startNow)}</Button>
                </PlanCard>
              ))}
            </div>
          )
        }
      </PlansLoader>
    </section>
  );
}
