import {
  activeLocale,
  getRuntimeConfig,
  HydrationSignal,
  Link,
  PageLoaderOverlay,
  PATHS,
  preloadOnIntent,
  selectUser,
  Trans,
  useAppSelector,
  useLingui,
} from '@arcvest/shared';
import { useId } from 'react';
import { SiteFooter } from '../../components/site-footer';
import type { InfoContentSource, InfoSection, InfoText } from './content/types';
import './info-page.css';

const TEXTS = {
  questions: /*i18n*/ { id: 'public.info.page.questions', message: 'Questions?' },
  contact: /*i18n*/ { id: 'public.info.page.contact', message: 'Contact our support team at {email}.' },
  start: /*i18n*/ { id: 'public.info.page.start', message: 'Get Started' },
  certificate: /*i18n*/ { id: 'public.info.page.certificate', message: 'Download Certificate (document)' },
  certificateSample: /*i18n*/ { id: 'public.info.page.certificateSample', message: 'Download Certificate (SAMPLE document)' },
};

/** One text of the page in the active language, its element values (the operator's contact details) kept as they are. */
function Message({ text }: { text: InfoText }) {
  return <Trans id={text.id} message={text.message} values={text.values} />;
}

function SectionBody({ section }: { section: InfoSection }) {
  return (
    <>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph.id}>
          <Message text={paragraph} />
        </p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) =>
            // A plain string is data (a coin's name, its network note already in the page's language).
            typeof item === 'string' ? (
              <li key={item} translate="no">
                {item}
              </li>
            ) : (
              <li key={item.id}>
                <Message text={item} />
              </li>
            ),
          )}
        </ul>
      )}
      {section.link && (
        <p>
          <Link to={section.link.to}>
            <Message text={section.link.label} />
          </Link>
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
  const { _ } = useLingui();
  const signedIn = useAppSelector(selectUser) !== null;
  const titleId = useId();

  const { site, demo } = getRuntimeConfig();
  const page = content({ site, demo, locale: activeLocale(), translate: _ });
  const headingId = (index: number) => `${titleId}-section-${index}`;

  return (
    <>
      <PageLoaderOverlay />
      <HydrationSignal />
      <article className="container info-page" aria-labelledby={titleId}>
        <header className="info-header">
          <h1 id={titleId}>
            <Message text={page.title} />
          </h1>
          {page.updated && (
            <p className="info-updated">
              <Message text={page.updated} />
            </p>
          )}
          {page.intro.map((paragraph) => (
            <p key={paragraph.id} className="info-intro">
              <Message text={paragraph} />
            </p>
          ))}
        </header>

        {page.numbered ? (
          <ol className="info-sections info-sections-numbered">
            {page.sections.map((section, index) => (
              <li key={section.heading.id}>
                <h2 id={headingId(index)}>
                  <Message text={section.heading} />
                </h2>
                <SectionBody section={section} />
              </li>
            ))}
          </ol>
        ) : (
          <div className="info-sections">
            {page.sections.map((section, index) => (
              <section key={section.heading.id} aria-labelledby={headingId(index)}>
                <h2 id={headingId(index)}>
                  <Message text={section.heading} />
                </h2>
                <SectionBody section={section} />
              </section>
            ))}
          </div>
        )}

        <aside className="card info-contact" aria-labelledby={`${titleId}-contact`}>
          <h2 id={`${titleId}-contact`}>{_(TEXTS.questions)}</h2>
          <p>
            <Trans
              {...TEXTS.contact}
              values={{
                email: (
                  <a href={`mailto:${site.supportEmail}`} dir="ltr" translate="no">
                    {site.supportEmail}
                  </a>
                ),
              }}
            />
          </p>
          <div className="info-actions">
            <Link className="btn btn-primary" to={signedIn ? PATHS.dashboard : PATHS.signup} {...(signedIn && preloadOnIntent('investor'))}>
              {_(TEXTS.start)}
            </Link>
            <a className="btn btn-secondary" href={site.certificateUrl} download>
              {_(demo ? TEXTS.certificateSample : TEXTS.certificate)}
            </a>
          </div>
          <p className="info-note">
            <Message text={page.certificateNote} />
          </p>
        </aside>
      </article>
      <SiteFooter />
    </>
  );
}
