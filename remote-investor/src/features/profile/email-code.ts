/** What the verify page hands the confirm page in the router state: the address the code went to (spec: "hidden email"). */
export interface ConfirmCodeState {
  email: string;
}

export function readConfirmCodeState(state: unknown): ConfirmCodeState | null {
  const email = (state as Partial<ConfirmCodeState> | null)?.email;
  return typeof email === 'string' && email ? { email } : null;
}

export const SEND_CODE_FALLBACK = 'The code could not be sent. Please try again.';

/** Spec section 8's fallback for the email code. */
export const VERIFICATION_FAILED = 'Verification failed.';
