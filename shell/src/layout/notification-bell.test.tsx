import { mockFetch, renderWithProviders, testUser } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, createAppStore, type InboxItem } from '@arcvest/shared';
import { act, screen, within } from '@testing-library/react';
import { loadShellMessages } from '../messages';
import { NotificationBell } from './notification-bell';

const item = (overrides: Partial<InboxItem>): InboxItem => ({
  id: 1,
  category: 'deposits',
  title: 'Deposit confirmed',
  body: 'Your deposit of $500.00 in BTC is confirmed.',
  link: '/dashboard/transaction-history',
  created_at: '2026-06-01T12:00:00.000Z',
  read_at: null,
  ...overrides,
});

function renderBell(route = '/dashboard') {
  return renderWithProviders(
    <>
      <NotificationBell />
      <p>outside</p>
    </>,
    { route, store: createAppStore({ auth: { token: 't', user: testUser(), error: null, loggedOut: false } }) },
  );
}

describe('the notification bell', () => {
  it('says the unread count in its name, and opens a panel of the latest', async () => {
    mockFetch({ 'GET /notifications': { body: { items: [item({ id: 2, title: 'Plan started' }), item({})], unread: 2, next_cursor: null } } });
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Deposit confirmed' })).toHaveAttribute('href', '/dashboard/transaction-history');
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/dashboard/notifications');
  });

  it('closes on Escape, giving the focus back to the bell, and on a click outside', async () => {
    mockFetch({ 'GET /notifications': { body: { items: [item({})], unread: 1, next_cursor: null } } });
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks one read, and all read, then reads the list again', async () => {
    let unread = 2;
    const { calls } = mockFetch({
      'GET /notifications': () => ({ body: { items: [item({ id: 2, title: 'Plan started' }), item({})], unread, next_cursor: null } }),
      'POST /notifications/1/read': () => {
        unread = 1;
        return { body: { message: 'Marked as read.' } };
      },
      'POST /notifications/read-all': () => {
        unread = 0;
        return { body: { message: 'All notifications marked as read.' } };
      },
    });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark read: Deposit confirmed' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path.replace(/\?.*/, '')}`)).toContain('POST /notifications/read-all');
  });

  it('says when there is nothing yet, and links the admin to their own page', async () => {
    mockFetch({ 'GET /notifications': { body: { items: [], unread: 0, next_cursor: null } } });
    const { user } = renderBell('/dashboard/admin');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/dashboard/admin/notifications');
  });

  it('shows a failed load with a Retry', async () => {
    mockFetch({ 'GET /notifications': { status: 500, body: { message: 'Down.' } } });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Could not load your notifications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});

describe('the notification bell in Spanish and Arabic', () => {
  beforeAll(() => addCatalogue(loadShellMessages));
  afterEach(() => act(() => activateLocale('en')));

  it('says the unread count and its panel in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /notifications': { body: { items: [item({})], unread: 2, next_cursor: null } } });
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const panel = screen.getByRole('region', { name: 'Notificaciones' });
    expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver todas las notificaciones' })).toHaveAttribute('href', '/dashboard/notifications');
  });

  it('uses the Arabic plural form of the count', async () => {
    await activateLocale('ar');
    mockFetch({ 'GET /notifications': { body: { items: [item({ id: 2 }), item({})], unread: 2, next_cursor: null } } });
    renderBell();
    expect(await screen.findByRole('button', { name: 'الإشعارات، إشعاران غير مقروءين' })).toBeInTheDocument();
  });
});
