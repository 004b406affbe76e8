import { PATHS, getRuntimeConfig, RISK_NOTE, Link, useLingui } from '@arcvest/shared';
import { LanguageSelector } from './language-selector';
import './site-footer.css';

const LINKS = [
  { to: PATHS.home, label: /*i18n*/ { id: 'public.footer.home', message: 'Home' } },
  { to: PATHS.aboutUs, label: /*i18n*/ { id: 'public.footer.about', message: 'About us' } },
  { to: PATHS.termsAndConditions, label: /*i18n*/ { id: 'public.footer.terms', message: 'T & C' } },
  { to: PATHS.privacyPolicy, label: /*i18n*/ { id: 'public.footer.privacy', message: 'Privacy Policy' } },
  { to: PATHS.proofOfReserves, label: /*i18n*/ { id: 'public.footer.reserves', message: 'Proof of reserves' } },
  { to: PATHS.login, label: /*i18n*/ { id: 'public.footer.signIn', message: 'Sign in' } },
  { to: PATHS.signup, label: /*i18n*/ { id: 'public.footer.register', message: 'Register' } },
] as const;

const TEXTS = {
  footer: /*i18n*/ { id: 'public.footer.label', message: 'Footer' },
  email: /*i18n*/ { id: 'public.footer.email', message: 'Email:' },
  phone: /*i18n*/ { id: 'public.footer.phone', message: 'Phone:' },
  address: /*i18n*/ { id: 'public.footer.address', message: 'Address: {address}' },
};

/** The public site's footer: links, the operator's contact details (runtime config) and the risk warning. */
export function SiteFooter() {
  const site = getRuntimeConfig().site;
  const year = new Date().getFullYear();
  const { _ } = useLingui();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav aria-label={_(TEXTS.footer)}>
          <ul className="site-footer-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{_(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="site-footer-contact">
          <span>
            {_(TEXTS.email)}{' '}
            <a href={`mailto:${site.supportEmail}`} dir="ltr" translate="no">
              {site.supportEmail}
            </a>
          </span>
          <span>
            {_(TEXTS.phone)}{' '}
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} dir="ltr" translate="no">
              {site.phone}
            </a>
          </span>
          <span>{_({ ...TEXTS.address, values: { address: site.postalAddress } })}</span>
        </address>
        <LanguageSelector />
        <p className="site-footer-risk">{_(RISK_NOTE)}</p>
        <p className="site-footer-copy" translate="no">
          © {year} {site.name}
        </p>
      </div>
    </footer>
  );
}
