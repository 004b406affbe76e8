import type { ReactNode } from 'react';

/** Terms and their values, one per line; a value may be a "missing" note. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="fact-list">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Said in place of a fact the user has not given yet. */
export function Missing({ children }: { children: string }) {
  return <span className="user-fact-missing">{children}</span>;
}
