import { mockFetch, renderWithProviders, toasts } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS, supportRequestPath, type SupportStaffThread } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import SavedRepliesPage from './saved-replies-page';
import SupportQueuePage from './support-queue-page';
import SupportRequestPage from './support-request-page';
import { pageMessages } from '../../messages';

const ITEM = {
  id: 7,
  category: 'deposit' as const,
  subject: 'My deposit is late',
  status: 'open' as const,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  link: null,
  investor: { id: 5, username: 'ada' },
  assigned_to: null,
};

const THREAD: SupportStaffThread = {
  ...ITEM,
  messages: [
    { id: 1, author: 'investor', author_name: 'ada', body: 'I paid yesterday.', internal: false, created_at: '2026-11-20T10:00:00.000Z', attachments: [] },
    { id: 2, author: 'staff', author_name: 'Sam', body: 'Not on chain yet.', internal: true, created_at: '2026-11-20T11:00:00.000Z', attachments: [] },
  ],
  history: {
    transactions: [{ id: 12, type: 'deposit', status: 'pending', amount: 500_00, payment_method: 'BTC', created_at: '2026-11-20T09:00:00.000Z' }],
    plans: [],
    identity: 'pending',
    level: 2,
  },
};

describe('Support queue', () => {
  it('lists requests, filters by status, category and age through the address, and assigns one to me', async () => {
    const { calls } = mockFetch({
      'GET /admin/support': { body: { items: [ITEM], next_cursor: null } },
      'POST /admin/support/7/assign': { body: { message: 'The request is assigned to you.' } },
    });
    const { user } = renderWithProviders(<SupportQueuePage />, { route: PATHS.supportQueue, path: PATHS.supportQueue, staffRole: 'support' });
    const item = (await screen.findByRole('link', { name: 'My deposit is late' })).closest('li')!;
    expect(item).toHaveTextContent('#7 · Deposit · ada');
    expect(within(item).getByText('Unassigned')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'withdrawal');
    await user.selectOptions(screen.getByLabelText('Age'), '3d');
    await user.selectOptions(screen.getByLabelText('Status'), 'waiting');
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ category: 'withdrawal', age: '3d', status: 'waiting', limit: '50' }));

    // The list is read again for the new filters: the button is back once it has come.
    await user.click(await screen.findByRole('button', { name: 'Assign “My deposit is late” to me' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'The request is assigned to you.', variant: 'success' }));
  });

  it('loads the next page with Load more while the server gives a cursor, each request once', async () => {
    const cursor = `${ITEM.updated_at}~7`;
    const later = { ...ITEM, id: 8, subject: 'Withdrawal late' };
    const { calls } = mockFetch({
      'GET /admin/support': (request) =>
        request.query.after === cursor
          ? // Request 7 was answered meanwhile and moved to the end: it is not shown twice.
            { body: { items: [later, { ...ITEM, status: 'answered' as const }], next_cursor: null } }
          : { body: { items: [ITEM], next_cursor: cursor } },
    });
    const { user } = renderWithProviders(<SupportQueuePage />, { route: PATHS.supportQueue, path: PATHS.supportQueue, staffRole: 'support' });
    const queue = await screen.findByRole('list', { name: 'Support requests' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(queue)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My deposit is late', 'Withdrawal late']);
    expect(calls.filter((call) => call.path.startsWith('/admin/support?')).map((call) => call.query.after)).toEqual([undefined, cursor]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers no Assign to an auditor, who reads only', async () => {
    mockFetch({ 'GET /admin/support': { body: { items: [ITEM], next_cursor: null } } });
    renderWithProviders(<SupportQueuePage />, { route: PATHS.supportQueue, path: PATHS.supportQueue, staffRole: 'auditor' });
    expect(await screen.findByRole('link', { name: 'My deposit is late' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
  });
});

describe('Support request', () => {
  it('marks internal notes, shows the history, fills a reply from a saved one and sends it, and adds a note', async () => {
    const { calls } = mockFetch({
      'GET /admin/support/7': { body: THREAD },
      'GET /admin/support-replies': { body: { items: [{ id: 3, title: 'Hash', body: 'Please send the transaction hash.' }] } },
      'POST /admin/support/7/replies': { status: 201, body: { message: 'Reply sent.' } },
      'POST /admin/support/7/notes': { status: 201, body: { message: 'Internal note added.' } },
    });
    const { user } = renderWithProviders(<SupportRequestPage />, { route: supportRequestPath(7), path: supportRequestPath(':id'), staffRole: 'support' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My deposit is late' })).toBeInTheDocument();
    const note = screen.getByText('Not on chain yet.').closest('li')!;
    expect(note).toHaveClass('support-message-internal');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    const history = screen.getByRole('complementary', { name: 'ada’s recent history' });
    expect(history).toHaveTextContent('Level 2 · identity: Waiting for review');
    expect(history).toHaveTextContent('#12 deposit (BTC), pending$500.00');

    await user.selectOptions(await screen.findByLabelText('Insert a saved reply'), '3');
    expect(screen.getByLabelText('Reply')).toHaveValue('Please send the transaction hash.');
    await user.click(screen.getByLabelText('This asks the investor for something (the request waits for them)'));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/admin/support/7/replies')?.body).toEqual({ body: 'Please send the transaction hash.', asks_investor: true }),
    );

    await user.type(screen.getByLabelText('Note for staff'), 'Asked for the hash.');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/admin/support/7/notes')?.body).toEqual({ body: 'Asked for the hash.' }));
  });

  it('asks before closing, and keeps the dialog open with the reason when the server refuses', async () => {
    const { calls } = mockFetch({
      'GET /admin/support/7': { body: THREAD },
      'GET /admin/support-replies': { body: { items: [] } },
      'POST /admin/support/7/close': { status: 409, body: { message: 'This request is already closed.' } },
    });
    const { user } = renderWithProviders(<SupportRequestPage />, { route: supportRequestPath(7), path: supportRequestPath(':id'), staffRole: 'support' });
    await user.click(await screen.findByRole('button', { name: 'Close request' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this request?' });
    expect(dialog).toHaveTextContent('The investor can no longer reply to it');
    await user.click(within(dialog).getByRole('button', { name: 'Close request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This request is already closed.');
    expect(calls.filter((call) => call.path === '/admin/support/7/close')).toHaveLength(1);
  });
});

describe('Saved replies', () => {
  it('lists, creates after the shared checks, and deletes', async () => {
    const { calls } = mockFetch({
      'GET /admin/support-replies': { body: { items: [{ id: 3, title: 'Hash', body: 'Please send the transaction hash.' }] } },
      'POST /admin/support-replies': { status: 201, body: { message: 'Saved reply created.', reply: { id: 4, title: 'Thanks', body: 'Thank you!' } } },
      'DELETE /admin/support-replies/3': { body: { message: 'Saved reply deleted.' } },
    });
    const { user } = renderWithProviders(<SavedRepliesPage />, { route: PATHS.savedReplies, path: PATHS.savedReplies, staffRole: 'support' });
    expect(await screen.findByRole('heading', { name: 'Hash' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Give the saved reply a title.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Thanks');
    await user.type(screen.getByLabelText('Text'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ title: 'Thanks', body: 'Thank you!' }));
    await user.click(screen.getByRole('button', { name: 'Delete the saved reply “Hash”' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Saved reply deleted.', variant: 'success' }));
  });
});

describe('support in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('support')));
  afterEach(() => activateLocale('en'));

  it('lists the queue with its filters, the topic and the last activity in Spanish', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /admin/support': { body: { items: [ITEM], next_cursor: null } } });
    renderWithProviders(<SupportQueuePage />, { route: PATHS.supportQueue, path: PATHS.supportQueue, staffRole: 'support' });

    expect(screen.getByRole('heading', { level: 1, name: 'Soporte' })).toBeInTheDocument();
    const item = (await screen.findByRole('link', { name: 'My deposit is late' })).closest('li')!;
    expect(item).toHaveTextContent(/n\.º 7 · Depósito · ada · última actividad el 21 nov 2026, \d{1,2}:\d{2}/);
    expect(within(item).getByText('Sin asignar')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Asignarme «My deposit is late»' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'En curso (no cerradas)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Esperando su respuesta' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Más antiguas de 3 días' })).toBeInTheDocument();
    expect(screen.getByLabelText('Categoría')).toBeInTheDocument();
  });

  it('shows a request with the investor’s history in Spanish, and asks for the reply’s text before sending it', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({
      'GET /admin/support/7': { body: THREAD },
      'GET /admin/support-replies': { body: { items: [] } },
    });
    const { user } = renderWithProviders(<SupportRequestPage />, { route: supportRequestPath(7), path: supportRequestPath(':id'), staffRole: 'support' });

    expect(await screen.findByRole('heading', { level: 1, name: 'My deposit is late' })).toBeInTheDocument();
    expect(document.querySelector('.support-queue-meta')).toHaveTextContent(
      /^n\.º 7 · Depósito · de ada · abierta el 20 nov 2026, \d{1,2}:\d{2} · sin asignar$/,
    );
    const history = screen.getByRole('complementary', { name: 'Historial reciente de ada' });
    expect(history).toHaveTextContent('Nivel 2 · identidad: Pendiente de revisión · Abrir el usuario');
    expect(history).toHaveTextContent(/depósito n\.º 12 \(BTC\), pendiente500,00\sUS\$20 nov 2026/);
    expect(within(history).getByText('Ninguno todavía.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(screen.getByLabelText('Respuesta')).toHaveAccessibleDescription(expect.stringContaining('Escriba un mensaje.'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for a saved reply’s title in Spanish', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({ 'GET /admin/support-replies': { body: { items: [] } } });
    const { user } = renderWithProviders(<SavedRepliesPage />, { route: PATHS.savedReplies, path: PATHS.savedReplies, staffRole: 'support' });

    expect(screen.getByRole('heading', { level: 1, name: 'Respuestas guardadas' })).toBeInTheDocument();
    expect(await screen.findByText('Todavía no hay respuestas guardadas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar respuesta' }));
    expect(await screen.findByText('Ponga un título a la respuesta guardada.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
