import { mockFetch, renderProfilePage, toasts } from '@arcvest/shared/test';
import { PATHS } from '@arcvest/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { ChangePasswordCard } from './change-password-card';

const DONE = 'Password changed. Your other sessions were signed out.';
const WRONG = 'The current password is not correct.';
const COMMON = 'This password is one of the most common passwords. Please choose another.';

function renderCard() {
  const rendered = renderProfilePage(<ChangePasswordCard />, PATHS.security);
  const form = screen.getByRole('form', { name: 'Change password' });
  const field = (label: string) => within(form).getByLabelText(label, { selector: 'input' });
  return { ...rendered, form, field };
}

describe('change password card', () => {
  it('sends the three fields, shows the busy state, then a success toast and empties the form', async () => {
    let answer: (value: { body: object }) => void = () => undefined;
    const { calls } = mockFetch({ 'POST /change-password': () => new Promise((resolve) => (answer = resolve)) });
    const { user, field } = renderCard();

    expect(field('Current password')).toHaveAttribute('type', 'password');
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(field('Current password'), 'old secret 1');
    await user.type(field('New password'), 'tangerine kettle 41');
    await user.type(field('Confirm new password'), 'tangerine kettle 41{Enter}');

    const button = screen.getByRole('button', { name: 'Change password' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    answer({ body: { message: DONE } });

    await waitFor(() => expect(toasts()).toContainEqual({ message: DONE, variant: 'success' }));
    await waitFor(() => expect(field('New password')).toHaveValue(''));
    expect(field('Current password')).toHaveValue('');
    expect(button).not.toBeDisabled();
    expect(calls.filter((call) => call.path === '/change-password').map((call) => call.body)).toEqual([
      { current_password: 'old secret 1', password: 'tangerine kettle 41', password_confirmation: 'tangerine kettle 41' },
    ]);
  });

  it("shows the server's field errors on their fields and focuses the first", async () => {
    mockFetch({
      'POST /change-password': { status: 422, body: { message: 'The given data was invalid.', errors: { current_password: [WRONG], password: [COMMON] } } },
    });
    const { user, field } = renderCard();
    await user.type(field('Current password'), 'not my password');
    await user.type(field('New password'), 'password1');
    await user.type(field('Confirm new password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(field('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Current password')).toHaveAccessibleDescription(WRONG);
    expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining(COMMON));
    await waitFor(() => expect(field('Current password')).toHaveFocus());
    expect(toasts()).toContainEqual({ message: WRONG, variant: 'error' });
    // Typing again clears that field's error.
    await user.type(field('Current password'), 'x');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the form before sending: missing current password, short and unconfirmed new one', async () => {
    const { calls } = mockFetch({});
    const { user, field } = renderCard();
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await within(screen.getByRole('form')).findByText('The current password field is required.')).toBeInTheDocument();
    expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining('The password must be at least 8 characters.'));
    expect(field('Confirm new password')).toHaveAccessibleDescription('The password confirmation does not match.');
    await waitFor(() => expect(field('Current password')).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it('refuses the current password as the new one before sending', async () => {
    const { calls } = mockFetch({});
    const { user, field } = renderCard();
    await user.type(field('Current password'), 'same secret 1');
    await user.type(field('New password'), 'same secret 1');
    await user.type(field('Confirm new password'), 'same secret 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining('The new password must differ from the current one.'));
    expect(calls).toEqual([]);
  });

  it('shows and hides each password', async () => {
    mockFetch({});
    const { user, field } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(field('New password')).toHaveAttribute('type', 'password');
  });
});
