/** What the verify page hands the confirm page in the router state: the address the code went to, sent with the code and never shown. */
export interface ConfirmCodeState {
  email: string;
}

export function readConfirmCodeState(state: unknown): ConfirmCodeState | null {
  const email = (state as Partial<ConfirmCodeState> | null)?.email;
  return typeof email === 'string' && email ? { email } : null;
}
