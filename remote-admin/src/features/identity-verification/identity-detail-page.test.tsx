import { mockFetch, renderWithProviders, testUser, toasts, type RecordedRequest } from '@arcvest/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, addCatalogue } from '@arcvest/shared';
import IdentityDetailPage from './identity-detail-page';
import { pageMessages } from '../../messages';
import { staffRoleRefusal, type StaffRole } from '@arcvest/shared/rules';
import { pendingApplicant } from './test-applicants';

const LIST_PATH = '/dashboard/admin/manage-identity-verification';

function renderPage(id: number | string = 31, staffRole: StaffRole = 'owner') {
  return renderWithProviders(<IdentityDetailPage />, {
    staffRole,
    route: `${LIST_PATH}/${id}`,
    path: `${LIST_PATH}/:id`,
    otherRoutes: { [LIST_PATH]: <p>Applicant list</p> },
  });
}

const IMAGES = { 'GET /images/501': { body: 'front' }, 'GET /images/502': { body: 'back' } };
const posts = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'POST');
const userCalls = (calls: RecordedRequest[]) => calls.filter((call) => call.path === '/user/31');

beforeEach(() => {
  let count = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => `blob:license-${++count}` });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
  localStorage.setItem('access_token', 'admin-token');
});
afterEach(() => {
  localStorage.clear();
});

describe('Identity verification page', () => {
  it("shows the profile, the identity, the level and both license images, loaded with the admin's token", async () => {
    const { calls } = mockFetch({ 'GET /user/31': { body: pendingApplicant() }, ...IMAGES });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Identity of nora' })).toBeInTheDocument();
    const facts = (card: string) =>
      within(screen.getByRole('region', { name: card }))
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts('Profile')).toEqual([
      ['Name', 'Nora Berg'],
      ['Username', 'nora'],
      ['Email', 'nora@example.test'],
      ['Country', 'Norway'],
      ['Age', expect.stringMatching(/^\d+ \(born 1990-04-02\)$/)],
    ]);
    expect(facts('Identity')).toEqual([
      ['Country', 'Norway'],
      ['ID number', 'NO-12345678'],
      ['Occupation', 'Pilot'],
      ['Salary', '$50,000 - $100,000'],
    ]);
    const level = screen.getByRole('region', { name: 'Account level' });
    expect(level.querySelector('.level-circle')).toHaveTextContent('2');
    expect(level).toHaveTextContent('Level 2Identity documents submitted: waiting for review.');

    expect(await screen.findByRole('img', { name: "Driver's license, front" })).toHaveAttribute('src', expect.stringMatching(/^blob:license-/));
    expect(await screen.findByRole('img', { name: "Driver's license, back" })).toBeInTheDocument();
    const imageCalls = calls.filter((call) => call.path.startsWith('/images/'));
    expect(imageCalls.map((call) => [call.path, call.headers.get('authorization')])).toEqual([
      ['/images/501', 'Bearer admin-token'],
      ['/images/502', 'Bearer admin-token'],
    ]);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it.each([
    ['verified (level 3)', { level: 3 }, 'Identity verified.'],
    [
      'at level 2 without a submission',
      { ssn: null, occupation: null, salary: null, dl_front: null, dl_back: null },
      'Email verified; no identity documents submitted.',
    ],
    ['unverified (level 1)', { level: 1, email_verified: 0 as const }, 'Email address not verified yet.'],
  ])('offers no Accept or Reject when the user is %s', async (_state, fields, levelText) => {
    mockFetch({ 'GET /user/31': { body: { ...pendingApplicant(), ...fields } }, ...IMAGES });
    renderPage();

    expect(await screen.findByRole('region', { name: 'Account level' })).toHaveTextContent(levelText);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows a finance officer the application without Accept or Reject, saying which roles decide', async () => {
    mockFetch({ 'GET /user/31': { body: pendingApplicant() }, ...IMAGES });
    renderPage(31, 'finance');

    expect(await screen.findByRole('heading', { level: 1, name: 'Identity of nora' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByText(staffRoleRefusal('finance', 'identity.decide'))).toBeInTheDocument();
  });

  it('says when a license image is missing', async () => {
    mockFetch({ 'GET /user/31': { body: { ...pendingApplicant(), level: 3, dl_front: null, dl_back: null } } });
    renderPage();

    const documents = await screen.findByRole('region', { name: "Driver's license" });
    expect(within(documents).getAllByText('No image')).toHaveLength(2);
  });

  it('accepts after a confirm step naming the user, then shows the reloaded user at level 3', async () => {
    let accepted = false;
    const { calls } = mockFetch({
      'GET /user/31': () => ({ body: { ...pendingApplicant(), ...(accepted && { level: 3 }) } }),
      'POST /accept-verified-identity/31': () => {
        accepted = true;
        return { body: { message: 'Identity verified.' } };
      },
      ...IMAGES,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    let confirm = screen.getByRole('dialog', { name: 'Accept identity' });
    expect(confirm).toHaveTextContent('Accept the identity of Nora Berg, nora (user #31)? Their account goes to level 3.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    confirm = screen.getByRole('dialog', { name: 'Accept identity' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept identity' }));

    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Identity verified.', variant: 'success' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Account level' })).toHaveTextContent('Level 3Identity verified.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(posts(calls).map((call) => call.path)).toEqual(['/accept-verified-identity/31']);
    expect(userCalls(calls)).toHaveLength(2);
  });

  it('shows a 409 on accept as an ERROR and reloads the user', async () => {
    const { calls } = mockFetch({
      'GET /user/31': { body: pendingApplicant() },
      'POST /accept-verified-identity/31': { status: 409, body: { message: 'There is no identity submission waiting for review.' } },
      ...IMAGES,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept identity' }));

    await waitFor(() => expect(toasts()).toEqual([{ message: 'There is no identity submission waiting for review.', variant: 'error' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(userCalls(calls)).toHaveLength(2));
  });

  it('rejects only with a reason, sends it, and goes back to the list', async () => {
    const { calls } = mockFetch({
      'GET /user/31': { body: pendingApplicant() },
      'POST /reject-verified-identity/31': { body: { message: 'Identity rejected.' } },
      ...IMAGES,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject identity' });
    expect(dialog).toHaveTextContent('Reject the identity documents of nora (user #31)?');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '300');
    expect(reason).toHaveAccessibleDescription('The user sees this reason. At most 300 characters.');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject identity' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give the reason for the rejection.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);

    await user.type(reason, 'The photo of the back is blurred. ');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Reject identity' }));

    expect(await screen.findByText('Applicant list')).toBeInTheDocument();
    expect(toasts()).toContainEqual({ message: 'Identity rejected.', variant: 'success' });
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([['/reject-verified-identity/31', { reason: 'The photo of the back is blurred.' }]]);
  });

  it('keeps the reject dialog open after a failure: the message as an error, a field error by the field', async () => {
    let attempts = 0;
    mockFetch({
      'GET /user/31': { body: pendingApplicant() },
      'POST /reject-verified-identity/31': () =>
        ++attempts === 1
          ? { status: 503, body: { message: 'Try again in a moment.' } }
          : { status: 422, body: { message: 'The given data was invalid.', errors: { reason: ['The reason is too long.'] } } },
      ...IMAGES,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject identity' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Blurred.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject identity' }));
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Try again in a moment.', variant: 'error' }]));
    expect(dialog).toBeInTheDocument();

    // The button stays disabled until the failed request's state settles: click once it is back.
    const reject = within(dialog).getByRole('button', { name: 'Reject identity' });
    await waitFor(() => expect(reject).toBeEnabled());
    await user.click(reject);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The reason is too long.');
    expect(screen.queryByText('Applicant list')).not.toBeInTheDocument();
  });

  it('says the page is not found for an unknown user', async () => {
    const { calls } = mockFetch({ 'GET /user/404': { status: 404, body: { message: 'User not found.' } } });
    renderPage(404);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to ID verifications' })).toHaveAttribute('href', LIST_PATH);
    expect(calls).toHaveLength(1);
  });

  it('shows the error and a Retry when the user cannot be loaded', async () => {
    let attempts = 0;
    mockFetch({
      'GET /user/31': () => (++attempts === 1 ? { status: 500, body: { message: 'The server is unwell.' } } : { body: testUser({ id: 31, username: 'nora' }) }),
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is unwell.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity of nora' })).toBeInTheDocument();
  });
});

it('shows a malformed id as not found without a request', () => {
  const { calls } = mockFetch({});
  renderPage('abc');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

describe('identity verification in Spanish', () => {
  beforeAll(() => addCatalogue(pageMessages('identity-verification')));
  afterEach(() => activateLocale('en'));

  it('shows the submission, the level and the license in Spanish, the user’s own data as given', async () => {
    await activateLocale('es');
    mockFetch({ 'GET /user/31': { body: pendingApplicant() }, ...IMAGES });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Identidad de nora' })).toBeInTheDocument();
    const facts = (card: string) =>
      within(screen.getByRole('region', { name: card }))
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts('Perfil')).toEqual([
      ['Nombre', 'Nora Berg'],
      ['Nombre de usuario', 'nora'],
      ['Correo electrónico', 'nora@example.test'],
      ['País', 'Norway'],
      ['Edad', expect.stringMatching(/^\d+ \(nacido el 1990-04-02\)$/)],
    ]);
    expect(facts('Identidad')).toEqual([
      ['País', 'Norway'],
      ['Número de identificación', 'NO-12345678'],
      ['Ocupación', 'Pilot'],
      ['Salario', '$50,000 - $100,000'],
    ]);
    expect(screen.getByRole('region', { name: 'Nivel de la cuenta' })).toHaveTextContent('Nivel 2Documentos de identidad enviados: pendientes de revisión.');
    expect(await screen.findByRole('img', { name: 'Permiso de conducir, anverso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Todos los solicitantes' })).toBeInTheDocument();
  });

  it('asks for the reason of a rejection in Spanish before sending anything', async () => {
    await activateLocale('es');
    const { calls } = mockFetch({ 'GET /user/31': { body: pendingApplicant() }, ...IMAGES });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la identidad' });
    expect(dialog).toHaveTextContent('¿Rechazar los documentos de identidad de nora (usuario n.º 31)?');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar la identidad' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Indique el motivo del rechazo.');
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(expect.stringContaining('El usuario ve este motivo.'));
    expect(posts(calls)).toHaveLength(0);
  });
});
