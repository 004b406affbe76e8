import { mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, helpRequestPath, PATHS, type SupportThread } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import HelpPage from './help-page';
import NewRequestPage from './new-request-page';
import RequestPage from './request-page';
import { pageMessages } from '../../messages';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array([...PNG_HEAD, 0, 0, 0, 0])], name, { type: 'image/png' });
/** An HTML page named as an image: only its bytes tell. */
const disguised = () => new File(['<html><script>alert(1)</script></html>'], 'receipt.png', { type: 'image/png' });

const SUMMARY = {
  id: 7,
  category: 'deposit' as const,
  subject: 'My deposit is late',
  status: 'answered' as const,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  link: { type: 'transaction' as const, id: 12, label: 'Deposit #12, $500.00 in BTC' },
};

const THREAD: SupportThread = {
  ...SUMMARY,
  messages: [
    {
      id: 1,
      author: 'investor',
      author_name: 'ada',
      body: 'I paid yesterday.',
      internal: false,
      created_at: '2026-11-20T10:00:00.000Z',
      attachments: [{ id: 'a'.repeat(22), name: 'screenshot.png', mime: 'image/png', size: 2048 }],
    },
    { id: 2, author: 'staff', author_name: 'Sam', body: 'It is confirmed now.', internal: false, created_at: '2026-11-21T10:00:00.000Z', attachments: [] },
  ],
};

describe('Help page', () => {
  it('lists my requests with their status, topic and linked item, each opening its thread', async () => {
    mockFetch({ 'GET /support': { body: { items: [SUMMARY] } } });
    renderWithProviders(<HelpPage />, { route: PATHS.help });
    const item = (await screen.findByRole('link', { name: 'My deposit is late' })).closest('li')!;
    expect(within(item).getByText('Answered')).toBeInTheDocument();
    expect(item).toHaveTextContent('Deposit · Deposit #12, $500.00 in BTC');
    expect(screen.getByRole('link', { name: 'My deposit is late' })).toHaveAttribute('href', helpRequestPath(7));
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute('href', PATHS.newHelpRequest);
  });

  it('says when there are none', async () => {
    mockFetch({ 'GET /support': { body: { items: [] } } });
    renderWithProviders(<HelpPage />, { route: PATHS.help });
    expect(await screen.findByText(/You have no support requests/)).toBeInTheDocument();
  });

  it('shows the error with a retry when the list fails', async () => {
    let calls = 0;
    mockFetch({ 'GET /support': () => (++calls === 1 ? { status: 500, body: { message: 'Server error' } } : { body: { items: [SUMMARY] } }) });
    const { user } = renderWithProviders(<HelpPage />, { route: PATHS.help });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'My deposit is late' })).toBeInTheDocument();
  });
});

describe('New support request', () => {
  it('refuses a file by its bytes before anything is sent, then sends the request with the linked transaction and the kept file', async () => {
    const { calls } = mockFetch({ 'POST /support': { status: 201, body: { message: 'Your request was sent. We will answer by email and here.', id: 9 } } });
    const { user } = renderWithProviders(<NewRequestPage />, {
      route: `${PATHS.newHelpRequest}?transaction=12`,
      path: PATHS.newHelpRequest,
      otherRoutes: { [helpRequestPath(':id')]: <p>Thread page</p> },
    });
    expect(screen.getByText(/About transaction #12/)).toBeInTheDocument();
    expect(screen.getByLabelText('What is it about?')).toHaveValue('deposit');

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Write a subject.')).toBeInTheDocument();
    expect(screen.getByText('Write a message.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'My deposit is late');
    await user.type(screen.getByLabelText('Message'), 'I paid yesterday.');
    await user.upload(screen.getByLabelText('Attachments (optional)'), [disguised(), png('screenshot.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('receipt.png is not a PNG, JPEG, GIF, WebP image or a PDF.');
    expect(
      within(screen.getByRole('list', { name: 'Attached files' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['screenshot.pngRemove']);

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
    const form = calls[0].form!;
    expect({ ...form, attachment_1: (form.attachment_1 as File).name }).toEqual({
      category: 'deposit',
      subject: 'My deposit is late',
      body: 'I paid yesterday.',
      link_type: 'transaction',
      link_id: '12',
      attachment_1: 'screenshot.png',
    });
    expect(toasts()).toContainEqual({ message: 'Your request was sent. We will answer by email and here.', variant: 'success' });
  });

  it('takes at most three files', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<NewRequestPage />, { route: PATHS.newHelpRequest, path: PATHS.newHelpRequest });
    await user.upload(screen.getByLabelText('Attachments (optional)'), [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach at most 3 files to a message.');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });
});

describe('Support request thread', () => {
  const renderThread = () => renderWithProviders(<RequestPage />, { route: helpRequestPath(7), path: helpRequestPath(':id') });

  it('shows the messages with their attachments, sends a reply and closes after a confirm step', async () => {
    let status: SupportThread['status'] = 'answered';
    const { calls } = mockFetch({
      'GET /support/7': () => ({ body: { ...THREAD, status } }),
      'POST /support/7/replies': { status: 201, body: { message: 'Reply sent.' } },
      'POST /support/7/close': () => {
        status = 'closed';
        return { body: { message: 'Request closed.' } };
      },
      'GET /support': { body: { items: [] } },
    });
    const { user } = renderThread();
    expect(await screen.findByRole('heading', { level: 1, name: 'My deposit is late' })).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('You');
    expect(screen.getByText('Sam (support)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download screenshot.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a message.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/support/7/replies')).toBe(true));
    expect(calls.find((call) => call.path === '/support/7/replies')!.form).toEqual({ body: 'Thank you!' });

    await user.click(screen.getByRole('button', { name: 'Close request' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText(/This request is closed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it("answers another investor's request (404) with a way back", async () => {
    mockFetch({ 'GET /support/7': { status: 404, body: { message: 'Support request not found.' } } });
    renderThread();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Help' })).toHaveAttribute('href', PATHS.help);
  });
});

describe('help in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('help')));
  afterEach(() => activateLocale('en'));

  it('lists the requests with the topic and the last activity in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /support': { body: { items: [SUMMARY] } } });
    renderWithProviders(<HelpPage />, { route: PATHS.help });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    const item = (await screen.findByRole('link', { name: 'My deposit is late' })).closest('li')!;
    // The linked item's label is the server's; the topic and the date are the reader's.
    expect(item).toHaveTextContent(/Depósito · Deposit #12, \$500\.00 in BTC · última actividad el 21 nov 2026, \d{1,2}:\d{2}/);
    expect(screen.getByRole('link', { name: 'Nueva solicitud' })).toHaveAttribute('href', PATHS.newHelpRequest);
  });

  it('asks for the topic, the subject and the message in Spanish before sending anything', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({});
    const { user } = renderWithProviders(<NewRequestPage />, { route: `${PATHS.newHelpRequest}?plan=3`, path: PATHS.newHelpRequest });
    expect(screen.getByText('Sobre el plan n.º 3: veremos sus detalles junto con su solicitud.')).toBeInTheDocument();
    expect(screen.getByText('Hasta 3 imágenes (PNG, JPEG, GIF, WebP) o PDF, de 5 MB como máximo cada uno.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByLabelText('Asunto')).toHaveAccessibleDescription(expect.stringContaining('Escriba un asunto.'));
    expect(screen.getByLabelText('Mensaje')).toHaveAccessibleDescription(expect.stringContaining('Escriba un mensaje.'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
