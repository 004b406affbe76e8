import { useEffect, type RefObject } from 'react';

/** Calls `onDismiss` on a click or tap outside `ref` while `active`, and on Escape. */
export function useDismissOnOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: (event: Event) => void) {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss(event);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss(event);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onDismiss]);
}
