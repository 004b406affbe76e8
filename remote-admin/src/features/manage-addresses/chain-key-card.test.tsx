import { mockFetch, renderWithProviders, testApproval, testApprovalList, toasts } from '@arcvest/shared/test';
import { APPROVAL_MESSAGES } from '@arcvest/shared/rules';
import type { ChainKey } from '@arcvest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import AddressListPage from './address-list-page';
import { pageMessages } from '../../messages';

const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const BTC_KEY: ChainKey = {
  coin: 'btc',
  xpub: ZPUB,
  kind: 'p2wpkh',
  derivation: '<key>/0/<index>',
  first_address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  highest_index: 41,
  gap: 3,
  created_at: '2026-11-20T10:00:00.000Z',
};

function renderPage(slug = 'bitcoin') {
  return renderWithProviders(<AddressListPage />, {
    staffRole: 'owner',
    route: `/dashboard/admin/manage-address/${slug}`,
    path: '/dashboard/admin/manage-address/:coin',
  });
}

beforeEach(() => localStorage.setItem('access_token', 'admin-token'));
afterEach(() => {
  localStorage.clear();
});

describe('Watch-only key card', () => {
  it('shows the key, the addresses it gives, its first address and the highest index given out', async () => {
    mockFetch({ 'GET /chain-keys': { body: [BTC_KEY] }, 'GET /all-btc-address': { body: [] } });
    renderPage();

    const card = await screen.findByRole('region', { name: 'Watch-only key' });
    expect(await within(card).findByText(ZPUB)).toBeInTheDocument();
    expect(within(card).getByText('Native SegWit addresses (bc1q…), from a zpub, at <key>/0/<index>')).toBeInTheDocument();
    expect(within(card).getByText(BTC_KEY.first_address)).toBeInTheDocument();
    expect(within(card).getByText('41')).toBeInTheDocument();
    expect(within(card).getByText('3 addresses')).toBeInTheDocument();
    expect(within(card).queryByRole('note')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Replace key' })).toBeInTheDocument();
  });

  it('warns once 20 unused addresses follow the last paid one, saying how to raise the wallet’s gap limit', async () => {
    mockFetch({ 'GET /chain-keys': { body: [{ ...BTC_KEY, gap: 20 }] }, 'GET /all-btc-address': { body: [] } });
    renderPage();

    const card = await screen.findByRole('region', { name: 'Watch-only key' });
    expect(await within(card).findByRole('note')).toHaveTextContent(
      /Wallets stop looking 20 unused addresses past the last used one.*wallet\.change_gap_limit\(200\)/,
    );
  });

  it('with four-eyes on, says a key waits for a second owner, then shows the request waiting instead of a saved key', async () => {
    const request = testApproval({
      id: 6,
      kind: 'chain_key.save',
      permission: 'platform.configure',
      target: 'chain_key:btc',
      requested_by_id: 1,
      requested_by: 'boss',
      summary: 'Save the BTC extended public key every new deposit address comes from',
      changes: [{ label: 'Extended public key', before: null, after: ZPUB }],
    });
    let asked = false;
    const { calls } = mockFetch({
      'GET /chain-keys': { body: [] },
      'GET /approvals': () => ({ body: testApprovalList(asked ? [request] : []) }),
      'POST /chain-keys/btc': () => {
        asked = true;
        return { status: 202, body: { message: APPROVAL_MESSAGES.waiting, approval: request } };
      },
      'GET /all-btc-address': { body: [] },
    });
    const { user } = renderPage();

    const card = await screen.findByRole('region', { name: 'Watch-only key' });
    expect(await within(card).findByText(APPROVAL_MESSAGES.needsSecondPerson)).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Extended public key'), ZPUB);
    await user.click(within(card).getByRole('button', { name: 'Save key' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: APPROVAL_MESSAGES.waiting, variant: 'info' }));
    expect(await within(card).findByRole('region', { name: 'Waiting for approval' })).toHaveTextContent('Save the BTC extended public key');
    expect(within(card).getByText('No key set yet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('saves a first key at once (trimmed) and says its first address', async () => {
    let saved = false;
    const { calls } = mockFetch({
      'GET /chain-keys': () => ({ body: saved ? [BTC_KEY] : [] }),
      'POST /chain-keys/btc': () => {
        saved = true;
        return { body: BTC_KEY };
      },
      'GET /all-btc-address': { body: [] },
    });
    const { user } = renderPage();

    expect(await screen.findByText('No key set yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Extended public key'), `  ${ZPUB}  `);
    await user.click(screen.getByRole('button', { name: 'Save key' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: `BTC key saved. Its first address is ${BTC_KEY.first_address}.`, variant: 'success' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ xpub: ZPUB });
    expect(await screen.findByText(BTC_KEY.first_address)).toBeInTheDocument();
  });

  it('says an empty key on its field, focused, and the server’s refusal under the field', async () => {
    const refusal = 'This is a private key. Enter the extended public key (xpub): a private key must never leave your wallet.';
    const { calls } = mockFetch({
      'GET /chain-keys': { body: [] },
      'POST /chain-keys/eth': { status: 422, body: { message: refusal, errors: { xpub: [refusal] } } },
      'GET /all-eth-address': { body: [] },
    });
    const { user } = renderPage('ethereum');

    const field = await screen.findByLabelText('Extended public key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the extended public key.'));
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(field, 'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before replacing a key, and sends nothing when the admin cancels', async () => {
    const { calls } = mockFetch({
      'GET /chain-keys': { body: [BTC_KEY] },
      'POST /chain-keys/btc': { body: { ...BTC_KEY, xpub: 'xpub-new' } },
      'GET /all-btc-address': { body: [] },
    });
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Replace with another key'), 'xpub6Dnew');
    await user.click(screen.getByRole('button', { name: 'Replace key' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the BTC key' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Replace key' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Replace key' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ xpub: 'xpub6Dnew' }]));
  });

  it('is not offered for a coin without keys (XRP)', async () => {
    mockFetch({ 'GET /all-xrp-address': { body: [] } });
    renderPage('ripple');
    expect(await screen.findByText('No addresses have been added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Watch-only key' })).not.toBeInTheDocument();
  });
});

describe('watch-only key in Arabic', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-addresses')));
  afterEach(() => act(() => activateLocale('en')));

  it('names the key, what it gives and the unused addresses in Arabic, the key itself left to right', async () => {
    await activateLocale('ar');
    mockFetch({ 'GET /chain-keys': { body: [{ ...BTC_KEY, gap: 25 }] }, 'GET /all-btc-address': { body: [] } });
    renderPage();

    const card = await screen.findByRole('region', { name: 'مفتاح للمراقبة فقط' });
    expect(await within(card).findByText(ZPUB)).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('عناوين SegWit أصلية (bc1q…)، من مفتاح zpub، عند <key>/0/<index>')).toBeInTheDocument();
    expect(within(card).getByText('25 عنوانًا')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(/^تتوقف المحافظ عن البحث بعد 20 من العناوين غير المستخدمة/);
    expect(within(card).getByRole('button', { name: 'استبدال المفتاح' })).toBeInTheDocument();
  });
});
