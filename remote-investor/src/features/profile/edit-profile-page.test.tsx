import { deferred, mockFetch, PROFILE_MARKER, renderProfilePage, testUser, toasts, type MockReply } from '@arcvest/shared/test';
import { PATHS } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import EditProfilePage from './edit-profile-page';

const IVY = testUser({ firstname: 'Ivy', lastname: 'Stone', username: 'ivy', gender: 'female' });
const renderPage = () => renderProfilePage(<EditProfilePage />, PATHS.editProfile, IVY);

describe('Edit profile page', () => {
  it('is prefilled from the user and offers male and female', () => {
    mockFetch({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ivy');
    expect(screen.getByLabelText('Last name')).toHaveValue('Stone');
    expect(screen.getByLabelText('Username')).toHaveValue('ivy');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(
      within(screen.getByLabelText('Gender'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Male', 'Female']);
  });

  it('sends the trimmed form once, toasts, refreshes the user and goes back to the profile', async () => {
    const reply = deferred<MockReply>();
    const { calls } = mockFetch({
      'POST /update-profile': () => reply.promise,
      'POST /me': { body: { ...IVY, firstname: 'Ivanna', username: 'ivanna' } },
    });
    const { user, store } = renderPage();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), ' Ivanna ');
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ivanna');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const button = screen.getByRole('button', { name: 'Update' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    reply.resolve({ body: { message: 'Profile updated successfully.' } });

    expect(await screen.findByText(PROFILE_MARKER)).toBeInTheDocument();
    const posts = calls.filter((call) => call.path === '/update-profile');
    expect(posts.map((call) => call.body)).toEqual([{ firstname: 'Ivanna', lastname: 'Stone', username: 'ivanna', gender: 'male' }]);
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Profile updated successfully.', variant: 'success' }));
    await waitFor(() => expect(store.getState().auth.user?.username).toBe('ivanna'));
  });

  it('shows a taken username under its field, toasts it and stays', async () => {
    const message = 'The username has already been taken.';
    mockFetch({ 'POST /update-profile': { status: 422, body: { message: 'The given data was invalid.', errors: { username: [message] } } } });
    const { user } = renderPage();

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const alert = await screen.findByText(message, { selector: '[role="alert"]' });
    expect(within(alert.closest('.field') as HTMLElement).getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(message);
    await waitFor(() => expect(toasts()).toContainEqual({ message, variant: 'error' }));
    expect(screen.queryByText(PROFILE_MARKER)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
  });

  it('shows other failures as a toast only', async () => {
    mockFetch({ 'POST /update-profile': { status: 403, body: { message: 'Your account is suspended.' } } });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message: 'Your account is suspended.', variant: 'error' }));
    expect(screen.queryAllByRole('alert').filter((alert) => alert.classList.contains('field-error'))).toEqual([]);
  });

  it('asks for blank names before sending anything', async () => {
    const { calls } = mockFetch({});
    const { user } = renderPage();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), '   ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    // The form checks on submit asynchronously: wait for its messages, not for the click alone.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter your first name.', 'Please enter your username.']),
    );
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(calls).toHaveLength(0);
  });
});
