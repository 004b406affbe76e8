import { greeting, useAppSelector } from '@arcvest/shared';
import { Link } from 'react-router-dom';
import './overview.css';

/** The dashboard start page (spec section 2, /dashboard). */
export default function OverviewPage() {
  const firstname = useAppSelector((state) => state.auth.user?.firstname);
  const salutation = greeting(new Date());
  return (
    <section className="overview">
      <h1>{firstname ? `${salutation}, ${firstname}` : salutation}</h1>
      <p className="overview-lead">Start a new plan or withdraw from your balance.</p>
      <div className="overview-actions">
        <Link to="buy-plan" className="btn btn-primary">Buy plan</Link>
        <Link to="make-withdrawal" className="btn btn-secondary">Withdraw</Link>
      </div>
    </section>
  );
}
