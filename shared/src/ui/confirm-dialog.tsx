import type { ReactNode } from 'react';
import { Button, Modal, useLingui } from '@arcvest/shared';

const CANCEL = /*i18n*/ { id: 'ui.confirmDialog.cancel', message: 'Cancel' };

export interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirm button in the danger style: for what cannot be undone or takes something away. */
  destructive?: boolean;
  children: ReactNode;
  /** 'Cancel' by default; 'Back' for a review sheet that returns to its form. */
  cancelLabel?: string;
}

/** Asks before an action: nothing happens until the confirm button is pressed. */
export function ConfirmDialog({ title, confirmLabel, busy, onConfirm, onClose, destructive = false, children, cancelLabel }: ConfirmDialogProps) {
  const { _ } = useLingui();
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {cancelLabel ?? _(CANCEL)}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
