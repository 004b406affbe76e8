import type { ButtonHTMLAttributes } from 'react';

/**
 * `danger` fills red: the last, confirming step of something destructive. `danger-outline` is the
 * way to it on a page (Delete on a card, Suspend), quieter than the page's main actions.
 */
type Variant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, className = '', children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={`btn btn-${variant} ${className}`.trim()} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="spinner spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}
