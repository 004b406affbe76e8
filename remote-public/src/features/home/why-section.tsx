import type { ReactNode } from 'react';
import { activeLocale, useLingui } from '@arcvest/shared';
import { BENEFITS, HOME_HEADINGS, homeValues } from './content';

/** Line drawings for the benefit cards (24 x 24, drawn in the current text colour). */
const ICONS: Record<(typeof BENEFITS)[number]['icon'], ReactNode> = {
  terms: (
    <>
      <path d="M7 3h7l5 5v13H7z" />
      <path d="M14 3v5h5M10 13h6M10 17h6" />
    </>
  ),
  daily: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
    </>
  ),
  capital: (
    <>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
      <path d="M3 3.5V9h5.5M12 8v8M14.5 9.5h-3.25a1.75 1.75 0 0 0 0 3.5h1.5a1.75 1.75 0 0 1 0 3.5H9.5" />
    </>
  ),
  coins: (
    <>
      <circle cx="9" cy="9" r="6" />
      <path d="M15.4 9.6a6 6 0 1 1-5.8 5.8" />
    </>
  ),
  referral: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
};

/** The home page's five benefit cards. */
export function WhySection() {
  const { _ } = useLingui();
  return (
    <section className="container home-section" aria-labelledby="why-heading">
      <h2 id="why-heading">{_(HOME_HEADINGS.why)}</h2>
      <div className="benefit-grid">
        {BENEFITS.map((benefit) => (
          <article key={benefit.icon} className="benefit-card">
            <span className="benefit-icon" aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                focusable="false"
              >
                {ICONS[benefit.icon]}
              </svg>
            </span>
            <h3>{_(benefit.title)}</h3>
            <p>{_({ ...benefit.text, values: homeValues('or', _, activeLocale()) })}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
