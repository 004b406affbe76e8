import { mockFetch, renderWithProviders, TEST_RUNTIME_CONFIG } from '../test';
import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime';
import { ApiImage, resolveApiUrl } from './api-image';

let created: Blob[];
const revoked: string[] = [];

beforeEach(() => {
  created = [];
  revoked.length = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      created.push(blob);
      return `blob:image-${created.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: (url: string) => revoked.push(url) });
  localStorage.setItem('access_token', 'secret-token');
});
afterEach(() => {
  localStorage.clear();
});

describe('resolveApiUrl', () => {
  it('resolves an address the API sends against the API base, on its origin or on the page origin', () => {
    setRuntimeConfig(TEST_RUNTIME_CONFIG);
    expect(resolveApiUrl('/api/images/abc')).toBe('http://api.test/api/images/abc');
    setRuntimeConfig({ ...TEST_RUNTIME_CONFIG, apiBaseUrl: '/api' });
    expect(resolveApiUrl('/api/images/abc')).toBe(`${window.location.origin}/api/images/abc`);
  });
});

describe('ApiImage', () => {
  it('fetches the image with the stored token, shows it as an object URL and revokes it when it goes', async () => {
    const { calls } = mockFetch({ 'GET /images/abc': { body: 'bytes' } });
    const { unmount } = renderWithProviders(<ApiImage src="/api/images/abc" alt="QR code" width={80} />);

    const image = await screen.findByRole('img', { name: 'QR code' });
    expect(image).toHaveAttribute('src', 'blob:image-1');
    expect(image).toHaveAttribute('width', '80');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer secret-token');
    expect(await created[0].text()).toBe('"bytes"');
    unmount();
    expect(revoked).toEqual(['blob:image-1']);
  });

  it('says when the image cannot be loaded and loads it again on Retry', async () => {
    let attempts = 0;
    mockFetch({ 'GET /images/abc': () => (++attempts === 1 ? { status: 404, body: { message: 'Not found.' } } : { body: 'bytes' }) });
    const { user } = renderWithProviders(<ApiImage src="/api/images/abc" alt="QR code" />);

    expect(await screen.findByText('QR code: the image could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry loading QR code' }));

    expect(await screen.findByRole('img', { name: 'QR code' })).toHaveAttribute('src', 'blob:image-1');
    expect(attempts).toBe(2);
  });
});
