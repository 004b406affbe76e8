import { installObjectUrls, mockFetch, PROFILE_MARKER, renderProfilePage, testUser, toasts } from '@arcvest/shared/test';
import { activateLocale, addCatalogue, PATHS, type User } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import VerifyIdentityPage from './verify-identity-page';
import { pageMessages } from '../../messages';

const LEVEL_2 = testUser({ level: 2, email_verified: 1 });
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

const image = (name: string, head: number[], size = head.length + 4) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
};
/** A text file that claims to be a JPEG: only its bytes tell. */
const fakeImage = () => new File(['%PDF-1.7 not an image'], 'license.jpg', { type: 'image/jpeg' });

const renderPage = (user: User = LEVEL_2) => renderProfilePage(<VerifyIdentityPage />, PATHS.verifyIdentity, user);
type Session = ReturnType<typeof renderPage>['user'];

const FRONT = 'Driver’s license (front)';
const BACK = 'Driver’s license (back)';

async function fillText(user: Session) {
  await user.type(screen.getByLabelText('National identification number'), ' AB 123456 C ');
  await user.selectOptions(screen.getByLabelText('Occupation'), 'Teacher');
  await user.selectOptions(screen.getByLabelText('Salary range'), '$50,000 - $100,000');
}

let objectUrls: ReturnType<typeof installObjectUrls>;
beforeEach(() => {
  objectUrls = installObjectUrls();
});

describe('Verify identity page', () => {
  it.each([
    ['level 1', testUser({ level: 1 }), 'Please verify your email address first', 'Verify email address', PATHS.verifyEmail],
    [
      'documents under review',
      testUser({ level: 2, email_verified: 1, salary: 'Over $200,000 a year' }),
      'Your identity documents are under review.',
      'Back to your profile',
      PATHS.profile,
    ],
    ['level 3', testUser({ level: 3, email_verified: 1 }), 'Your identity is already verified', 'Back to your profile', PATHS.profile],
  ])('explains why there is no form at %s, with the way on', (_state, user, text, link, href) => {
    mockFetch({});
    renderPage(user);
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers the form again after a rejection, with the reviewer’s reason', () => {
    mockFetch({});
    renderPage(testUser({ level: 2, email_verified: 1, identity_rejection_reason: 'The photo is blurred.' }));
    expect(screen.getByRole('form', { name: 'Verify identity' })).toBeInTheDocument();
    expect(screen.getByText(/The photo is blurred\./)).toBeInTheDocument();
  });

  it('offers the occupations and salary ranges, and takes only JPEG, PNG and WebP', () => {
    mockFetch({});
    renderPage();
    const occupations = within(screen.getByLabelText('Occupation'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(occupations[0]).toBe('Choose your occupation');
    expect(occupations.at(-1)).toBe('Others');
    expect(within(screen.getByLabelText('Salary range')).getAllByRole('option')).toHaveLength(6);
    for (const label of [FRONT, BACK]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'file');
      expect(screen.getByLabelText(label)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    }
  });

  it('refuses a file that is not an image by its bytes, and one over 5 MB, and sends nothing', async () => {
    const { calls } = mockFetch({});
    const { user } = renderPage();
    await fillText(user);

    await user.upload(screen.getByLabelText(FRONT), fakeImage());
    expect(await screen.findByText("The driver's license front must be a JPEG, PNG or WebP image.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText(BACK), image('back.png', PNG_HEAD, 6 * 1024 * 1024));
    expect(await screen.findByText("The driver's license back image may be at most 5 MB.")).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(FRONT)).toHaveAccessibleDescription(/must be a JPEG, PNG or WebP image\.$/);
    expect(screen.getByLabelText(BACK)).toHaveAccessibleDescription(/may be at most 5 MB\.$/);
    expect(screen.getByLabelText(FRONT)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('asks for every missing field', async () => {
    const { calls } = mockFetch({});
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The messages render once the form's check has run: wait for them, not for time.
    await waitFor(() =>
      expect(Array.from(document.querySelectorAll('.field-error')).map((error) => error.textContent)).toEqual([
        'Please enter your national identification number.',
        "Please choose the driver's license front image.",
        "Please choose the driver's license back image.",
        'Please choose your occupation.',
        'Please choose your salary range.',
      ]),
    );
    expect(screen.getByLabelText('National identification number')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('previews the images, sends the five fields as multipart, toasts, refreshes the user and goes back', async () => {
    const { calls } = mockFetch({
      'POST /verify-identity': { status: 201, body: { message: 'Your documents have been sent for review.' } },
      'POST /me': { body: { ...LEVEL_2, salary: '$50,000 - $100,000' } },
    });
    const { user, store } = renderPage();
    await fillText(user);
    const front = image('front.png', PNG_HEAD, 2048);
    await user.upload(screen.getByLabelText(FRONT), front);
    await user.upload(screen.getByLabelText(BACK), image('back.jpg', JPEG_HEAD));
    expect(await screen.findByRole('img', { name: 'Preview of the driver’s license (front)' })).toHaveAttribute('src', 'blob:test-1');
    expect(await screen.findByRole('img', { name: 'Preview of the driver’s license (back)' })).toHaveAttribute('src', 'blob:test-2');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PROFILE_MARKER)).toBeInTheDocument();
    const posts = calls.filter((call) => call.path === '/verify-identity');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = posts[0].form ?? {};
    expect(Object.keys(form).sort()).toEqual(['dl_back', 'dl_front', 'occupation', 'salary', 'ssn']);
    expect([form.ssn, form.occupation, form.salary]).toEqual(['AB 123456 C', 'Teacher', '$50,000 - $100,000']);
    const sentFront = form.dl_front as File;
    expect([sentFront.name, sentFront.size]).toEqual(['front.png', 2048]);
    expect((form.dl_back as File).name).toBe('back.jpg');
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Your documents have been sent for review.', variant: 'success' }));
    await waitFor(() => expect(store.getState().auth.user?.salary).toBe('$50,000 - $100,000'));
    // The previews' object URLs are released when the page goes.
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:test-1');
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:test-2');
  });

  it('releases a preview when another file is chosen', async () => {
    mockFetch({});
    const { user } = renderPage();
    await user.upload(screen.getByLabelText(FRONT), image('one.png', PNG_HEAD));
    expect(await screen.findByRole('img', { name: 'Preview of the driver’s license (front)' })).toHaveAttribute('src', 'blob:test-1');
    await user.upload(screen.getByLabelText(FRONT), image('two.png', PNG_HEAD));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of the driver’s license (front)' })).toHaveAttribute('src', 'blob:test-2'));
    expect(objectUrls.revoke).toHaveBeenCalledWith('blob:test-1');
  });

  it('shows the server’s field messages under their fields', async () => {
    mockFetch({ 'POST /verify-identity': { status: 422, body: { message: 'Invalid', errors: { ssn: ['The national identification number is too long.'] } } } });
    const { user } = renderPage();
    await fillText(user);
    await user.upload(screen.getByLabelText(FRONT), image('front.png', PNG_HEAD));
    await user.upload(screen.getByLabelText(BACK), image('back.png', PNG_HEAD));
    // Each file is read before it is kept: wait for both previews, not just the first.
    await screen.findByRole('img', { name: `Preview of the ${FRONT.toLowerCase()}` });
    await screen.findByRole('img', { name: `Preview of the ${BACK.toLowerCase()}` });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The national identification number is too long.', { selector: '.field-error' })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'The national identification number is too long.', variant: 'error' }));
    expect(screen.queryByText(PROFILE_MARKER)).not.toBeInTheDocument();
  });
});

describe('verify identity in Arabic', () => {
  beforeAll(() => addCatalogue(pageMessages('identity')));
  afterEach(() => activateLocale('en'));

  it('shows the form, its choices with amounts in Arabic and its checks in Arabic', async () => {
    await activateLocale('ar');
    mockFetch({});
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'التحقق من الهوية' })).toBeInTheDocument();
    const salary = screen.getByLabelText('نطاق الراتب');
    const labels = within(salary)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toContain('أقل من \u206650,000\u00a0US$\u2069 سنويًا');
    expect(labels).toContain('\u206650,000\u00a0US$\u2069 - \u2066100,000\u00a0US$\u2069');
    // The value sent stays the English one the server knows.
    expect(within(salary).getByRole('option', { name: 'أكثر من \u2066200,000\u00a0US$\u2069 سنويًا' })).toHaveValue('Over $200,000 a year');
    expect(within(screen.getByLabelText('المهنة')).getByRole('option', { name: 'معلم' })).toHaveValue('Teacher');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.getByLabelText('رقم الهوية الوطنية')).toHaveAccessibleDescription(expect.stringContaining('يُرجى إدخال رقم الهوية الوطنية.'));
    expect(screen.getByLabelText('رخصة القيادة (الوجه الأمامي)')).toHaveAccessibleDescription(
      expect.stringContaining('يُرجى اختيار صورة الوجه الأمامي لرخصة القيادة.'),
    );
  });
});
