import { Fragment, type HTMLAttributes, type ReactNode } from 'react';

/** One line of a term/value list. */
export interface Fact {
  term: ReactNode;
  value: ReactNode;
  /** React's key for the line when `term` is not a string (else its place in the list). */
  key?: string;
  /** On the line's wrapper (its layout or look), with any other attribute it needs (a test id). */
  row?: HTMLAttributes<HTMLDivElement> & { [data: `data-${string}`]: string };
  termClassName?: string;
  valueClassName?: string;
}

export interface FactListProps {
  /** `false`, `''`, `null` and `undefined` are lines left out, so a list can say `text && { ... }`. */
  facts: readonly (Fact | false | '' | null | undefined)[];
  className?: string;
  /**
   * 'rows' (the default): each term and value in a `div`, the line a stylesheet lays out;
   * 'grid': terms and values side by side in the `dl`, for a two-column grid on the list itself.
   */
  layout?: 'rows' | 'grid';
}

const keyOf = (fact: Fact) => fact.key ?? (typeof fact.term === 'string' ? fact.term : undefined);

/** Terms and their values (`dl`), one per line: every fact list of the platform. */
export function FactList({ facts, className, layout = 'rows' }: FactListProps) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
  return (
    <dl className={className}>
      {shown.map((fact, index) => {
        const line = (
          <>
            <dt className={fact.termClassName}>{fact.term}</dt>
            <dd className={fact.valueClassName}>{fact.value}</dd>
          </>
        );
        return layout === 'grid' ? (
          <Fragment key={keyOf(fact) ?? index}>{line}</Fragment>
        ) : (
          <div key={keyOf(fact) ?? index} {...fact.row}>
            {line}
          </div>
        );
      })}
    </dl>
  );
}
