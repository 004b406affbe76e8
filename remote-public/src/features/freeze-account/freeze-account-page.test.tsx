// Must be the first import: installs fetch/Request/Response/TextEncoder for jsdom.
import { mockFetch, renderWithProviders } from '@arcvest/shared/test';
import { PROTECTION_MESSAGES } from '@arcvest/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import FreezeAccountPage from './freeze-account-page';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import { pageMessages } from '../../messages';

const renderAt = (route: string) => renderWithProviders(<FreezeAccountPage />, { route, path: '/freeze-account' });

describe('freeze link page', () => {
  it('explains, then freezes with the token on the one button and says the answer', async () => {
    const { calls } = mockFetch({ 'POST /freeze': { body: { message: 'Your account is frozen. Every session has been signed out.' } } });
    const { user } = renderAt('/freeze-account?token=tok_abc');
    expect(screen.getByRole('heading', { level: 1, name: "This wasn't me: freeze my account" })).toBeInTheDocument();
    expect(screen.getByText(/ends every session at once/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Freeze my account' }));
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('Your account is frozen. Every session has been signed out.');
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Freeze my account' })).not.toBeInTheDocument();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/freeze', { token: 'tok_abc' }]]);
  });

  it('says the link is invalid without a token, and sends nothing', () => {
    const { calls } = mockFetch({});
    renderAt('/freeze-account');
    expect(screen.getByRole('alert')).toHaveTextContent(PROTECTION_MESSAGES.freezeLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Freeze my account' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([404, 422] as const)('says the link is invalid when the server answers %i', async (status) => {
    mockFetch({ 'POST /freeze': { status, body: { message: PROTECTION_MESSAGES.freezeLinkInvalid } } });
    const { user } = renderAt('/freeze-account?token=used');
    await user.click(screen.getByRole('button', { name: 'Freeze my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROTECTION_MESSAGES.freezeLinkInvalid);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freeze my account' })).not.toBeInTheDocument();
  });

  it('keeps the button after a failure it can retry', async () => {
    mockFetch({ 'POST /freeze': { status: 429, body: { message: 'Too many attempts. Try again in a minute.' } } });
    const { user } = renderAt('/freeze-account?token=tok_abc');
    await user.click(screen.getByRole('button', { name: 'Freeze my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(screen.getByRole('button', { name: 'Freeze my account' })).toBeEnabled();
  });
});

describe('freeze page in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('freeze-account')));
  afterEach(() => activateLocale('en'));

  it('explains and offers the freeze in Spanish', async () => {
    await activateLocale('es');
    renderWithProviders(<FreezeAccountPage />, { route: '/freeze-account?token=tok_es', path: '/freeze-account' });
    expect(screen.getByRole('heading', { level: 1, name: 'No fui yo: congelar mi cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Congelar mi cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
  });

  it('says a link the server refuses is invalid in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'POST /freeze': { status: 404, body: { message: PROTECTION_MESSAGES.freezeLinkInvalid } } });
    const { user } = renderWithProviders(<FreezeAccountPage />, { route: '/freeze-account?token=used', path: '/freeze-account' });
    await user.click(screen.getByRole('button', { name: 'Congelar mi cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Este enlace no es válido, ya se ha usado o ha caducado\./);
    expect(screen.queryByRole('button', { name: 'Congelar mi cuenta' })).not.toBeInTheDocument();
  });
});
