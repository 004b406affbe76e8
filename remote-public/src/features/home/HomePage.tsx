import { PlansSection } from './PlansSection';

export function HomePage() {
  return (
    <>
      <section className="container home-intro">
        <h1>Fixed-term crypto plans</h1>
      </section>
      <PlansSection />
    </>
  );
}
