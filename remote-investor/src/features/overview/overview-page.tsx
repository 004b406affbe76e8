import { greeting } from '@arcvest/shared/rules';
import { useAppSelector, Link, useLingui } from '@arcvest/shared';
import { AmountsShownProvider } from './amounts-shown';
import { BtcChart } from './btc-chart';
import { LatestTransactionCard, ReferralCard, StatisticsCards } from './dashboard-cards';
import { PortfolioCard } from './portfolio-card';
import { PortfolioValueCard } from './portfolio-value';
import { OVERVIEW_TEXTS as TEXTS } from './messages';
import './overview.css';

/** The dashboard start page (docs/product.md#investor-dashboard). */
export default function OverviewPage() {
  const { _ } = useLingui();
  const user = useAppSelector((state) => state.auth.user);
  const salutation = greeting(new Date(), _);
  return (
    <section className="overview">
      <h1>{user?.firstname ? _({ ...TEXTS.greetingWithName, values: { greeting: salutation, name: user.firstname } }) : salutation}</h1>
      {user?.message && (
        <p className="notice overview-message" role="note">
          {user.message}
        </p>
      )}
      <p className="overview-lead">{_(TEXTS.lead)}</p>
      <div className="overview-actions">
        <Link to="buy-plan" className="btn btn-primary">
          {_(TEXTS.buyPlan)}
        </Link>
        <Link to="make-withdrawal" className="btn btn-secondary">
          {_(TEXTS.withdraw)}
        </Link>
      </div>
      {user && (
        // "Show amounts" (in the total value card) shows or hides every money figure below, remembered across reloads.
        <AmountsShownProvider userId={user.id}>
          <PortfolioValueCard />
          <LatestTransactionCard />
          <section className="overview-section" aria-labelledby="statistics-title">
            <h2 id="statistics-title">{_(TEXTS.statistics)}</h2>
            <StatisticsCards userId={user.id} />
          </section>
          <PortfolioCard />
          <BtcChart />
          <ReferralCard referralId={user.referral_id} />
        </AmountsShownProvider>
      )}
    </section>
  );
}
