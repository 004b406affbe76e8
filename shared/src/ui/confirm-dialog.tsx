import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
  /** 'Cancel' by default; 'Back' for a review sheet that returns to its form. */
  cancelLabel?: string;
  /** 'danger' by default; 'primary' for an action that is not destructive (sending a withdrawal). */
  confirmVariant?: 'danger' | 'primary';
}

/** Asks before an action (destructive unless said otherwise): nothing happens until the confirm button is pressed. */
export function ConfirmDialog({ title, confirmLabel, busy, onConfirm, onClose, children, cancelLabel = 'Cancel', confirmVariant = 'danger' }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>{cancelLabel}</Button>
          <Button variant={confirmVariant} onClick={onConfirm} busy={busy}>{confirmLabel}</Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
