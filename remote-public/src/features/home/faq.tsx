import { activeLocale, useLingui } from '@arcvest/shared';
import { useId, useState } from 'react';
import { FAQ, HOME_HEADINGS, homeValues } from './content';

/** The home page's FAQ accordion; one answer open at a time, and clicking the open one closes it. */
export function Faq() {
  const { _ } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <section className="container home-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{_(HOME_HEADINGS.faq)}</h2>
      <div className="faq">
        {FAQ.map((item, index) => {
          const expanded = open === index;
          const answerId = `${baseId}-answer-${index}`;
          return (
            <div key={item.question.id} className={`faq-item ${expanded ? 'open' : ''}`}>
              <h3>
                <button type="button" aria-expanded={expanded} aria-controls={answerId} onClick={() => setOpen(expanded ? null : index)}>
                  {_(item.question)}
                  <span className="faq-marker" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={answerId} className="faq-answer" hidden={!expanded}>
                <p>{_({ ...item.answer, values: homeValues('and', _, activeLocale()) })}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
