import type { ReactNode } from 'react';
import { readApiError, useLingui, useToast } from '@arcvest/shared';
import { ConfirmDialog } from '../confirm-dialog';
import { useDialogCall } from './use-dialog-call';

const TEXTS = {
  back: /*i18n*/ { id: 'ui.confirmAction.back', message: 'Back' },
  cancel: /*i18n*/ { id: 'ui.confirmAction.cancel', message: 'Cancel' },
};

/** An action that waits for a yes: what the dialog says and what the yes does. */
export interface ConfirmedAction {
  /** The dialog's title, e.g. 'Delete user'. */
  title: string;
  /** The confirm button's label, e.g. 'Delete user'. */
  confirmLabel: string;
  /** What will happen, naming its target: `<p>Delete the account of <strong>ada</strong>?</p>`, or a review sheet's figures. */
  question: ReactNode;
  /** A review sheet before money moves: 'Back' (to the form) instead of 'Cancel'. */
  review?: boolean;
  /** The call, e.g. `() => deleteUser({ id }).unwrap()`; a `message` in its answer is toasted as a success. */
  run: () => Promise<unknown>;
  /** Deletes, rejects, suspends, charges or ends something: the confirm button is a danger button. */
  destructive?: boolean;
  /** Said when the call fails without a message of its own. */
  failureMessage: string;
  /** After a success, once the dialog has closed (e.g. leave the page, empty a form). */
  onSuccess?: () => void;
  /**
   * For a failure shown elsewhere (a 422 put under a form's fields with `setApiFieldErrors`, an
   * entry that is gone): return true and the dialog closes. Otherwise it stays open with the message.
   */
  onFailure?: (failure: unknown) => boolean;
}

function answerMessage(answer: unknown): string | undefined {
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * Asks before `action` runs; busy while it runs (it cannot be closed then, so its outcome has
 * somewhere to show); closes on success; on failure shows the error and stays, to retry or cancel.
 */
export function ConfirmActionDialog({ action, onClose }: { action: ConfirmedAction; onClose: () => void }) {
  const { _ } = useLingui();
  const toast = useToast();
  const call = useDialogCall();

  const confirm = async () => {
    const outcome = await call.run(action.run);
    if (!outcome) return;
    if (!outcome.ok) {
      if (action.onFailure?.(outcome.failure)) onClose();
      else call.setError(readApiError(outcome.failure, action.failureMessage).messages.join(' '));
      return;
    }
    const message = answerMessage(outcome.answer);
    if (message) toast.success(message);
    onClose();
    action.onSuccess?.();
  };

  return (
    <ConfirmDialog
      title={action.title}
      confirmLabel={action.confirmLabel}
      busy={call.busy}
      destructive={action.destructive}
      cancelLabel={_(action.review ? TEXTS.back : TEXTS.cancel)}
      onConfirm={() => void confirm()}
      onClose={() => {
        if (!call.isRunning()) onClose();
      }}
    >
      {action.question}
      {call.error && (
        <p className="form-error" role="alert">
          {call.error}
        </p>
      )}
    </ConfirmDialog>
  );
}
