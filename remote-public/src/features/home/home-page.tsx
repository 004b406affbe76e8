import { PageLoader, usePageLoader } from '@arcvest/shared';
import { SiteFooter } from '../../components/site-footer';
import { CoinStrip } from './coin-strip';
import { RISK_WARNING } from './content';
import { Faq } from './faq';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { MarketTicker } from './market-ticker';
import { PlansSection } from './plans-section';
import { Screener } from './screener';
import { WhySection } from './why-section';
import './home.css';

/** The home page, in the order of docs/product.md#public-site, after the 1-second loader. */
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
