import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react';
import { activeLocale } from '../i18n/i18n';
import { formatUsd, type Cents } from '../rules/money';

const HIDDEN = /*i18n*/ { id: 'ui.money.hidden', message: 'Hidden' };

/**
 * An amount as every page prints it (docs/money.md#how-amounts-show): dollars in the page's language, in tabular
 * figures that never break inside the number. `amount` is cents, or text already formatted
 * (a signed history amount, a market price). `fit` is for a figure that owns a row of its card:
 * it shrinks below its inherited size when the card is too narrow for it, in CSS alone (container
 * query units over its length in characters), so nothing is measured after layout. `hidden` shows
 * **** and tells screen readers "Hidden". `data-amount` marks it for the browser tests.
 */
export function Money({ amount, fit = false, hidden = false, className }: { amount: Cents | string; fit?: boolean; hidden?: boolean; className?: string }) {
  const { _ } = useLingui();
  const text = typeof amount === 'number' ? formatUsd(amount, activeLocale()) : amount;
  const classes = className ? `money ${className}` : 'money';
  const figure = hidden ? (
    <span className={classes} data-amount="">
      <span aria-hidden="true">****</span>
      <span className="visually-hidden">{_(HIDDEN)}</span>
    </span>
  ) : (
    <span className={classes} data-amount="" translate="no" style={fit ? ({ '--money-chars': text.length } as CSSProperties) : undefined}>
      {text}
    </span>
  );
  return fit ? <span className="money-fit">{figure}</span> : figure;
}
