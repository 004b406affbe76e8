import { useLingui } from '@lingui/react';
import { Button } from './button';
import { PlanCard } from './plan-card';
import { PlansLoader } from './plans-loader';
import { EmptyState } from './states';
import type { Plan } from '../types';

const TEXTS = {
  heading: /*i18n*/ { id: 'ui.planChooser.heading', message: 'Available plans' },
  buy: /*i18n*/ { id: 'ui.planChooser.buy', message: 'Buy plan' },
};

/**
 * Every plan as a card with Buy plan (the investor's buy-plan page and the admin's buy-for-a-user page);
 * `showFee` where the buyer pays the deposit fee (the investor's).
 */
export function PlanChooser({ emptyText, onChoose, showFee = false }: { emptyText: string; onChoose: (plan: Plan) => void; showFee?: boolean }) {
  const { _ } = useLingui();
  return (
    <PlansLoader>
      {(plans) =>
        plans.length === 0 ? (
          <EmptyState>{emptyText}</EmptyState>
        ) : (
          <>
            <h2 className="visually-hidden">{_(TEXTS.heading)}</h2>
            <ul className="card-grid plan-grid plan-card-list">
              {plans.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} showFee={showFee}>
                    <Button onClick={() => onChoose(plan)} aria-describedby={`plan-${plan.id}-title`}>
                      {_(TEXTS.buy)}
                    </Button>
                  </PlanCard>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </PlansLoader>
  );
}
