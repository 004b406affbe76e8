import { PATHS, getRuntimeConfig, RISK_NOTE, Link } from '@arcvest/shared';
import './site-footer.css';

const LINKS = [
  { to: PATHS.home, label: 'Home' },
  { to: PATHS.aboutUs, label: 'About us' },
  { to: PATHS.termsAndConditions, label: 'T & C' },
  { to: PATHS.privacyPolicy, label: 'Privacy Policy' },
  { to: PATHS.proofOfReserves, label: 'Proof of reserves' },
  { to: PATHS.login, label: 'Sign in' },
  { to: PATHS.signup, label: 'Register' },
] as const;

/** The public site's footer: links, the operator's contact details (runtime config) and the risk warning. */
export function SiteFooter() {
  const site = getRuntimeConfig().site;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <nav aria-label="Footer">
          <ul className="site-footer-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="site-footer-contact">
          <span>
            Email: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </span>
          <span>
            Phone: <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
          </span>
          <span>Address: {site.postalAddress}</span>
        </address>
        <p className="site-footer-risk">{RISK_NOTE}</p>
        <p className="site-footer-copy">
          © {year} {site.name}
        </p>
      </div>
    </footer>
  );
}
