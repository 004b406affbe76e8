/** The email a reset code was sent to, kept for this tab until the reset is done (docs/product.md#public-site). */
export const RESET_EMAIL_KEY = 'reset_email';

export function readResetEmail(): string | null {
  try {
    return sessionStorage.getItem(RESET_EMAIL_KEY) || null;
  } catch {
    return null;
  }
}

export function storeResetEmail(email: string): void {
  try {
    sessionStorage.setItem(RESET_EMAIL_KEY, email);
  } catch {
    // Storage unavailable (private mode): the reset page then asks to start again.
  }
}

export function clearResetEmail(): void {
  try {
    sessionStorage.removeItem(RESET_EMAIL_KEY);
  } catch {
    // Nothing stored.
  }
}
