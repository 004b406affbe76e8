import { Link, manageUserBuyPlanPath, manageUserPlansPath, Money, type User } from '@arcvest/shared';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { SingleApproverNotice } from '../../components/four-eyes';

/** The user's balance, and the way to their plans: buy one for them (finance and owners), or see the active ones. */
export function UserBalanceCard({ user }: { user: User }) {
  const mayAdjust = useStaffCan('money.adjust');
  return (
    <section className="card" aria-labelledby="user-wallet-heading">
      <h2 id="user-wallet-heading">Account balance</h2>
      <p className="user-wallet-amount">
        <Money fit amount={user.wallet} />
      </p>
      {mayAdjust && <SingleApproverNotice />}
      <div className="user-card-links">
        {mayAdjust && (
          <Link className="btn btn-primary" to={manageUserBuyPlanPath(user.id)}>
            Buy plan
          </Link>
        )}
        <Link className="btn btn-secondary" to={manageUserPlansPath(user.id)}>
          Active plans
        </Link>
      </div>
    </section>
  );
}
