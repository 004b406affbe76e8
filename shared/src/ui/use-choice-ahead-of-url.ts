import { useState } from 'react';

/**
 * A choice kept in the address that shows at once: the page calls `choose` and then writes the
 * address, which follows in a router transition. Whenever the address's value changes (the
 * transition ends, or Back), it is shown again. State adjusted while rendering, as React advises
 * for state that follows a prop (an effect would render the old value once more first).
 */
export function useChoiceAheadOfUrl<Choice>(urlValue: Choice): [Choice, (choice: Choice) => void] {
  const [choice, choose] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (!Object.is(seenUrlValue, urlValue)) {
    setSeenUrlValue(urlValue);
    choose(urlValue);
  }
  return [choice, choose];
}
