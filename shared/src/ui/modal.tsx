import { useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useDialogFocus } from './use-dialog-focus';

const CLOSE = /*i18n*/ { id: 'ui.modal.close', message: 'Close' };

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** An accessible modal dialog: focus moves in and stays inside, Escape and the backdrop close it, focus returns after. */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // The first field or action, not the × in the corner.
  useDialogFocus(panel, true, onClose, { firstFocus: 'input, select, textarea, button:not(.modal-close)' });

  return (
    // The backdrop is only a mouse shortcut (presentation): the keyboard closes with Escape or the × button.
    <div className="modal-backdrop" role="presentation" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel} tabIndex={-1}>
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label={_(CLOSE)} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </div>
  );
}
