import { mockFetch, renderWithProviders, TEST_RUNTIME_CONFIG } from '@arcvest/shared/test';
import { PATHS, recordAreaLoad } from '@arcvest/shared';
import { screen, within } from '@testing-library/react';
import DeploymentsPage from './deployments-page';

afterEach(() => jest.restoreAllMocks());

function manifest(version: string) {
  return {
    metaData: { buildInfo: { buildVersion: version, buildTime: '2026-11-20T10:00:00.000Z' }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: '@arcvest/shared', version: '1.0.0' },
    ],
  };
}

it("lists each remote's version, build, origin, shared versions and whether this page loaded it, and the server's version", async () => {
  recordAreaLoad('admin', { status: 'loaded', version: 'a-1', manifestUrl: 'http://admin.test/mf-manifest.json' });
  mockFetch({
    'GET http://localhost/config.json': { body: { ...TEST_RUNTIME_CONFIG, serverVersion: '1.2.3' } },
    'GET http://public.test/mf-manifest.json': { body: manifest('p-1') },
    'GET http://investor.test/mf-manifest.json': { status: 404, body: { message: 'Not found.' } },
    'GET http://admin.test/mf-manifest.json': { body: manifest('a-2') },
  });
  renderWithProviders(<DeploymentsPage />, { route: PATHS.deployments, path: PATHS.deployments });

  expect(screen.getByRole('heading', { level: 1, name: 'Deployments' })).toBeInTheDocument();
  expect(await screen.findByText('1.2.3', { selector: 'strong' })).toBeInTheDocument();

  const admin = screen.getByRole('region', { name: 'Admin console' });
  expect(await within(admin).findByText('a-2')).toBeInTheDocument();
  expect(within(admin).getByText('http://admin.test/')).toBeInTheDocument();
  expect(within(admin).getByText('@arcvest/shared 1.0.0')).toBeInTheDocument();
  expect(within(admin).getByText('Yes, version a-1')).toBeInTheDocument();
  expect(within(admin).getByText(/^Nov 20, 2026/)).toBeInTheDocument();

  const site = screen.getByRole('region', { name: 'Public site' });
  expect(await within(site).findByText('p-1')).toBeInTheDocument();
  expect(within(site).getByText('No (not opened on this page)')).toBeInTheDocument();

  const investor = screen.getByRole('region', { name: 'Investor dashboard' });
  expect(await within(investor).findByRole('alert')).toHaveTextContent('HTTP 404');
});
