import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Where the dashboard remembers "Show amounts" across reloads (docs/product.md#investor-dashboard). */
export const AMOUNTS_SHOWN_KEY = 'arcvest.dashboard.amounts';

/** The remembered choice: shown only when stored as such; hidden when unset, unreadable or storage is blocked. */
export function readAmountsShown(): boolean {
  try {
    return window.localStorage.getItem(AMOUNTS_SHOWN_KEY) === 'shown';
  } catch {
    return false;
  }
}

function rememberAmountsShown(shown: boolean) {
  try {
    window.localStorage.setItem(AMOUNTS_SHOWN_KEY, shown ? 'shown' : 'hidden');
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
}

interface AmountsShown {
  shown: boolean;
  toggle: () => void;
}

// Outside the dashboard (a card rendered alone) amounts show; the dashboard hides them until asked.
const AmountsShownContext = createContext<AmountsShown>({ shown: true, toggle: () => {} });

/** The dashboard's one "Show amounts" choice, for every money figure on it, remembered in localStorage. */
export function AmountsShownProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(readAmountsShown);
  const toggle = useCallback(() => {
    setShown((now) => {
      rememberAmountsShown(!now);
      return !now;
    });
  }, []);
  const value = useMemo(() => ({ shown, toggle }), [shown, toggle]);
  return <AmountsShownContext.Provider value={value}>{children}</AmountsShownContext.Provider>;
}

export function useAmountsShown(): AmountsShown {
  return useContext(AmountsShownContext);
}
