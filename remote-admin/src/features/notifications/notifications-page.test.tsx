import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS } from '@arcvest/shared';
import { screen, within } from '@testing-library/react';
import AdminNotificationsPage from './notifications-page';
import { pageMessages } from '../../messages';

const ITEM = {
  id: 4,
  category: 'withdrawals' as const,
  title: 'Withdrawal waiting for approval',
  body: 'A withdrawal of $1,200.00 by ivy waits for a second staff member.',
  link: null,
  created_at: '2026-11-21T10:00:00.000Z',
  read_at: null,
};

const renderPage = () => renderWithProviders(<AdminNotificationsPage />, { route: PATHS.adminNotifications });

describe('admin notifications page', () => {
  it('lists each notification with its category, and Mark all read while some are unread', async () => {
    mockFetch({ 'GET /notifications': { body: { items: [ITEM], next_cursor: null, unread: 1 } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const item = (await screen.findByText('Withdrawal waiting for approval')).closest('li')!;
    expect(within(item).getByText(/^Withdrawals ·/)).toHaveTextContent(/^Withdrawals · Nov 21, 2026, /);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
  });
});

describe('notifications in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('notifications')));
  afterEach(() => activateLocale('en'));

  it('names the page, the category and the button in Spanish, the date in Spanish, and leaves what the server wrote as it was', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /notifications': { body: { items: [ITEM], next_cursor: null, unread: 1 } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    const item = (await screen.findByText('Withdrawal waiting for approval')).closest('li')!;
    expect(within(item).getByText(/^Retiros ·/)).toHaveTextContent(/^Retiros · 21 nov 2026, \d{1,2}:\d{2}/);
    expect(within(item).getByText('A withdrawal of $1,200.00 by ivy waits for a second staff member.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });
});
