import { PlanChooser, useLingui, type Plan } from '@arcvest/shared';
import { useCallback, useState } from 'react';
import { AdminBuyPlanModal } from './admin-buy-plan-modal';
import { BUY_TEXTS as TEXTS } from './messages';
import { ForRouteUser, PlanHolderHeader } from './plan-holder';
import { NeedsApprovalNote, SingleApproverNotice } from '../../components/four-eyes';

function AdminBuyPlan({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const title = (username?: string) => (username ? _({ ...TEXTS.titleFor, values: { username } }) : _(TEXTS.title));
  const [chosen, setChosen] = useState<Plan | null>(null);
  const close = useCallback(() => setChosen(null), []);

  return (
    <section className="buy-plan">
      <PlanHolderHeader userId={userId} title={title} />
      <SingleApproverNotice />
      <NeedsApprovalNote />
      <PlanChooser emptyText={_(TEXTS.noPlans)} onChoose={setChosen} />
      {chosen && <AdminBuyPlanModal plan={chosen} userId={userId} onClose={close} />}
    </section>
  );
}

/** /dashboard/admin/manage-users/{id}/buy-plan: buy a plan on a user's behalf, paid and started at once (docs/money.md#deposits). */
export default function AdminBuyPlanPage() {
  return <ForRouteUser>{(userId) => <AdminBuyPlan userId={userId} />}</ForRouteUser>;
}
