import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, keyboard and screen-reader users land on the first field that needs
 * fixing: call `focusFirstInvalid()` with the errors, and it focuses once they are rendered.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}
