// eslint-disable-next-line import-x/no-unresolved -- webpack aliases it (floor-config.ts), tsc maps it (bench/tsconfig.json)
import { Link } from 'bare-floor';
import './hero.css';

/** The home page's hero (remote-public/src/features/home/hero.tsx) as static markup: its heading, text and call to action. */
export default function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="hero-content">
        <h1 id="hero-heading">Fixed-term crypto plans with daily returns</h1>
        <p className="hero-text">
          Choose a plan, pay in BTC, ETH, XRP, SOL or USDT, and follow every daily credit in your dashboard. Returns are set by the operator and are not
          guaranteed.
        </p>
        <Link className="hero-cta" to="/signup">
          Get started
        </Link>
      </div>
    </section>
  );
}
