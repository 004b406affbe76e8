import { isKnownPagePath, nextRemoteOfPath, pageMeta, PUBLIC_PAGES, remoteOfPath, sitemapPaths } from './page-meta';

describe('pageMeta', () => {
  it('gives every public page its own title and description, with the site name', () => {
    const indexed = PUBLIC_PAGES.filter((page) => page.indexable).map((page) => pageMeta(page.path, 'Arcvest'));
    expect(new Set(indexed.map((meta) => meta.title)).size).toBe(indexed.length);
    expect(new Set(indexed.map((meta) => meta.description)).size).toBe(indexed.length);
    for (const meta of indexed) {
      expect(meta.title).toContain('Arcvest');
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(pageMeta('/', 'Arcvest').title).toBe('Arcvest: fixed-term crypto plans with daily returns');
    expect(pageMeta('/about-us/', 'Arcvest')).toEqual(expect.objectContaining({ title: 'About us · Arcvest', indexable: true }));
  });

  it('gives a referral link the sign-up page, not indexed under its own address', () => {
    expect(pageMeta('/signup/DEMO1234', 'Arcvest')).toEqual({ ...pageMeta('/signup', 'Arcvest'), indexable: false });
  });

  it('keeps signed-in pages, the reset form and unknown paths out of search engines', () => {
    expect(pageMeta('/dashboard/admin', 'Arcvest').indexable).toBe(false);
    expect(pageMeta('/reset-user-password', 'Arcvest').indexable).toBe(false);
    expect(pageMeta('/nowhere', 'Arcvest')).toEqual(expect.objectContaining({ title: 'Page not found · Arcvest', indexable: false }));
  });

  it('knows the pages of the site', () => {
    expect(['/', '/login', '/signup/ABC', '/dashboard', '/dashboard/anything/deep'].every(isKnownPagePath)).toBe(true);
    expect(['/nowhere', '/dashboardx', '/signup/a/b'].some(isKnownPagePath)).toBe(false);
  });

  it('lists the indexable public pages in the sitemap', () => {
    expect(sitemapPaths()).toEqual([
      '/',
      '/about-us',
      '/terms-and-conditions',
      '/privacy-policy',
      '/proof-of-reserves',
      '/signup',
      '/login',
      '/forgot-password',
    ]);
  });
});

it('names the remote that shows each page, as the shell routes them', () => {
  expect(['/', '/about-us', '/signup/ABC', '/no-such-page', '/dashboards'].map(remoteOfPath)).toEqual(['public', 'public', 'public', 'public', 'public']);
  expect(['/dashboard', '/dashboard/', '/dashboard/transaction-history', '/dashboard/administrator'].map(remoteOfPath)).toEqual([
    'investor',
    'investor',
    'investor',
    'investor',
  ]);
  expect(['/dashboard/admin', '/dashboard/admin/', '/dashboard/admin/manage-users/7'].map(remoteOfPath)).toEqual(['admin', 'admin', 'admin']);
});

it('names the dashboard as where the sign-in page leads, and nothing for other pages', () => {
  expect(['/login', '/login/'].map(nextRemoteOfPath)).toEqual(['investor', 'investor']);
  expect(['/', '/signup', '/dashboard', '/login/extra'].map(nextRemoteOfPath)).toEqual([null, null, null, null]);
});
