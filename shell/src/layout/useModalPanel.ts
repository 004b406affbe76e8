import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel shown as a modal dialog (the mobile side drawer): while `open`, focus moves into
 * `panel`, Tab and Shift+Tab cycle inside it and Escape calls `onClose`; when it closes,
 * focus goes back to `opener`, so a keyboard user continues where they were.
 */
export function useModalPanel(
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
) {
  useEffect(() => {
    const container = panel.current;
    if (!open || !container) return undefined;
    const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    focusables()[0]?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const outside = !container.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const returnTo = opener.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      returnTo?.focus();
    };
  }, [panel, opener, open, onClose]);
}
