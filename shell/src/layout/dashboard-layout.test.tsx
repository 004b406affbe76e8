import { mockFetch, renderWithProviders, testApproval, testApprovalList, testUser } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, createAppStore } from '@arcvest/shared';
import { act, screen, within } from '@testing-library/react';

import { loadShellMessages } from '../messages';
import { DashboardLayout } from './dashboard-layout';

function renderDashboard() {
  return renderWithProviders(
    <DashboardLayout>
      <p>page body</p>
    </DashboardLayout>,
    {
      route: '/dashboard',
      store: createAppStore({ auth: { token: 't', user: testUser(), error: null, loggedOut: false } }),
    },
  );
}

/** A controllable (min-width: 861px) query: jsdom has no matchMedia. */
function mockWideScreen() {
  const listeners = new Set<() => void>();
  const query = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return () => {
    query.matches = true;
    listeners.forEach((listener) => listener());
  };
}

beforeEach(() => {
  mockWideScreen();
});

describe('the side drawer (narrow screens)', () => {
  it('opens as a modal dialog with focus inside, and Escape closes it and returns focus to the toggle', async () => {
    const { user } = renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('id', 'side-menu');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the drawer while it is open', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const logout = within(drawer).getByRole('button', { name: 'Logout' });

    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes when the screen widens to show the plain side menu', async () => {
    const widen = mockWideScreen();
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('main')).toHaveAttribute('inert');

    act(() => widen());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('closes with its close button and with a tap on the backdrop', async () => {
    const { user } = renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByTestId('side-menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-menu-backdrop')).not.toBeInTheDocument();
  });
});

describe('the admin menu', () => {
  it('marks Overview as the current page only on the overview itself', async () => {
    const store = createAppStore({ auth: { token: 't', user: testUser({ role: 'admin' }), error: null, loggedOut: false } });
    const { user } = renderWithProviders(
      <DashboardLayout>
        <p>page body</p>
      </DashboardLayout>,
      { route: '/dashboard/admin', store },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(drawer).getByRole('link', { name: 'Audit log' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const reopened = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(reopened).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    expect(within(reopened).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('counts the requests waiting for a second staff member beside Approvals', async () => {
    mockFetch({ 'GET /approvals': { body: testApprovalList([testApproval({ id: 3 }), testApproval({ id: 4 })]) } });
    const store = createAppStore({ auth: { token: 't', user: testUser({ role: 'admin', staff_role: 'owner' }), error: null, loggedOut: false } });
    const { user } = renderWithProviders(
      <DashboardLayout>
        <p>page body</p>
      </DashboardLayout>,
      { route: '/dashboard/admin', store },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('link', { name: 'Approvals 2 waiting' })).toHaveAttribute('href', '/dashboard/admin/approvals');
  });
});

describe('in Spanish', () => {
  beforeAll(() => addCatalogue(loadShellMessages));
  afterEach(() => act(() => activateLocale('en')));

  it('names the menu, its entries and the breadcrumbs in Spanish', async () => {
    await activateLocale('es');
    const store = createAppStore({ auth: { token: 't', user: testUser({ role: 'admin' }), error: null, loggedOut: false } });
    const { user } = renderWithProviders(
      <DashboardLayout>
        <p>page body</p>
      </DashboardLayout>,
      { route: '/dashboard/admin/manage-plan/create-new-plan', store },
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Panel', 'Administración', 'Gestionar planes', 'Nuevo plan']);

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('link', { name: 'Comprar plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(within(drawer).getByRole('link', { name: 'Gestionar planes' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('heading', { name: 'Administración' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
