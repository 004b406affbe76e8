import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Where the dashboard remembers a user's "Show amounts" across reloads (docs/product.md#investor-dashboard):
 * one key per user, so whoever signs in next on the same browser starts with amounts hidden.
 */
export function amountsShownKey(userId: number): string {
  return `arcvest.dashboard.amounts.${userId}`;
}

/** The remembered choice: shown only when stored as such; hidden when unset, unreadable or storage is blocked. */
export function readAmountsShown(userId: number): boolean {
  try {
    return window.localStorage.getItem(amountsShownKey(userId)) === 'shown';
  } catch {
    return false;
  }
}

function rememberAmountsShown(userId: number, shown: boolean) {
  try {
    window.localStorage.setItem(amountsShownKey(userId), shown ? 'shown' : 'hidden');
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
export function AmountsShownProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const [shown, setShown] = useState(() => readAmountsShown(userId));
  const toggle = useCallback(() => {
    setShown((now) => {
      rememberAmountsShown(userId, !now);
      return !now;
    });
  }, [userId]);
  const value = useMemo(() => ({ shown, toggle }), [shown, toggle]);
  return <AmountsShownContext.Provider value={value}>{children}</AmountsShownContext.Provider>;
}

export function useAmountsShown(): AmountsShown {
  return useContext(AmountsShownContext);
}
