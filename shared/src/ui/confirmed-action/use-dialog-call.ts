import { useRef, useState } from 'react';

/** How a call ended: its answer, or what it threw. */
export type DialogCallOutcome<Answer> = { ok: true; answer: Answer } | { ok: false; failure: unknown };

/**
 * The call a dialog's confirm button makes, one at a time: busy while it runs (the dialog must
 * not close then, so the outcome has somewhere to show: `isRunning`), and the message of a failure.
 * After a success it stays running: the dialog closes.
 */
export function useDialogCall() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs `call` unless one is running (then null); the caller says what a failure means with `setError`. */
  const run = async <Answer>(call: () => Promise<Answer>): Promise<DialogCallOutcome<Answer> | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      return { ok: true, answer: await call() };
    } catch (failure) {
      running.current = false;
      setBusy(false);
      return { ok: false, failure };
    }
  };

  return { run, busy, error, setError, isRunning: () => running.current };
}
