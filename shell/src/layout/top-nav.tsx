import { PATHS, getRuntimeConfig, preloadOnIntent, useAppSelector, useLingui, Link, NavLink } from '@arcvest/shared';
import { useCallback, useRef, useState } from 'react';
import { useDismissOnOutsideClick } from './use-dismiss-on-outside-click';

const LINKS = [
  { to: PATHS.home, label: /*i18n*/ { id: 'shell.nav.home', message: 'Home' } },
  { to: PATHS.aboutUs, label: /*i18n*/ { id: 'shell.nav.about', message: 'About us' } },
  { to: PATHS.termsAndConditions, label: /*i18n*/ { id: 'shell.nav.terms', message: 'T & C' } },
  { to: PATHS.privacyPolicy, label: /*i18n*/ { id: 'shell.nav.privacy', message: 'Privacy Policy' } },
];

const TEXTS = {
  openMenu: /*i18n*/ { id: 'shell.nav.openMenu', message: 'Open menu' },
  closeMenu: /*i18n*/ { id: 'shell.nav.closeMenu', message: 'Close menu' },
  main: /*i18n*/ { id: 'shell.nav.main', message: 'Main' },
  dashboard: /*i18n*/ { id: 'shell.nav.dashboard', message: 'Dashboard' },
  signIn: /*i18n*/ { id: 'shell.nav.signIn', message: 'Sign in' },
  register: /*i18n*/ { id: 'shell.nav.register', message: 'Register' },
};

/** Top navigation; on small screens the links fold into a menu that closes on an outside click or a link click. */
export function TopNav() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutsideClick(nav, open, close);

  return (
    <header className="top-nav" ref={nav}>
      <div className="container top-nav-inner">
        <Link to={PATHS.home} className="brand" onClick={close} translate="no">
          <span className="brand-mark" aria-hidden="true">
            A
          </span>
          {getRuntimeConfig().site.name}
        </Link>
        <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((shown) => !shown)}>
          <span className="visually-hidden">{_(open ? TEXTS.closeMenu : TEXTS.openMenu)}</span>
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <nav id="site-menu" className={`site-menu ${open ? 'open' : ''}`} aria-label={_(TEXTS.main)}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={close}>
                  {_(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav-actions">
            {signedIn ? (
              <Link className="btn btn-primary" to={PATHS.dashboard} onClick={close} {...preloadOnIntent('investor')}>
                {_(TEXTS.dashboard)}
              </Link>
            ) : (
              <>
                <Link className="btn btn-ghost" to={PATHS.login} onClick={close}>
                  {_(TEXTS.signIn)}
                </Link>
                <Link className="btn btn-primary nav-register" to={PATHS.signup} onClick={close}>
                  {_(TEXTS.register)}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
