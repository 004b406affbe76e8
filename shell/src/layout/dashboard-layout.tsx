import {
  CrumbLabelsProvider,
  PATHS,
  getRuntimeConfig,
  useAppSelector,
  useCrumbLabels,
  useDialogFocus,
  useGetApprovalsQuery,
  Link,
  NavLink,
  useLingui,
  useLocation,
} from '@arcvest/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLogout } from '../auth/use-logout';
import { ADMIN_MENU, USER_MENU, breadcrumbs } from './menu';
import { NotificationBell } from './notification-bell';
import { SkipLink } from './skip-link';

const TEXTS = {
  breadcrumb: /*i18n*/ { id: 'shell.dashboard.breadcrumb', message: 'Breadcrumb' },
  waiting: /*i18n*/ { id: 'shell.dashboard.waiting', message: 'waiting' },
  openMenu: /*i18n*/ { id: 'shell.dashboard.openMenu', message: 'Open menu' },
  closeMenu: /*i18n*/ { id: 'shell.dashboard.closeMenu', message: 'Close menu' },
  menu: /*i18n*/ { id: 'shell.dashboard.menu', message: 'Menu' },
  nav: /*i18n*/ { id: 'shell.dashboard.nav', message: 'Dashboard' },
  admin: /*i18n*/ { id: 'shell.dashboard.admin', message: 'Admin' },
  logout: /*i18n*/ { id: 'shell.dashboard.logout', message: 'Logout' },
};

function Breadcrumbs() {
  const { pathname } = useLocation();
  const { _ } = useLingui();
  const crumbs = breadcrumbs(pathname, useCrumbLabels(), _);
  return (
    <nav aria-label={_(TEXTS.breadcrumb)} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const label = crumb.isName ? <span translate="no">{crumb.label}</span> : crumb.label;
          return <li key={crumb.to}>{index === crumbs.length - 1 ? <span aria-current="page">{label}</span> : <Link to={crumb.to}>{label}</Link>}</li>;
        })}
      </ol>
    </nav>
  );
}

function MenuLinks({ items, onNavigate, waiting = {} }: { items: typeof USER_MENU; onNavigate: () => void; waiting?: Partial<Record<string, number>> }) {
  const { _ } = useLingui();
  return (
    <ul>
      {items.map((item) => {
        const count = waiting[item.to] ?? 0;
        return (
          <li key={item.label.id}>
            <NavLink to={item.to} end={item.to === PATHS.dashboard || item.to === PATHS.admin} onClick={onNavigate}>
              {_(item.label)}
              {count > 0 && (
                <>
                  {' '}
                  <span className="menu-count">
                    {count}
                    <span className="visually-hidden"> {_(TEXTS.waiting)}</span>
                  </span>
                </>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The admin entries, with the number of requests waiting for a second staff member beside Approvals. */
function AdminMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  // Refreshed whenever an action asks for approval or a request is decided (the 'Approval' tag).
  const { data } = useGetApprovalsQuery('pending');
  return <MenuLinks items={ADMIN_MENU} onNavigate={onNavigate} waiting={{ [PATHS.approvals]: data?.items.length }} />;
}

/** Where the side menu stops being a drawer (shell.css: max-width 860px). */
const WIDE_SCREEN = '(min-width: 861px)';

/** The dashboard frame: side menu (admin entries for admins), breadcrumbs and Logout. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const user = useAppSelector((state) => state.auth.user);
  const { _ } = useLingui();
  const { logout, loggingOut } = useLogout();
  // menuOpen is only ever true on narrow screens, where the side menu is a drawer over the page.
  const [menuOpen, setMenuOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  useDialogFocus(drawer, menuOpen, close, { returnFocusTo: toggle });
  // A screen that widens past the drawer's breakpoint (a tablet turned) shows the plain side menu: close the drawer.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen, close]);

  return (
    <div className="dashboard">
      <SkipLink />
      <header className="dashboard-header" inert={menuOpen}>
        <button ref={toggle} type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="side-menu" onClick={() => setMenuOpen(true)}>
          <span className="visually-hidden">{_(TEXTS.openMenu)}</span>
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <Link to={PATHS.home} className="brand" translate="no">
          <span className="brand-mark" aria-hidden="true">
            A
          </span>
          {getRuntimeConfig().site.name}
        </Link>
        {/* A long name is cut with an ellipsis on a phone; the title still shows all of it. */}
        <span className="dashboard-user" title={user?.username} translate="no">
          {user?.username}
        </span>
        <NotificationBell />
      </header>
      {menuOpen && <div className="side-menu-backdrop" data-testid="side-menu-backdrop" aria-hidden="true" onClick={close} />}
      <aside
        id="side-menu"
        ref={drawer}
        className={`side-menu ${menuOpen ? 'open' : ''}`}
        {...(menuOpen && { role: 'dialog', 'aria-modal': true, 'aria-label': _(TEXTS.menu) })}
      >
        <button type="button" className="side-menu-close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{_(TEXTS.closeMenu)}</span>
        </button>
        <nav aria-label={_(TEXTS.nav)}>
          <MenuLinks items={USER_MENU} onNavigate={close} />
          {user?.role === 'admin' && (
            <>
              <h2 className="side-menu-heading">{_(TEXTS.admin)}</h2>
              <AdminMenuLinks onNavigate={close} />
            </>
          )}
        </nav>
        <button type="button" className="btn btn-ghost logout" onClick={logout} disabled={loggingOut}>
          {_(TEXTS.logout)}
        </button>
      </aside>
      <main id="main" className="dashboard-main" inert={menuOpen}>
        <CrumbLabelsProvider>
          <Breadcrumbs />
          {children}
        </CrumbLabelsProvider>
      </main>
    </div>
  );
}
