import { installObjectUrls, mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import AddressListPage from './address-list-page';
import { TEST_ADDRESSES } from './test-addresses';
import { pageMessages } from '../../messages';

const PATH = '/dashboard/admin/manage-address/:coin';

function renderList(slug = 'bitcoin') {
  return renderWithProviders(<AddressListPage />, { staffRole: 'owner', route: `/dashboard/admin/manage-address/${slug}`, path: PATH });
}

/** Every image request answers with a few PNG bytes. */
const images = {
  'GET /images/AAAAAAAAAAAAAAAAAAAA12': { body: 'png' },
  'GET /images/AAAAAAAAAAAAAAAAAAAAA7': { body: 'png' },
  'GET /images/AAAAAAAAAAAAAAAAAAAAA3': { body: 'png' },
};

beforeEach(() => {
  installObjectUrls();
  localStorage.setItem('access_token', 'admin-token');
});
afterEach(() => {
  localStorage.clear();
});

describe('Address list of one coin', () => {
  it('labels the newest address Active and the others Inactive, in the order the server sends', async () => {
    mockFetch({ 'GET /chain-keys': { body: [] }, 'GET /all-btc-address': { body: TEST_ADDRESSES }, ...images });
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Bitcoin addresses' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Active address', 'Inactive address', 'Inactive address']);
    expect(within(cards[0]).getByText('Active')).toBeInTheDocument();
    expect(within(cards[0]).getByText(TEST_ADDRESSES[0].address)).toBeInTheDocument();
    expect(within(cards[2]).getByText(TEST_ADDRESSES[2].address)).toBeInTheDocument();
    expect(screen.getByText(/The most recent address is the active one: it is the BTC address users pay to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute('href', '/dashboard/admin/manage-address/bitcoin/create-address');
  });

  it('fetches each QR image with the token and shows it through an object URL', async () => {
    const { calls } = mockFetch({ 'GET /chain-keys': { body: [] }, 'GET /all-btc-address': { body: TEST_ADDRESSES.slice(0, 1) }, ...images });
    renderList();

    const qr = await screen.findByRole('img', { name: `QR code of ${TEST_ADDRESSES[0].address}` });
    expect(qr).toHaveAttribute('src', 'blob:test-1');
    const imageCall = calls.find((call) => call.path === '/images/AAAAAAAAAAAAAAAAAAAA12');
    expect(imageCall?.url).toBe('http://api.test/api/images/AAAAAAAAAAAAAAAAAAAA12');
    expect(imageCall?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('asks the coin from the path: USDT addresses come from /all-usdt-address', async () => {
    const { calls } = mockFetch({ 'GET /chain-keys': { body: [] }, 'GET /all-usdt-address': { body: [] } });
    renderList('tether');

    expect(await screen.findByText('No addresses have been added yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tether (USDT) addresses' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path.replace(/\?.*$/, '')}`).sort()).toEqual([
      'GET /all-usdt-address',
      'GET /approvals',
      'GET /chain-keys',
    ]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('deletes an address only after the admin confirms with the exact warning, then toasts and refreshes', async () => {
    let deleted = false;
    const { calls } = mockFetch({
      'GET /chain-keys': { body: [] },
      'GET /all-btc-address': () => ({ body: deleted ? TEST_ADDRESSES.slice(1) : TEST_ADDRESSES }),
      'DELETE /btc-delete/12': () => {
        deleted = true;
        return { body: { message: 'Address deleted successfully.' } };
      },
      ...images,
    });
    const { user } = renderList();
    const deleteCalls = () => calls.filter((call) => call.method === 'DELETE');

    await user.click(await screen.findByRole('button', { name: `Delete active address ${TEST_ADDRESSES[0].address}` }));
    let dialog = screen.getByRole('dialog', { name: 'Delete address' });
    expect(within(dialog).getByText('This account will permanently delete this address from our database.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Delete active address ${TEST_ADDRESSES[0].address}` }));
    dialog = screen.getByRole('dialog', { name: 'Delete address' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Address deleted successfully.', variant: 'success' }));
    expect(deleteCalls().map((call) => call.path)).toEqual(['/btc-delete/12']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The previous address is now the active one.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(within(screen.getAllByRole('article')[0]).getByText(TEST_ADDRESSES[1].address)).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Active address');
  });

  it('shows the server message as an error in the open dialog when deleting fails', async () => {
    mockFetch({
      'GET /chain-keys': { body: [] },
      'GET /all-btc-address': { body: TEST_ADDRESSES },
      'DELETE /btc-delete/7': { status: 404, body: { message: 'Address not found.' } },
      ...images,
    });
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: `Delete inactive address ${TEST_ADDRESSES[1].address}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Address not found.');
    expect(toasts()).toEqual([]);
  });

  it('shows the error and a Retry when the list cannot be loaded', async () => {
    let attempts = 0;
    mockFetch({
      'GET /chain-keys': { body: [] },
      'GET /all-btc-address': () => (++attempts === 1 ? { status: 503, body: { message: 'The database is busy.' } } : { body: [] }),
    });
    const { user } = renderList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is busy.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No addresses have been added yet.')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('answers an unknown coin with Page not found and makes no call', async () => {
    const { calls } = mockFetch({});
    renderList('dogecoin');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('address list in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-addresses')));
  afterEach(() => act(() => activateLocale('en')));

  it('labels the addresses, their dates and the delete step in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /chain-keys': { body: [] }, 'GET /all-btc-address': { body: TEST_ADDRESSES }, ...images });
    const { user } = renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Direcciones de Bitcoin' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Dirección activa', 'Dirección inactiva', 'Dirección inactiva']);
    expect(within(cards[0]).getByText('Activa')).toBeInTheDocument();
    expect(within(cards[0]).getByText(TEST_ADDRESSES[0].address)).toHaveAttribute('dir', 'ltr');
    const added = within(cards[0]).getByText(/^Añadida el/);
    expect(added).toHaveTextContent(/^Añadida el 15 nov 2026, \d{1,2}:\d{2}/);
    expect(added.querySelector('time')).toHaveAttribute('dateTime', TEST_ADDRESSES[0].created_at);
    expect(screen.getByText(/La dirección más reciente es la activa: es la dirección de BTC a la que pagan los usuarios/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añadir dirección' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Eliminar dirección activa ${TEST_ADDRESSES[0].address}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Esta acción eliminará de forma permanente esta dirección de nuestra base de datos.')).toBeInTheDocument();
  });
});
