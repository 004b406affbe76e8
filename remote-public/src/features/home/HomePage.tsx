import { PageLoader, usePageLoader } from '../../components/PageLoader';
import { SiteFooter } from '../../components/SiteFooter';
import { CoinStrip } from './CoinStrip';
import { RISK_WARNING } from './content';
import { Faq } from './Faq';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { MarketTicker } from './MarketTicker';
import { PlansSection } from './PlansSection';
import { Screener } from './Screener';
import { WhySection } from './WhySection';
import './home.css';

/** The home page, in the order of spec section 2, after the 1-second loader. */
export function HomePage() {
  const loading = usePageLoader();
  if (loading) return <PageLoader />;
  return (
    <>
      <Hero />
      <MarketTicker />
      <WhySection />
      <PlansSection />
      <p className="container risk-warning" role="note">{RISK_WARNING}</p>
      <Screener />
      <HowItWorks />
      <Faq />
      <CoinStrip />
      <SiteFooter />
    </>
  );
}
