import '../test';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { Modal } from './modal';

/** The page's language around what a test renders, rerenders included. */
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

function Page({ onClose }: { onClose: () => void }) {
  return (
    <>
      <button type="button">Behind</button>
      <Modal title="Confirm" onClose={onClose} footer={<button type="button">Done</button>}>
        <input aria-label="Reason" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('starts on its first field, keeps Tab inside and closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Page onClose={onClose} />, { wrapper });

    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    // Past the last control focus comes back to the first (the ×), never the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to what had it when it closes', () => {
    const { rerender } = render(<button type="button">Open</button>, { wrapper });
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(
      <>
        <button type="button">Open</button>
        <Modal title="Details" onClose={() => undefined}>
          <p>Text</p>
        </Modal>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    rerender(<button type="button">Open</button>);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
