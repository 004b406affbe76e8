import { mockFetch, PROFILE_MARKER, renderProfilePage, testUser, toasts } from '@arcvest/shared/test';
import { PATHS } from '@arcvest/shared';
import { INVALID_PHONE_MESSAGE } from '@arcvest/shared/phone';
import { screen, waitFor } from '@testing-library/react';
import EditContactPage from './edit-contact-page';

const renderPage = (phone: string | null, address: string | null = null) =>
  renderProfilePage(<EditContactPage />, PATHS.editContact, testUser({ phone, address }));

describe('Edit contact information page', () => {
  it('defaults to +1 (United States) when there is no phone number yet, with one entry per country', () => {
    mockFetch({});
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit contact information' })).toBeInTheDocument();
    const dial = screen.getByLabelText('Country code');
    expect(dial).toHaveValue('US');
    expect(dial).toHaveDisplayValue('United States (+1)');
    const values = Array.from((dial as HTMLSelectElement).options).map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.length).toBeGreaterThan(200);
    expect(screen.getByLabelText('Number')).toHaveValue('');
    expect(screen.getByLabelText('Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Number')).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('starts from the stored number’s country and national digits, and the stored address', () => {
    mockFetch({});
    renderPage('+442079460018', '1 High Street, London');
    expect(screen.getByLabelText('Country code')).toHaveDisplayValue('United Kingdom (+44)');
    expect(screen.getByLabelText('Number')).toHaveValue('2079460018');
    expect(screen.getByLabelText('Address')).toHaveValue('1 High Street, London');
  });

  it('refuses a number that is not valid for the chosen country and sends nothing', async () => {
    const { calls } = mockFetch({});
    const { user } = renderPage(null);
    await user.type(screen.getByLabelText('Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_PHONE_MESSAGE);
    expect(screen.getByLabelText('Number')).toHaveAccessibleDescription(`Leave it empty to remove your phone number. ${INVALID_PHONE_MESSAGE}`);
    expect(screen.getByLabelText('Number')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('checks the number again when the country changes', async () => {
    const { calls } = mockFetch({});
    const { user } = renderPage(null);
    await user.type(screen.getByLabelText('Number'), '020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_PHONE_MESSAGE);
    await user.selectOptions(screen.getByLabelText('Country code'), 'GB');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Number')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it('sends the number in E.164 for the chosen country and the address, then goes back', async () => {
    const { calls } = mockFetch({
      'POST /update-contact': { body: { message: 'Contact information updated.' } },
      'POST /me': { body: testUser({ phone: '+442079460958', address: '10 Downing Street' }) },
    });
    const { user, store } = renderPage(null);
    await user.selectOptions(screen.getByLabelText('Country code'), 'GB');
    await user.type(screen.getByLabelText('Number'), '020 7946 0958');
    await user.type(screen.getByLabelText('Address'), ' 10 Downing Street ');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(PROFILE_MARKER)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/update-contact').map((call) => call.body)).toEqual([
      { phone: '+442079460958', address: '10 Downing Street' },
    ]);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Contact information updated.', variant: 'success' }));
    await waitFor(() => expect(store.getState().auth.user?.phone).toBe('+442079460958'));
  });

  it('sends an empty number and address to remove them', async () => {
    const { calls } = mockFetch({ 'POST /update-contact': { body: { message: 'Contact information updated.' } }, 'POST /me': { body: testUser() } });
    const { user } = renderPage('+442079460018', 'Old address');
    await user.clear(screen.getByLabelText('Number'));
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PROFILE_MARKER)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/update-contact')?.body).toEqual({ phone: '', address: '' });
  });

  it('shows the server’s field message under its field and stays', async () => {
    mockFetch({ 'POST /update-contact': { status: 422, body: { message: 'Invalid', errors: { address: ['The address may have at most 300 characters.'] } } } });
    const { user } = renderPage(null);
    await user.type(screen.getByLabelText('Address'), 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The address may have at most 300 characters.', { selector: '[role="alert"]' })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'The address may have at most 300 characters.', variant: 'error' }));
    expect(screen.queryByText(PROFILE_MARKER)).not.toBeInTheDocument();
  });
});
