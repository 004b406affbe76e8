import { ConfirmDialog, readApiError, useToast } from '@arcvest/shared';
import { useCallback, useState, type ReactNode } from 'react';

/** An action waiting for the admin's yes: what the dialog says and what the yes does. */
export interface ConfirmedAction {
  title: string;
  confirmLabel: string;
  /** What will happen, naming the user. */
  question: ReactNode;
  run: () => Promise<{ message: string }>;
  /** Said when the call fails without a message of its own. */
  failureMessage: string;
  onSuccess?: () => void;
  /** A failure shown elsewhere (a 422 under a form's fields): return true, and no error toast follows. */
  onFailure?: (failure: unknown) => boolean;
}

/** One confirm step for the page's cards: `ask(action)` opens it, `dialog` is where the page renders it. */
export function useConfirmStep() {
  const toast = useToast();
  const [action, setAction] = useState<ConfirmedAction | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((next: ConfirmedAction) => setAction(next), []);
  const close = useCallback(() => setAction(null), []);

  const confirm = async (current: ConfirmedAction) => {
    setBusy(true);
    try {
      const { message } = await current.run();
      toast.success(message);
      current.onSuccess?.();
    } catch (failure) {
      // docs/departures.md#defects-we-fix: a failed admin action is an error, never a success.
      if (!current.onFailure?.(failure)) toast.error(readApiError(failure, current.failureMessage).message);
    }
    setBusy(false);
    setAction(null);
  };

  const dialog = action && (
    <ConfirmDialog title={action.title} confirmLabel={action.confirmLabel} busy={busy} onConfirm={() => void confirm(action)} onClose={close}>
      {action.question}
    </ConfirmDialog>
  );
  return { ask, dialog };
}

export type AskToConfirm = (action: ConfirmedAction) => void;
