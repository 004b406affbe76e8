import { Link, manageUserBuyPlanPath, manageUserPlansPath, Money, useLingui, type User } from '@arcvest/shared';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { CARD_TEXTS as TEXTS } from './messages';
import { SingleApproverNotice } from '../../components/four-eyes';

/** The user's balance, and the way to their plans: buy one for them (finance and owners), or see the active ones. */
export function UserBalanceCard({ user }: { user: User }) {
  const { _ } = useLingui();
  const mayAdjust = useStaffCan('money.adjust');
  return (
    <section className="card" aria-labelledby="user-wallet-heading">
      <h2 id="user-wallet-heading">{_(TEXTS.balanceTitle)}</h2>
      <p className="user-wallet-amount">
        <Money fit amount={user.wallet} />
      </p>
      {mayAdjust && <SingleApproverNotice />}
      <div className="user-card-links">
        {mayAdjust && (
          <Link className="btn btn-primary" to={manageUserBuyPlanPath(user.id)}>
            {_(TEXTS.buyPlan)}
          </Link>
        )}
        <Link className="btn btn-secondary" to={manageUserPlansPath(user.id)}>
          {_(TEXTS.activePlans)}
        </Link>
      </div>
    </section>
  );
}
