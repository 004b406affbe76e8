import { installObjectUrls, mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import { activateLocale, addCatalogue, Route, Routes } from '@arcvest/shared';
import CreateAddressPage from './create-address-page';
import { pageMessages } from '../../messages';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const qrFile = () => new File([new Uint8Array(PNG_BYTES)], 'qr.png', { type: 'image/png' });

function renderCreatePage(slug = 'ripple') {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/admin/manage-address/:coin">
        <Route index element={<p>Address list marker</p>} />
        <Route path="create-address" element={<CreateAddressPage />} />
      </Route>
    </Routes>,
    { route: `/dashboard/admin/manage-address/${slug}/create-address` },
  );
}

let objectUrls: ReturnType<typeof installObjectUrls>;
beforeEach(() => {
  objectUrls = installObjectUrls();
});

describe('Create address page', () => {
  it('previews the chosen image, sends multipart with the address and the file, toasts and goes back', async () => {
    const { calls } = mockFetch({
      'POST /create-xrp-address': {
        status: 201,
        body: {
          message: 'Address created successfully.',
          address: { id: 5, address: 'rNewRippleAddress123', qr_code: '/api/images/qr-5', created_at: '2026-06-01T12:00:00Z' },
        },
      },
    });
    const { user } = renderCreatePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Add Ripple address' })).toBeInTheDocument();
    const fileInput = screen.getByLabelText('QR code image');
    expect(fileInput).toHaveAttribute('type', 'file');
    expect(fileInput).toHaveAttribute('accept', 'image/*');

    await user.type(screen.getByLabelText('Address'), '  rNewRippleAddress123  ');
    await user.upload(fileInput, qrFile());
    expect(screen.getByRole('img', { name: 'Preview of the chosen QR code' })).toHaveAttribute('src', 'blob:test-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Address created successfully.', variant: 'success' }));
    expect(await screen.findByText('Address list marker')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.path).toBe('/create-xrp-address');
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.keys(call.form ?? {})).toEqual(['address', 'qr_code']);
    expect(call.form?.address).toBe('rNewRippleAddress123');
    const sent = call.form?.qr_code as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['qr.png', 'image/png', PNG_BYTES.length]);
    expect([...new Uint8Array(await sent.arrayBuffer())]).toEqual(PNG_BYTES);
    // The preview's object URL is released when the page goes.
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:test-1');
  });

  it('shows the 422 field errors under the fields, toasts each of them and stays', async () => {
    mockFetch({
      'POST /create-xrp-address': {
        status: 422,
        body: {
          message: 'The address could not be saved.',
          errors: { qr_code: ['The QR code must be a PNG, JPEG, GIF or WebP image.'], address: ['The address must be one word of at most 200 characters.'] },
        },
      },
    });
    const { user } = renderCreatePage();

    await user.type(screen.getByLabelText('Address'), 'rAddress');
    await user.upload(screen.getByLabelText('QR code image'), qrFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        { message: 'The QR code must be a PNG, JPEG, GIF or WebP image.', variant: 'error' },
        { message: 'The address must be one word of at most 200 characters.', variant: 'error' },
      ]),
    );
    expect(screen.getByLabelText('QR code image')).toHaveAccessibleDescription(
      'PNG, JPEG, GIF or WebP, at most 5 MB. The QR code must be a PNG, JPEG, GIF or WebP image.',
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(expect.stringContaining('The address must be one word of at most 200 characters.'));
    expect(screen.getByLabelText('Address')).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByText('Address list marker')).not.toBeInTheDocument();
  });

  it('asks for both fields and refuses an image over 5 MB before sending anything', async () => {
    const { calls } = mockFetch({});
    const { user } = renderCreatePage();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(expect.stringContaining('The address is required.'));
    expect(screen.getByLabelText('QR code image')).toHaveAccessibleDescription(expect.stringContaining('Please choose the QR code image.'));
    expect(screen.getByLabelText('Address')).toHaveFocus();

    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.type(screen.getByLabelText('Address'), 'rAddress');
    await user.upload(screen.getByLabelText('QR code image'), large);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('QR code image')).toHaveAccessibleDescription(expect.stringContaining('The QR code image may be at most 5 MB.'));
    expect(calls).toHaveLength(0);
  });
});

describe('create address in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('manage-addresses')));
  afterEach(() => act(() => activateLocale('en')));

  it('labels the form and asks for both fields in Spanish before sending anything', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({});
    const { user } = renderCreatePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Añadir dirección de Ripple' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dirección')).toHaveAccessibleDescription(expect.stringContaining('La dirección de XRP a la que pagarán los usuarios.'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('Dirección')).toHaveAccessibleDescription(expect.stringContaining('La dirección es obligatoria.'));
    expect(screen.getByLabelText('Imagen del código QR')).toHaveAccessibleDescription(expect.stringContaining('Elija la imagen del código QR.'));

    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.type(screen.getByLabelText('Dirección'), 'rAddress');
    await user.upload(screen.getByLabelText('Imagen del código QR'), large);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('Imagen del código QR')).toHaveAccessibleDescription(
      expect.stringContaining('La imagen del código QR puede tener como máximo 5 MB.'),
    );
    expect(calls).toHaveLength(0);
  });
});
