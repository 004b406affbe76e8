import { useEffect, useState } from 'react';
import { useSearchParams } from '../router';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box kept in the URL (?search=): `input` follows every key, `search` (trimmed) only
 * once typing pauses, and the URL follows `search`, so Back from a result returns to the same results.
 */
export function useUrlSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setInput] = useState(() => searchParams.get('search') ?? '');
  const search = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, setSearchParams]);

  return { input, setInput, search };
}
