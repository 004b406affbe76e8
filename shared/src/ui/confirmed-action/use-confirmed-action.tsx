import { useCallback, useState } from 'react';
import { ConfirmActionDialog, type ConfirmedAction } from './confirm-action-dialog';

/**
 * One confirm step for a page's actions: `ask(action)` opens the dialog, `dialog` is where the
 * page renders it.
 */
export function useConfirmedAction() {
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const ask = useCallback((next: ConfirmedAction) => setAction(next), []);
  const close = useCallback(() => setAction(null), []);
  const dialog = action ? <ConfirmActionDialog action={action} onClose={close} /> : null;
  return { ask, dialog };
}
