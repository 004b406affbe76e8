import { toasts } from '../test';
import { act, fireEvent, render } from '@testing-library/react';
import { useToast, type Toasts } from './toast';
import { ToastHost } from './toast-host';

// A file of its own, so notistack is not loaded yet when the test starts.
it('loads notistack at the first key press, so the first toast shows at once', async () => {
  let toast: Toasts | null = null;
  function Caller() {
    toast = useToast();
    return null;
  }
  render(
    <>
      <Caller />
      <ToastHost />
    </>,
  );

  fireEvent.keyDown(window, { key: 'Tab' });
  await act(() => import('notistack'));

  act(() => void toast!.success('Saved.'));
  expect(toasts()).toEqual([{ message: 'Saved.', variant: 'success' }]);
});
