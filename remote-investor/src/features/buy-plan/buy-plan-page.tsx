import { PlanChooser, type Plan } from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { BuyPlanModal } from './buy-plan-modal';
import './buy-plan.css';

/** The plans an investor can buy; Buy plan opens the amount and payment option modal. */
export default function BuyPlanPage() {
  const [chosen, setChosen] = useState<Plan | null>(null);
  const close = useCallback(() => setChosen(null), []);

  return (
    <section className="buy-plan">
      <header className="page-title">
        <h1>Buy plan</h1>
      </header>
      <p className="buy-plan-lead">Choose a plan, enter an amount and pay in crypto or from your account balance.</p>
      <PlanChooser emptyText="No plans are available yet. Please check back later." onChoose={setChosen} showFee />
      {chosen && <BuyPlanModal plan={chosen} onClose={close} />}
    </section>
  );
}
