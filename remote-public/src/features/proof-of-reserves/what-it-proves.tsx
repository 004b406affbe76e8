import { useLingui } from '@arcvest/shared';
import { PROVES_TEXTS as TEXTS } from './messages';

/** What the page proves and what it cannot, in plain words (docs/proof-of-reserves.md). */
export function WhatItProves() {
  const { _ } = useLingui();
  return (
    <section className="reserves-section" aria-labelledby="reserves-proves-heading">
      <h2 id="reserves-proves-heading">{_(TEXTS.heading)}</h2>
      <div className="reserves-explain">
        <div>
          <h3>{_(TEXTS.shows)}</h3>
          <ul>
            {TEXTS.showsItems.map((item) => (
              <li key={item.id}>{_(item)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{_(TEXTS.cannotShow)}</h3>
          <ul>
            {TEXTS.cannotShowItems.map((item) => (
              <li key={item.id}>{_(item)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
