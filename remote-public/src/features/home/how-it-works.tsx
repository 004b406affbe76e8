import { STEPS } from './content';

/** The home page's how it works, in four steps. */
export function HowItWorks() {
  return (
    <section className="container home-section" aria-labelledby="how-heading">
      <h2 id="how-heading">How it works</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title} className="step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
