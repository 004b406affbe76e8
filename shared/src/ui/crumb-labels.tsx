import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface CrumbLabels {
  labels: Readonly<Record<string, string>>;
  setLabel: (path: string, label: string | undefined) => void;
}

const CrumbLabelsContext = createContext<CrumbLabels | null>(null);

/** Holds the names pages give their breadcrumbs (the shell's dashboard frame provides it). */
export function CrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<Readonly<Record<string, string>>>({});
  const setLabel = useCallback((path: string, label: string | undefined) => {
    setLabels((current) => {
      if (current[path] === label) return current;
      const next = { ...current };
      if (label === undefined) delete next[path];
      else next[path] = label;
      return next;
    });
  }, []);
  const value = useMemo(() => ({ labels, setLabel }), [labels, setLabel]);
  return <CrumbLabelsContext.Provider value={value}>{children}</CrumbLabelsContext.Provider>;
}

/** The names pages gave, by path. */
export function useCrumbLabels(): Readonly<Record<string, string>> {
  return useContext(CrumbLabelsContext)?.labels ?? {};
}

/**
 * Names the breadcrumb of `path` while the calling page shows: a page under an id says whose it is
 * (a user's name) instead of the id. Outside the dashboard frame it does nothing.
 */
export function useCrumbLabel(path: string, label: string | undefined) {
  const setLabel = useContext(CrumbLabelsContext)?.setLabel;
  useEffect(() => {
    if (!setLabel || label === undefined) return undefined;
    setLabel(path, label);
    return () => setLabel(path, undefined);
  }, [setLabel, path, label]);
}
