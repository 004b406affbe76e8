/** What the verify page hands the confirm page in the router state: the address the code went to, sent with the code and never shown. */
export interface ConfirmCodeState {
  email: string;
}

export function readConfirmCodeState(state: unknown): ConfirmCodeState | null {
  const email = (state as Partial<ConfirmCodeState> | null)?.email;
  return typeof email === 'string' && email ? { email } : null;
}

export const SEND_CODE_FALLBACK = 'The code could not be sent. Please try again.';

/** The fallback for the email code (docs/errors-and-messages.md#fixed-texts). */
export const VERIFICATION_FAILED = 'Verification failed.';
