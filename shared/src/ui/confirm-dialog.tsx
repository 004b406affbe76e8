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
}

/** Asks before a destructive action: nothing happens until the confirm button is pressed. */
export function ConfirmDialog({ title, confirmLabel, busy, onConfirm, onClose, children }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>Cancel</Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>{confirmLabel}</Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
