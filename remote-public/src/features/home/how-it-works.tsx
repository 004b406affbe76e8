import { useLingui } from '@arcvest/shared';
import { HOME_HEADINGS, STEPS } from './content';

/** The home page's how it works, in four steps. */
export function HowItWorks() {
  const { _ } = useLingui();
  return (
    <section className="container home-section" aria-labelledby="how-heading">
      <h2 id="how-heading">{_(HOME_HEADINGS.how)}</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title.id} className="step">
            <h3>{_(step.title)}</h3>
            <p>{_(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
