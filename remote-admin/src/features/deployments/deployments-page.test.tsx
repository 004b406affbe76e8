import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS, recordAreaLoad, type Deployments } from '@arcvest/shared';
import { act, screen, within } from '@testing-library/react';
import DeploymentsPage from './deployments-page';
import { pageMessages } from '../../messages';

function manifest(version: string) {
  return {
    metaData: { buildInfo: { buildVersion: version, buildTime: '2026-11-20T10:00:00.000Z' }, remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    shared: [
      { name: 'react', version: '19.3.1' },
      { name: '@arcvest/shared', version: '1.0.0' },
    ],
  };
}

const none = { loads: 0, errors: 0 };
const DEPLOYMENTS: Deployments = {
  server_version: '1.2.3',
  remotes: [
    { name: 'public', source: 'build', current: { version: 'p-1', manifest_url: 'http://public.test/mf-manifest.json', last_hour: { loads: 40, errors: 0 } }, canary: null },
    { name: 'investor', source: 'build', current: { version: null, manifest_url: 'http://investor.test/mf-manifest.json', last_hour: none }, canary: null },
    {
      name: 'admin',
      source: 'pointer',
      current: { version: 'a-2', manifest_url: 'http://admin.test/mf-manifest.json', last_hour: { loads: 90, errors: 1 } },
      canary: { version: 'a-3', share: 10, started_at: '2026-11-20T11:00:00.000Z', manifest_url: 'http://admin.test/a-3/mf-manifest.json', last_hour: { loads: 10, errors: 2 } },
    },
  ],
};

function render() {
  const { calls } = mockFetch({
    'GET /deployments': { body: DEPLOYMENTS },
    'GET http://public.test/mf-manifest.json': { body: manifest('p-1') },
    'GET http://investor.test/mf-manifest.json': { status: 404, body: { message: 'Not found.' } },
    'GET http://admin.test/mf-manifest.json': { body: manifest('a-2') },
    'POST /deployments/admin/canary-share': { body: { message: 'Share changed.' } },
    'POST /deployments/admin/promote': { body: { message: 'Promoted.' } },
    // Ended meanwhile (by another admin, or by the server on its errors).
    'POST /deployments/admin/end-canary': { status: 409, body: { message: 'That canary is no longer running. Reload the page to see what is served now.' } },
  });
  const view = renderWithProviders(<DeploymentsPage />, { staffRole: 'owner', route: PATHS.deployments, path: PATHS.deployments });
  return { ...view, calls };
}

it("lists each remote's version, build, origin, shared versions, counts, whether this page loaded it, its canary, and the server's version", async () => {
  recordAreaLoad('admin', { status: 'loaded', version: 'a-1', manifestUrl: 'http://admin.test/mf-manifest.json' });
  render();

  expect(screen.getByRole('heading', { level: 1, name: 'Deployments' })).toBeInTheDocument();
  expect(await screen.findByText('1.2.3', { selector: 'strong' })).toBeInTheDocument();

  const admin = screen.getByRole('region', { name: 'Admin console' });
  expect(await within(admin).findByText('a-2')).toBeInTheDocument();
  expect(within(admin).getByText('http://admin.test/')).toBeInTheDocument();
  expect(within(admin).getByText('@arcvest/shared 1.0.0')).toBeInTheDocument();
  expect(within(admin).getByText('Yes, version a-1')).toBeInTheDocument();
  expect(within(admin).getByText(/^Nov 20, 2026/)).toBeInTheDocument();
  expect(within(admin).getByText('90 page loads, 1 error (1.1 %)')).toBeInTheDocument();
  const canary = within(admin).getByRole('region', { name: 'Canary a-3' });
  expect(within(canary).getByText('10 %')).toBeInTheDocument();
  expect(within(canary).getByText('10 page loads, 2 errors (20 %)')).toBeInTheDocument();

  const site = screen.getByRole('region', { name: 'Public site' });
  expect(await within(site).findByText('p-1')).toBeInTheDocument();
  expect(within(site).getByText('No (not opened on this page)')).toBeInTheDocument();
  expect(within(site).getByText('No canary running.')).toBeInTheDocument();

  const investor = screen.getByRole('region', { name: 'Investor dashboard' });
  expect(await within(investor).findByRole('alert')).toHaveTextContent('HTTP 404');
});

it('changes the share and promotes only after a confirm step naming the canary', async () => {
  const { user, calls } = render();
  const canary = await screen.findByRole('region', { name: 'Canary a-3' });
  const share = within(canary).getByLabelText('Share (%)');

  await user.clear(share);
  await user.type(share, '0');
  await user.click(within(canary).getByRole('button', { name: 'Change share' }));
  expect(share).toHaveAccessibleDescription(/1 to 100 per cent/);

  await user.clear(share);
  await user.type(share, '50');
  await user.click(within(canary).getByRole('button', { name: 'Change share' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Serve a-3 of the admin console to 50 % of visitors instead of 10 %?');
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Change share' }));
  expect(await screen.findByText('Share changed.')).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/deployments/admin/canary-share')?.body).toEqual({ version: 'a-3', share: 50 });

  await user.click(within(canary).getByRole('button', { name: 'Promote' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('Serve a-3 of the admin console to every visitor? Version a-2');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText('Promoted.')).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/deployments/admin/promote')?.body).toEqual({ version: 'a-3' });
});

it('ends a canary only after a confirm step, and shows why when it had already ended', async () => {
  const { user, calls } = render();
  const canary = await screen.findByRole('region', { name: 'Canary a-3' });

  await user.click(within(canary).getByRole('button', { name: 'End canary' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('End the canary a-3 of the admin console? Every visitor gets version a-2 again.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

  await user.click(within(canary).getByRole('button', { name: 'End canary' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End canary' }));
  expect(await screen.findByText('That canary is no longer running. Reload the page to see what is served now.')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/deployments/admin/end-canary', body: { version: 'a-3' } })]);
});

describe('deployments in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('deployments')));
  afterEach(() => act(() => activateLocale('en')));

  it('names the remotes, the counts, the build date and the canary in Spanish, and checks the share in Spanish', async () => {
    await activateLocale('es');
    recordAreaLoad('admin', { status: 'loaded', version: 'a-1', manifestUrl: 'http://admin.test/mf-manifest.json' });
    const { user, calls } = render();

    expect(screen.getByRole('heading', { level: 1, name: 'Despliegues' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    const admin = await screen.findByRole('region', { name: 'Consola de administración' });
    expect(await within(admin).findByText('a-2')).toBeInTheDocument();
    expect(within(admin).getByText('Sí, versión a-1')).toBeInTheDocument();
    // The build time in the reader's format, and the error rate with a decimal comma.
    expect(within(admin).getByText(/^20 nov 2026/)).toBeInTheDocument();
    expect(within(admin).getByText('90 cargas de página, 1 error (1,1 %)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sitio público' })).getByText('No (no se abrió en esta página)')).toBeInTheDocument();

    const canary = within(admin).getByRole('region', { name: 'Canario a-3' });
    expect(within(canary).getByText('10 cargas de página, 2 errores (20 %)')).toBeInTheDocument();
    const share = within(canary).getByLabelText('Porcentaje (%)');
    await user.clear(share);
    await user.type(share, '0');
    await user.click(within(canary).getByRole('button', { name: 'Cambiar porcentaje' }));
    expect(share).toHaveAccessibleDescription(expect.stringContaining('Introduzca un porcentaje de 1 a 100, en números enteros.'));

    await user.clear(share);
    await user.type(share, '50');
    await user.click(within(canary).getByRole('button', { name: 'Cambiar porcentaje' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Servir a-3 (consola de administración) al 50 % de los visitantes en lugar del 10 %?');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
