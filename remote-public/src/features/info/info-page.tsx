import { PATHS, getRuntimeConfig, PageLoaderOverlay, preloadOnIntent, selectUser, useAppSelector, Link } from '@arcvest/shared';
import { useId } from 'react';
import { SiteFooter } from '../../components/site-footer';
import type { InfoContentSource, InfoSection } from './content/types';
import './info-page.css';

function SectionBody({ section }: { section: InfoSection }) {
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.link && (
        <p>
          <Link to={section.link.to}>{section.link.label}</Link>
        </p>
      )}
    </>
  );
}

/**
 * The layout of /about-us, the terms and /privacy-policy (docs/product.md#public-site):
 * under the 1-second loader (ended by CSS, the page's content there from the first paint), the support address, Get Started,
 * the certificate download and the footer.
 */
export function InfoPage({ content }: { content: InfoContentSource }) {
  const signedIn = useAppSelector(selectUser) !== null;
  const titleId = useId();

  const { site, demo } = getRuntimeConfig();
  const page = content({ site, demo });
  const headingId = (index: number) => `${titleId}-section-${index}`;

  return (
    <>
      <PageLoaderOverlay />
      <article className="container info-page" aria-labelledby={titleId}>
        <header className="info-header">
          <h1 id={titleId}>{page.title}</h1>
          {page.updated && <p className="info-updated">{page.updated}</p>}
          {page.intro.map((paragraph) => (
            <p key={paragraph} className="info-intro">
              {paragraph}
            </p>
          ))}
        </header>

        {page.numbered ? (
          <ol className="info-sections info-sections-numbered">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <h2 id={headingId(index)}>{section.heading}</h2>
                <SectionBody section={section} />
              </li>
            ))}
          </ol>
        ) : (
          <div className="info-sections">
            {page.sections.map((section, index) => (
              <section key={section.heading} aria-labelledby={headingId(index)}>
                <h2 id={headingId(index)}>{section.heading}</h2>
                <SectionBody section={section} />
              </section>
            ))}
          </div>
        )}

        <aside className="card info-contact" aria-labelledby={`${titleId}-contact`}>
          <h2 id={`${titleId}-contact`}>Questions?</h2>
          <p>
            Contact our support team at <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
          </p>
          <div className="info-actions">
            <Link className="btn btn-primary" to={signedIn ? PATHS.dashboard : PATHS.signup} {...(signedIn && preloadOnIntent('investor'))}>
              Get Started
            </Link>
            <a className="btn btn-secondary" href={site.certificateUrl} download>
              {demo ? 'Download Certificate (SAMPLE document)' : 'Download Certificate (document)'}
            </a>
          </div>
          <p className="info-note">{page.certificateNote}</p>
        </aside>
      </article>
      <SiteFooter />
    </>
  );
}
