import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import { activateLocale, PATHS } from '@arcvest/shared';
import { screen, within } from '@testing-library/react';
import InvestorNotificationsPage from './notifications-page';

const ITEM = {
  id: 3,
  category: 'withdrawals' as const,
  title: 'Withdrawal paid',
  body: 'Your withdrawal of $120.00 was paid.',
  link: null,
  created_at: '2026-11-21T10:00:00.000Z',
  read_at: null,
};

const renderPage = () => renderWithProviders(<InvestorNotificationsPage />, { route: PATHS.notifications });

describe('notifications page', () => {
  it('lists each notification with its category, and Mark all read while some are unread', async () => {
    mockFetch({ 'GET /notifications': { body: { items: [ITEM], next_cursor: null, unread: 1 } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const item = (await screen.findByText('Withdrawal paid')).closest('li')!;
    expect(within(item).getByText(/^Withdrawals ·/)).toHaveTextContent(/^Withdrawals · Nov 21, 2026, /);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
  });
});

describe('notifications in Arabic', () => {
  afterEach(() => activateLocale('en'));

  it('names the page, the category and the button in Arabic, the date in Arabic, and leaves what was written as it was', async () => {
    await activateLocale('ar');
    mockFetch({ 'GET /notifications': { body: { items: [ITEM], next_cursor: null, unread: 1 } } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeInTheDocument();
    const item = (await screen.findByText('Withdrawal paid')).closest('li')!;
    expect(within(item).getByText(/^السحوبات ·/)).toHaveTextContent(/^السحوبات · 21\u200f\/11\u200f\/2026/);
    expect(within(item).getByText('Your withdrawal of $120.00 was paid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeInTheDocument();
  });
});
