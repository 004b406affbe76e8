import { REFERRAL_RATE_TEXT, formatDateTime, formatHistoryAmount, historyTone, TRANSACTION_STATUS_LABELS, transactionTitle } from '@arcvest/shared/rules';
import { signupWithReferralPath, PATHS, Button, readApiError, ErrorState, Money, Skeleton, useToast, Link } from '@arcvest/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAmountsShown } from './amounts-shown';
import { useGetLatestTransactionQuery, useGetUserStatisticsQuery } from './api';

export function LatestTransactionCard() {
  const { data, isError, error, refetch, isLoading } = useGetLatestTransactionQuery();
  const { shown } = useAmountsShown();
  let content;
  if (isError) content = <ErrorState message={readApiError(error, 'The latest transaction could not be loaded.').message} onRetry={refetch} />;
  else if (isLoading || data === undefined) content = <Skeleton shape="lines" label="Loading the latest transaction" />;
  else if (data === null) content = <p className="overview-value">Nil</p>;
  else {
    content = (
      <>
        <p className={`overview-value ${historyTone(data) === 'neutral' ? 'overview-value-neutral' : ''}`}>
          <Money fit amount={formatHistoryAmount(data)} hidden={!shown} />
        </p>
        <p className="overview-meta">
          {transactionTitle(data)} · {TRANSACTION_STATUS_LABELS[data.status]} · {formatDateTime(data.created_at)}
        </p>
        <Link to={PATHS.transactionHistory}>Transaction history</Link>
      </>
    );
  }
  return (
    <section className="card overview-card" aria-labelledby="latest-title">
      <h2 id="latest-title">Latest transaction</h2>
      {content}
    </section>
  );
}

export function StatisticsCards({ userId }: { userId: number }) {
  const { data, isError, error, refetch } = useGetUserStatisticsQuery(userId);
  const { shown } = useAmountsShown();
  if (isError) return <ErrorState message={readApiError(error, 'Your statistics could not be loaded.').message} onRetry={refetch} />;
  if (!data) return <Skeleton shape="cards" label="Loading your statistics" />;
  const cards: [string, ReactNode][] = [
    ['Total deposits', <Money fit amount={data.deposit_sum} hidden={!shown} />],
    ['Total withdrawal', <Money fit amount={data.withdrawal_sum} hidden={!shown} />],
    ['Total earnings', <Money fit amount={data.earnings_sum} hidden={!shown} />],
    ['Active plans', String(data.user_plans_count)],
  ];
  return (
    <ul className="overview-stats" aria-label="Statistics">
      {cards.map(([label, value]) => (
        <li key={label} className="card overview-stat">
          <h3>{label}</h3>
          <p className="overview-value">{value}</p>
        </li>
      ))}
    </ul>
  );
}

/** How long the "Copied" state lasts (docs/product.md#timings-and-constants). */
export const COPIED_MS = 2000;

export function ReferralCard({ referralId }: { referralId: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const link = `${window.location.origin}${signupWithReferralPath(referralId)}`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      toast.error('The link could not be copied. Please select and copy it instead.');
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <section className="card overview-card" aria-labelledby="referral-title">
      <h2 id="referral-title">Referral link</h2>
      <p className="overview-meta">Share your link: you receive {REFERRAL_RATE_TEXT} of the amount of every plan a friend who signs up with it buys.</p>
      <div className="overview-referral">
        <label htmlFor="referral-link" className="visually-hidden">
          Your referral link
        </label>
        {/* A text area, so a long link wraps and stays readable on a phone. */}
        <textarea id="referral-link" readOnly rows={1} value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={copy} aria-label={copied ? 'Referral link copied' : 'Copy referral link'}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Referral link copied' : ''}
      </span>
    </section>
  );
}
