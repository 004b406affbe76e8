import { HydrationSignal, PageLoaderOverlay, useLingui } from '@arcvest/shared';
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

/**
 * The home page, in the order of docs/product.md#public-site, under the 1-second loader: the page
 * is there from the first paint (the server sends it as HTML), the loader ends by CSS. Its scripts
 * wait for the visitor's first move (prerender.tsx), so it signals once hydrated (HydrationSignal).
 */
export function HomePage() {
  const { _ } = useLingui();
  return (
    <>
      <PageLoaderOverlay />
      <HydrationSignal />
      <Hero />
      <MarketTicker />
      <WhySection />
      <PlansSection />
      <p className="container risk-warning" role="note">
        {_(RISK_WARNING)}
      </p>
      <Screener />
      <HowItWorks />
      <Faq />
      <CoinStrip />
      <SiteFooter />
    </>
  );
}
