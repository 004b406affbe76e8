import { mockFetch, renderWithProviders, toasts, type MockRoute } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS, type LiabilitiesSnapshot, type ReserveAddress } from '@arcvest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import ManageReservesPage from './manage-reserves-page';
import { pageMessages } from '../../messages';

const ETH_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MESSAGE = `Arcvest holds reserves at ${ETH_ADDRESS} (ETH) on 2026-11-27`;
const SIGNATURE = `0x${'5c'.repeat(65)}`;
const SNAPSHOT: LiabilitiesSnapshot = { root: 'cd'.repeat(32), total: 12_345_67, leaves: 126, investors: 42, generated_at: '2026-11-27T08:00:00.000Z' };
const REGISTERED: ReserveAddress = {
  id: 3,
  coin: 'ETH',
  address: ETH_ADDRESS,
  message: MESSAGE,
  signature: SIGNATURE,
  public_key: null,
  registered_at: '2026-11-27T09:00:00.000Z',
};

beforeEach(() => localStorage.setItem('access_token', 'admin-token'));
afterEach(() => {
  localStorage.clear();
});

function renderPage(routes: Record<string, MockRoute>) {
  const mocked = mockFetch({ 'GET /proof-of-liabilities': { body: SNAPSHOT }, 'GET /reserve-addresses': { body: [] }, ...routes });
  return { ...mocked, ...renderWithProviders(<ManageReservesPage />, { staffRole: 'owner', route: PATHS.manageReserves, path: PATHS.manageReserves }) };
}

const posts = (calls: ReturnType<typeof mockFetch>['calls'], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

describe('Proof of reserves (admin)', () => {
  it('shows the latest snapshot and takes one now, saying what it counted', async () => {
    let taken = false;
    const { user, calls } = renderPage({
      'GET /proof-of-liabilities': () => ({ body: taken ? { ...SNAPSHOT, leaves: 129, investors: 43, total: 13_000_00 } : SNAPSHOT }),
      'POST /proof-of-liabilities': () => {
        taken = true;
        return { body: { ...SNAPSHOT, leaves: 129, investors: 43, total: 13_000_00 } };
      },
    });

    const card = await screen.findByRole('region', { name: 'Snapshot of what is owed' });
    expect(await within(card).findByText('$12,345.67')).toBeInTheDocument();
    expect(within(card).getByText(SNAPSHOT.root)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Take snapshot now' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Snapshot taken: 43 investors are owed $13,000.00.', variant: 'success' }));
    expect(await within(card).findByText('$13,000.00')).toBeInTheDocument();
    expect(posts(calls, '/proof-of-liabilities')).toHaveLength(1);
  });

  it('says when there is no snapshot yet, and the server’s refusal when nobody is owed anything', async () => {
    const refusal = 'Nobody is owed anything yet, so there is nothing to prove.';
    const { user } = renderPage({
      'GET /proof-of-liabilities': { status: 404, body: { message: 'No proof of liabilities has been published yet.' } },
      'POST /proof-of-liabilities': { status: 409, body: { message: refusal } },
    });

    expect(await screen.findByText('No snapshot has been taken yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take snapshot now' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: refusal, variant: 'error' }));
  });

  it('gets the message to sign for the coin and address, then registers the pasted signature', async () => {
    let registered = false;
    const { user, calls } = renderPage({
      'GET /reserve-addresses': () => ({ body: registered ? [REGISTERED] : [] }),
      'GET /reserve-addresses/message': { body: { message: MESSAGE } },
      'POST /reserve-addresses': () => {
        registered = true;
        return { status: 201, body: REGISTERED };
      },
    });

    expect(await screen.findByText('No reserve address is registered yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Coin'), 'ETH');
    await user.type(screen.getByLabelText('Address'), `  ${ETH_ADDRESS} `);
    await user.click(screen.getByRole('button', { name: 'Get message to sign' }));

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith('/reserve-addresses/message?'))?.query).toEqual({ coin: 'ETH', address: ETH_ADDRESS });
    await user.click(screen.getByRole('button', { name: 'Copy the message' }));
    expect(await navigator.clipboard.readText()).toBe(MESSAGE);
    expect(screen.queryByLabelText('Public key')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Signature'), SIGNATURE);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'ETH reserve address registered.', variant: 'success' }));
    expect(posts(calls, '/reserve-addresses').map((call) => call.body)).toEqual([
      { coin: 'ETH', address: ETH_ADDRESS, message: MESSAGE, signature: SIGNATURE },
    ]);
    const list = screen.getByRole('region', { name: 'Registered reserve addresses' });
    expect(await within(list).findByText(ETH_ADDRESS)).toBeInTheDocument();
    // The form is empty again, ready for the next address.
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('asks for what is missing on its fields, and the public key for XRP', async () => {
    const { user, calls } = renderPage({ 'GET /reserve-addresses/message': { body: { message: 'Arcvest holds reserves at rXRP (XRP) on 2026-11-27' } } });

    await user.click(await screen.findByRole('button', { name: 'Get message to sign' }));
    expect(screen.getByLabelText('Coin')).toHaveAccessibleDescription(expect.stringContaining('Choose a coin.'));
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(expect.stringContaining('Enter the address.'));
    expect(calls.filter((call) => call.path.startsWith('/reserve-addresses/message'))).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Coin'), 'XRP');
    await user.type(screen.getByLabelText('Address'), 'rXRP');
    await user.click(screen.getByRole('button', { name: 'Get message to sign' }));
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Signature')).toHaveAccessibleDescription(expect.stringContaining('Paste the signature.'));
    expect(screen.getByLabelText('Public key')).toHaveAccessibleDescription(expect.stringContaining('Paste the public key that signed.'));
    expect(posts(calls, '/reserve-addresses')).toEqual([]);
  });

  it('puts the server’s refusals under the fields they are about', async () => {
    const badAddress = 'This is not an Ethereum address.';
    const badSignature = 'The signature is not by this address’s key.';
    const { user } = renderPage({
      'GET /reserve-addresses/message': ({ query }) =>
        query.address === 'nope' ? { status: 422, body: { message: badAddress, errors: { address: [badAddress] } } } : { body: { message: MESSAGE } },
      'POST /reserve-addresses': { status: 422, body: { message: badSignature, errors: { signature: [badSignature] } } },
    });

    await user.selectOptions(await screen.findByLabelText('Coin'), 'ETH');
    await user.type(screen.getByLabelText('Address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Get message to sign' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(expect.stringContaining(badAddress)));
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), ETH_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Get message to sign' }));
    await user.type(await screen.findByLabelText('Signature'), `0x${'00'.repeat(65)}`);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Signature')).toHaveAccessibleDescription(expect.stringContaining(badSignature)));
  });

  it('drops the message once the address changes: it names the address', async () => {
    const { user } = renderPage({ 'GET /reserve-addresses/message': { body: { message: MESSAGE } } });
    await user.selectOptions(await screen.findByLabelText('Coin'), 'ETH');
    await user.type(screen.getByLabelText('Address'), ETH_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Get message to sign' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Address'), '0');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Signature')).not.toBeInTheDocument();
  });

  it('removes an address only after the admin confirms', async () => {
    let removed = false;
    const { user, calls } = renderPage({
      'GET /reserve-addresses': () => ({ body: removed ? [] : [REGISTERED] }),
      'DELETE /reserve-addresses/3': () => {
        removed = true;
        return { body: { message: 'Reserve address removed.' } };
      },
    });

    const remove = await screen.findByRole('button', { name: `Remove ETH reserve address ${ETH_ADDRESS}` });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove reserve address' });
    expect(dialog).toHaveTextContent(ETH_ADDRESS);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Reserve address removed.', variant: 'success' }));
    expect(await screen.findByText('No reserve address is registered yet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('proof of reserves (admin) in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-reserves')));
  afterEach(() => act(() => activateLocale('en')));
  const spaced = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

  it('shows the snapshot and the registered addresses in Spanish, and says what it counted with a Spanish amount', async () => {
    await activateLocale('es');
    const { user } = renderPage({
      'GET /reserve-addresses': { body: [REGISTERED] },
      'POST /proof-of-liabilities': { body: { ...SNAPSHOT, leaves: 129, investors: 43, total: 13_000_00 } },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Prueba de reservas' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Instantánea de lo que se debe' });
    expect(spaced((await within(card).findByText(/12\.345,67/)).textContent)).toBe('12.345,67 US$');
    expect(within(card).getByText('Inversores incluidos')).toBeInTheDocument();
    expect(within(card).getByText(SNAPSHOT.root)).toHaveAttribute('dir', 'ltr');

    const list = screen.getByRole('region', { name: 'Direcciones de reserva registradas' });
    expect(await within(list).findByText(ETH_ADDRESS)).toHaveAttribute('translate', 'no');
    expect(within(list).getByText(/^Registrada el/)).toHaveTextContent(/^Registrada el 27 nov 2026, \d{1,2}:\d{2}/);
    expect(within(list).getByRole('button', { name: `Quitar dirección de reserva de ETH ${ETH_ADDRESS}` })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Tomar una instantánea ahora' }));
    await waitFor(() =>
      expect(toasts().map((toast) => ({ ...toast, message: spaced(toast.message) }))).toContainEqual({
        message: 'Instantánea tomada: se debe 13.000,00 US$ a 43 inversores.',
        variant: 'success',
      }),
    );
  });

  it('asks for the coin and the address in Spanish before asking for a message', async () => {
    await activateLocale('es');
    const { user, calls } = renderPage({});

    await user.click(await screen.findByRole('button', { name: 'Obtener el mensaje para firmar' }));
    expect(screen.getByLabelText('Moneda')).toHaveAccessibleDescription(expect.stringContaining('Elija una moneda.'));
    expect(screen.getByLabelText('Dirección')).toHaveAccessibleDescription(expect.stringContaining('Introduzca la dirección.'));
    expect(calls.filter((call) => call.path.startsWith('/reserve-addresses/message'))).toEqual([]);
  });
});
