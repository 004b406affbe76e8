import { PATHS, getRuntimeConfig, preloadOnIntent, useAppSelector, Link, NavLink } from '@arcvest/shared';
import { useCallback, useRef, useState } from 'react';
import { useDismissOnOutsideClick } from './use-dismiss-on-outside-click';

const LINKS = [
  { to: PATHS.home, label: 'Home' },
  { to: PATHS.aboutUs, label: 'About us' },
  { to: PATHS.termsAndConditions, label: 'T & C' },
  { to: PATHS.privacyPolicy, label: 'Privacy Policy' },
];

/** Top navigation; on small screens the links fold into a menu that closes on an outside click or a link click. */
export function TopNav() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.user));
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutsideClick(nav, open, close);

  return (
    <header className="top-nav" ref={nav}>
      <div className="container top-nav-inner">
        <Link to={PATHS.home} className="brand" onClick={close}>
          <span className="brand-mark" aria-hidden="true">
            A
          </span>
          {getRuntimeConfig().site.name}
        </Link>
        <button type="button" className="menu-toggle" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((shown) => !shown)}>
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <nav id="site-menu" className={`site-menu ${open ? 'open' : ''}`} aria-label="Main">
          <ul>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav-actions">
            {signedIn ? (
              <Link className="btn btn-primary" to={PATHS.dashboard} onClick={close} {...preloadOnIntent('investor')}>
                Dashboard
              </Link>
            ) : (
              <>
                <Link className="btn btn-ghost" to={PATHS.login} onClick={close}>
                  Sign in
                </Link>
                <Link className="btn btn-primary nav-register" to={PATHS.signup} onClick={close}>
                  Register
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
