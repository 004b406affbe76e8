import type { PasskeyRegistrationOptions } from '@arcvest/shared/schemas';
import { mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import { startRegistration } from '@simplewebauthn/browser';
import { PasskeysCard } from './passkeys-card';

jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
const mockedStartRegistration = startRegistration as jest.MockedFunction<typeof startRegistration>;

const LAPTOP = { id: 3, name: 'Laptop', created_at: '2026-06-01T12:00:00Z', last_used_at: null as string | null };
const PHONE = { id: 4, name: 'Phone', created_at: '2026-06-02T09:00:00Z', last_used_at: '2026-06-03T10:00:00Z' };
const OPTIONS: PasskeyRegistrationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Arcvest', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ada', displayName: 'Ada L' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const CREATED = { id: 'Y3JlZA', rawId: 'Y3JlZA', response: { clientDataJSON: 'e30', attestationObject: 'oA' }, type: 'public-key', clientExtensionResults: {} };

function cancelled(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}

afterEach(() => {
  mockedStartRegistration.mockReset();
});

const card = () => screen.getByRole('article', { name: 'Passkeys' });

describe('passkeys card', () => {
  it('lists the passkeys with when each was added and last used', async () => {
    mockFetch({ 'GET /passkeys': { body: [LAPTOP, PHONE] } });
    renderWithProviders(<PasskeysCard />);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Laptop.*Added .*Never used/);
    expect(items[1]).toHaveTextContent(/Phone.*Added .*Last used/);
    expect(within(items[1]).getByRole('button', { name: 'Remove Phone' })).toBeInTheDocument();
  });

  it('adds a passkey: a name, the browser prompt, the server, the refreshed list', async () => {
    let list = [LAPTOP];
    const { calls } = mockFetch({
      'GET /passkeys': () => ({ body: list }),
      'POST /passkeys/registration-options': { body: OPTIONS },
      'POST /passkeys': () => {
        list = [LAPTOP, PHONE];
        return { status: 201, body: { message: 'Passkey added.', passkey: PHONE } };
      },
    });
    mockedStartRegistration.mockResolvedValue(CREATED as never);
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(screen.getByLabelText('Passkey name')).toHaveFocus();

    // The name is checked first: nothing is asked of the browser or the server.
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(screen.getByLabelText('Passkey name')).toHaveAccessibleDescription(expect.stringContaining('Give the passkey a name.'));
    expect(mockedStartRegistration).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Passkey name'), '  Phone ');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Passkey added.', variant: 'success' }]));
    expect(mockedStartRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls.find((call) => call.method === 'POST' && call.path === '/passkeys')?.body).toEqual({ name: 'Phone', response: CREATED });
    expect(await within(card()).findByText('Phone')).toBeInTheDocument();
    expect(screen.queryByLabelText('Passkey name')).not.toBeInTheDocument();
  });

  it('asks a session that signed in a while ago to confirm it is you, then adds the passkey', async () => {
    let reauthenticated = false;
    const { calls } = mockFetch({
      'GET /passkeys': { body: [] },
      'GET /account-protection': {
        body: { held_until: null, reauthenticated_until: null, second_factor_locked: false, anti_phishing_hint: null, methods: ['email'] },
      },
      'POST /passkeys/registration-options': () =>
        reauthenticated ? { body: OPTIONS } : { status: 403, body: { message: 'For your security, confirm it is you.', error: 'reauthentication_required' } },
      'POST /reauthenticate': () => {
        reauthenticated = true;
        return { body: { message: 'Thank you.', reauthenticated_until: '2099-01-01T00:05:00Z' } };
      },
      'POST /passkeys': { status: 201, body: { message: 'Passkey added.', passkey: PHONE } },
    });
    mockedStartRegistration.mockResolvedValue(CREATED as never);
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Passkey name'), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Passkey added.', variant: 'success' }]));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/passkeys/registration-options',
      '/reauthenticate',
      '/passkeys/registration-options',
      '/passkeys',
    ]);
  });

  it('says so when the browser prompt is cancelled, and sends nothing', async () => {
    const { calls } = mockFetch({ 'GET /passkeys': { body: [] }, 'POST /passkeys/registration-options': { body: OPTIONS } });
    mockedStartRegistration.mockRejectedValue(cancelled());
    const { user } = renderWithProviders(<PasskeysCard />);
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Passkey name'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'The passkey request was cancelled or timed out.', variant: 'error' }]));
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/passkeys')).toHaveLength(0);
    expect(screen.getByLabelText('Passkey name')).toHaveValue('Laptop');
  });

  it("shows the server's refusal of the name under the field", async () => {
    const taken = 'You already have a passkey with this name.';
    mockFetch({
      'GET /passkeys': { body: [LAPTOP] },
      'POST /passkeys/registration-options': { body: OPTIONS },
      'POST /passkeys': { status: 422, body: { message: taken, errors: { name: [taken] } } },
    });
    mockedStartRegistration.mockResolvedValue(CREATED as never);
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText('Passkey name'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    await waitFor(() => expect(screen.getByLabelText('Passkey name')).toHaveAccessibleDescription(expect.stringContaining(taken)));
  });

  it('removes a passkey after a confirm step naming it', async () => {
    let list = [LAPTOP, PHONE];
    const { calls } = mockFetch({
      'GET /passkeys': () => ({ body: list }),
      'DELETE /passkeys/4': () => {
        list = [LAPTOP];
        return { body: { message: 'Passkey removed.' } };
      },
    });
    const { user } = renderWithProviders(<PasskeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove passkey' });
    expect(dialog).toHaveTextContent('Remove the passkey Phone?');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Passkey removed.', variant: 'success' }]));
    await waitFor(() => expect(within(card()).queryByText('Phone')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/passkeys/4']);
  });
});
