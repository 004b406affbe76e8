import { BENEFITS } from './content';

/** Section 2: five benefit cards. */
export function WhySection() {
  return (
    <section className="container home-section" aria-labelledby="why-heading">
      <h2 id="why-heading">Why choose our plans</h2>
      <div className="benefit-grid">
        {BENEFITS.map((benefit, index) => (
          <article key={benefit.title} className="benefit-card">
            <span className="benefit-icon" aria-hidden="true">{index + 1}</span>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
