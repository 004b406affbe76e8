import { PlanChooser, useLingui, type Plan } from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { BuyPlanModal } from './buy-plan-modal';
import { BUY_PLAN_TEXTS as TEXTS } from './messages';
import './buy-plan.css';

/** The plans an investor can buy; Buy plan opens the amount and payment option modal. */
export default function BuyPlanPage() {
  const { _ } = useLingui();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const close = useCallback(() => setChosen(null), []);

  return (
    <section className="buy-plan">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <p className="buy-plan-lead">{_(TEXTS.lead)}</p>
      <PlanChooser emptyText={_(TEXTS.noPlans)} onChoose={setChosen} showFee />
      {chosen && <BuyPlanModal plan={chosen} onClose={close} />}
    </section>
  );
}
