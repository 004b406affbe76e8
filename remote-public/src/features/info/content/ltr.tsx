import type { ReactElement } from 'react';

/**
 * The operator's email or phone number inside a text: kept left to right in an Arabic sentence
 * (docs/i18n.md#right-to-left), and left alone by the browser's page translator.
 */
export function ltr(value: string): ReactElement {
  return (
    <bdi dir="ltr" translate="no">
      {value}
    </bdi>
  );
}

/** The operator's postal address inside a text: isolated, in the direction its own script reads. */
export function isolated(value: string): ReactElement {
  return <bdi translate="no">{value}</bdi>;
}
