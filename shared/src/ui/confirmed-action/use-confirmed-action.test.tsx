import { deferred, renderWithProviders, toasts } from '../../test';
import { screen, waitFor } from '@testing-library/react';
import type { ConfirmedAction } from './confirm-action-dialog';
import { useConfirmedAction } from './use-confirmed-action';

function UserPage({ action }: { action: Omit<ConfirmedAction, 'title' | 'confirmLabel' | 'question' | 'failureMessage'> }) {
  const { ask, dialog } = useConfirmedAction();
  const askToDelete = () =>
    ask({
      title: 'Delete user',
      confirmLabel: 'Delete user',
      question: (
        <p>
          Delete the account of <strong>ada</strong>?
        </p>
      ),
      failureMessage: 'The user could not be deleted. Please try again.',
      ...action,
    });
  return (
    <>
      <button type="button" onClick={askToDelete}>
        Delete ada
      </button>
      {dialog}
    </>
  );
}

function renderPage(action: Parameters<typeof UserPage>[0]['action']) {
  const rendered = renderWithProviders(<UserPage action={action} />);
  const open = () => rendered.user.click(screen.getByRole('button', { name: 'Delete ada' }));
  const confirm = () => rendered.user.click(screen.getByRole('button', { name: 'Delete user' }));
  return { ...rendered, open, confirm };
}

describe('useConfirmedAction', () => {
  it('asks first, naming the target; nothing runs until the yes', async () => {
    const run = jest.fn(async () => ({ message: 'User deleted.' }));
    const { user, open } = renderPage({ run });
    await open();
    expect(screen.getByRole('dialog', { name: 'Delete user' })).toHaveTextContent('Delete the account of ada?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('as a review sheet: Back rather than Cancel, a primary confirm, focus in the sheet and back on the opener after', async () => {
    const run = jest.fn(async () => ({ message: 'Done.' }));
    const { user, open } = renderPage({ run, review: true });
    await open();
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user' })).toHaveClass('btn-primary');
    await user.click(back);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete ada' })).toHaveFocus();
    expect(run).not.toHaveBeenCalled();
  });

  it('is busy while the action runs, then toasts its message, closes and calls onSuccess', async () => {
    const answer = deferred<{ message: string }>();
    const run = jest.fn(() => answer.promise);
    const onSuccess = jest.fn();
    const { user, open, confirm } = renderPage({ run, onSuccess });
    await open();
    await confirm();
    const confirmButton = screen.getByRole('button', { name: 'Delete user' });
    expect(confirmButton).toBeDisabled();
    expect(confirmButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();

    answer.resolve({ message: 'User deleted.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts()).toEqual([{ message: 'User deleted.', variant: 'success' }]));
  });

  it('shows a failure in the dialog and stays open, to retry or cancel', async () => {
    const failures = [
      { status: 409, data: { message: "This user's account changed meanwhile." } },
      { status: 500, data: {} },
    ];
    const run = jest.fn(() => Promise.reject(failures.shift()));
    const onSuccess = jest.fn();
    const { open, confirm } = renderPage({ run, onSuccess });
    await open();
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent("This user's account changed meanwhile.");
    expect(screen.getByRole('dialog', { name: 'Delete user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeEnabled();

    await confirm();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The user could not be deleted. Please try again.'));
    expect(run).toHaveBeenCalledTimes(2);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('closes on a failure that onFailure shows elsewhere', async () => {
    const failure = { status: 422, data: { message: 'The given data was invalid.', errors: { bonus: ['Too large.'] } } };
    const onFailure = jest.fn(() => true);
    const { open, confirm } = renderPage({ run: () => Promise.reject(failure), onFailure });
    await open();
    await confirm();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onFailure).toHaveBeenCalledWith(failure);
  });
});
