import { useId, useState } from 'react';
import { FAQ } from './content';

/** The home page's FAQ accordion; one answer open at a time, and clicking the open one closes it. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <section className="container home-section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      <div className="faq">
        {FAQ.map((item, index) => {
          const expanded = open === index;
          const answerId = `${baseId}-answer-${index}`;
          return (
            <div key={item.question} className={`faq-item ${expanded ? 'open' : ''}`}>
              <h3>
                <button type="button" aria-expanded={expanded} aria-controls={answerId} onClick={() => setOpen(expanded ? null : index)}>
                  {item.question}
                  <span className="faq-marker" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div id={answerId} className="faq-answer" hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
