import type { ReactNode } from 'react';
import { Money } from '@arcvest/shared';
import { FactList } from './fact-list';

/** One line of a review sheet or a payment's figures: a label and its value. */
export interface ReviewFact {
  label: string;
  value: ReactNode;
  /** 'total': the line the others add up to (set larger); 'note': a sentence, under its label (what happens next). */
  kind?: 'total' | 'note';
}

const KIND_CLASS = { total: 'review-total', note: 'review-next' } as const;

/**
 * What the investor checks before money moves (the buy and withdrawal review sheets, the payment
 * page): label and value per line, amounts unbroken (`Money`), an address in full.
 */
export function ReviewFacts({ facts }: { facts: readonly ReviewFact[] }) {
  return (
    <FactList className="review-facts" facts={facts.map(({ label, value, kind }) => ({ term: label, value, row: kind && { className: KIND_CLASS[kind] } }))} />
  );
}

/** Dollars and the same sum in a coin, e.g. "$500.00" over "0.010000 BTC"; the coin line is left out when unknown. */
export function UsdAndCoin({ cents, coin, coinAmount }: { cents: number; coin: string; coinAmount: string | null }) {
  return (
    <span className="usd-and-coin">
      <Money amount={cents} />
      {/* A space, so the two figures are read (and copied) apart; the grid does not show it. */}
      {coinAmount !== null && (
        <>
          {' '}
          <Money amount={`${coinAmount} ${coin}`} className="coin-figure" />
        </>
      )}
    </span>
  );
}

/** An address as the user must check it: in full, monospace, wrapping inside its box. */
export function FullAddress({ address }: { address: string }) {
  return (
    <code className="full-address" dir="ltr" translate="no">
      {address}
    </code>
  );
}
