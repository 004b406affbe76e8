import { toasts } from '../test';
import { act, render, screen } from '@testing-library/react';
import { useToast, type Toasts } from './toast';
import { ToastHost } from './toast-host';

// Jest gives each test file its own modules, so notistack is not loaded when the first test starts.
describe('ToastHost (notistack loads on the first toast)', () => {
  it('keeps toasts asked for before it is ready, drops those dismissed meanwhile, then shows the rest', async () => {
    let toast: Toasts | null = null;
    function Caller() {
      toast = useToast();
      return null;
    }
    render(<Caller />);
    act(() => {
      toast!.dismiss(toast!.loading('Working...'));
      toast!.error('Asked before the host was there.');
    });

    render(<ToastHost />);
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();

    expect(await screen.findByText('Asked before the host was there.')).toBeInTheDocument();
    expect(toasts()).toEqual([{ message: 'Asked before the host was there.', variant: 'error' }]);
  });

  it('shows a toast at once when notistack is already loaded', () => {
    function Save() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.success('Saved.')}>
          Save
        </button>
      );
    }
    render(
      <>
        <Save />
        <ToastHost />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(toasts()).toEqual([{ message: 'Saved.', variant: 'success' }]);
  });
});
