import { REFERRAL_PERCENT, formatDateTime, formatHistoryAmount, historyTone, TRANSACTION_STATUS_TEXTS, transactionTitle } from '@arcvest/shared/rules';
import { signupWithReferralPath, PATHS, Button, readApiError, ErrorState, Money, Skeleton, useToast, Link, useLingui, activeLocale } from '@arcvest/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAmountsShown } from './amounts-shown';
import { useGetLatestTransactionQuery, useGetUserStatisticsQuery } from './api';
import { OVERVIEW_TEXTS as TEXTS } from './messages';

export function LatestTransactionCard() {
  const { _ } = useLingui();
  const locale = activeLocale();
  const { data, isError, error, refetch, isLoading } = useGetLatestTransactionQuery();
  const { shown } = useAmountsShown();
  let content;
  if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.latestFailed)).message} onRetry={refetch} />;
  else if (isLoading || data === undefined) content = <Skeleton shape="lines" label={_(TEXTS.loadingLatest)} />;
  else if (data === null) content = <p className="overview-value">{_(TEXTS.nil)}</p>;
  else {
    content = (
      <>
        <p className={`overview-value ${historyTone(data) === 'neutral' ? 'overview-value-neutral' : ''}`}>
          <Money fit amount={formatHistoryAmount(data, locale)} hidden={!shown} />
        </p>
        <p className="overview-meta">
          {_({
            ...TEXTS.latestMeta,
            values: {
              title: transactionTitle(data, _),
              status: _(TRANSACTION_STATUS_TEXTS[data.status]),
              date: formatDateTime(data.created_at, undefined, locale),
            },
          })}
        </p>
        <Link to={PATHS.transactionHistory}>{_(TEXTS.transactionHistory)}</Link>
      </>
    );
  }
  return (
    <section className="card overview-card" aria-labelledby="latest-title">
      <h2 id="latest-title">{_(TEXTS.latestTransaction)}</h2>
      {content}
    </section>
  );
}

export function StatisticsCards({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const { data, isError, error, refetch } = useGetUserStatisticsQuery(userId);
  const { shown } = useAmountsShown();
  if (isError) return <ErrorState message={readApiError(error, _(TEXTS.statisticsFailed)).message} onRetry={refetch} />;
  if (!data) return <Skeleton shape="cards" label={_(TEXTS.loadingStatistics)} />;
  const cards: [string, ReactNode][] = [
    [_(TEXTS.totalDeposits), <Money fit amount={data.deposit_sum} hidden={!shown} />],
    [_(TEXTS.totalWithdrawal), <Money fit amount={data.withdrawal_sum} hidden={!shown} />],
    [_(TEXTS.totalEarnings), <Money fit amount={data.earnings_sum} hidden={!shown} />],
    [_(TEXTS.activePlans), String(data.user_plans_count)],
  ];
  return (
    <ul className="overview-stats" aria-label={_(TEXTS.statistics)}>
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
  const { _ } = useLingui();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const link = `${window.location.origin}${signupWithReferralPath(referralId)}`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      toast.error(_(TEXTS.copyFailed));
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <section className="card overview-card" aria-labelledby="referral-title">
      <h2 id="referral-title">{_(TEXTS.referralLink)}</h2>
      <p className="overview-meta">{_({ ...TEXTS.referralShare, values: { rate: REFERRAL_PERCENT } })}</p>
      <div className="overview-referral">
        <label htmlFor="referral-link" className="visually-hidden">
          {_(TEXTS.yourReferralLink)}
        </label>
        {/* A text area, so a long link wraps and stays readable on a phone. */}
        <textarea id="referral-link" readOnly rows={1} value={link} dir="ltr" translate="no" onFocus={(event) => event.currentTarget.select()} />
        <Button variant="secondary" onClick={copy} aria-label={copied ? _(TEXTS.referralCopied) : _(TEXTS.copyReferralLink)}>
          {copied ? _(TEXTS.copied) : _(TEXTS.copy)}
        </Button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? _(TEXTS.referralCopied) : ''}
      </span>
    </section>
  );
}
