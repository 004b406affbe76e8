import { useCallback, useState } from 'react';
import { useSearchParams } from '@arcvest/shared';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box kept in the URL (?search=): `input` and the URL follow every key, `search`
 * (trimmed) only once typing pauses, so Back from a result returns to the same results. The URL
 * is written as the user types, never later: a late write would navigate back to the list from
 * a result clicked within the pause.
 */
export function useUrlSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setTyped] = useState(() => searchParams.get('search') ?? '');
  const search = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);

  const setInput = useCallback(
    (typed: string) => {
      setTyped(typed);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('search', typed.trim());
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { input, setInput, search };
}
