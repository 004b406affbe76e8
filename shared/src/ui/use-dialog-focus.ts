import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFocusOptions {
  /** Where focus goes first (a selector inside the panel); the first focusable element otherwise, else the panel. */
  firstFocus?: string;
  /** Where focus goes back on close; the element focused before opening otherwise. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Keyboard behaviour of a modal dialog (a Modal, the mobile side drawer): while `open`, focus
 * moves into `panel`, Tab and Shift+Tab cycle inside it and Escape calls `onClose`; when it
 * closes, focus goes back, so a keyboard user continues where they were (unless the close put it
 * on something else outside the dialog, such as a field to fix).
 */
export function useDialogFocus(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  { firstFocus, returnFocusTo }: DialogFocusOptions = {},
) {
  // The latest onClose, without starting the focus handling again when it changes (which would lose where focus goes back to).
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const container = panel.current;
    if (!open || !container) return undefined;
    const returnTo = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = (firstFocus && container.querySelector<HTMLElement>(firstFocus)) || focusables()[0] || container;
    first.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const active = document.activeElement;
      const outside = !container.contains(active);
      if (event.shiftKey && (active === items[0] || outside)) {
        event.preventDefault();
        items[items.length - 1].focus();
      } else if (!event.shiftKey && (active === items[items.length - 1] || outside)) {
        event.preventDefault();
        items[0].focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back where the user was, unless the closing action sent the focus somewhere on purpose
      // (a refused field under the dialog): only from the dialog or from nowhere.
      const active = document.activeElement;
      if (!active || active === document.body || container.contains(active)) returnTo?.focus?.();
    };
  }, [panel, open, firstFocus, returnFocusTo]);
}
