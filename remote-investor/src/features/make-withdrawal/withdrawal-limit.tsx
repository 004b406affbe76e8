import { formatUsd, WITHDRAWAL_LIMITS } from '@arcvest/shared/rules';
import { Link, PATHS, Money, type Cents, FactList } from '@arcvest/shared';
import { useGetAllowanceQuery } from './api';

/** How the next level is reached, by the level the user is at (docs/levels-and-limits.md#account-levels). */
const RAISE_LIMIT: Record<number, { to: string; action: string }> = {
  1: { to: PATHS.verifyEmail, action: 'Verify your email address' },
  2: { to: PATHS.verifyIdentity, action: 'Complete your identity verification' },
};

function nextLimitText(level: number): string {
  const next = WITHDRAWAL_LIMITS[level + 1];
  return next === undefined ? 'withdraw any amount' : `raise it to ${formatUsd(next)}`;
}

/** The rolling 24-hour limit as the server counts it (docs/levels-and-limits.md#daily-withdrawal-limits). */
function DailyLimit() {
  const { data: allowance, isError } = useGetAllowanceQuery();
  if (isError) return <>What is left today could not be loaded; the server checks it when you proceed.</>;
  if (!allowance) return <>Loading…</>;
  if (allowance.daily_limit === null || allowance.left_today === null) return <>No daily limit.</>;
  return (
    <>
      Up to <Money amount={allowance.daily_limit} /> in any 24 hours:{' '}
      <strong>
        <Money amount={allowance.left_today} />
      </strong>{' '}
      left now.
    </>
  );
}

/** What the user may withdraw before typing anything: the balance, the level's limits and how to raise them, every amount in cents as the daily limit beside it. */
export function WithdrawalLimit({ wallet, level }: { wallet: Cents; level: number }) {
  const limit = WITHDRAWAL_LIMITS[level];
  const raise = RAISE_LIMIT[level];
  return (
    <FactList
      className="card withdrawal-facts"
      facts={[
        { term: 'Available balance', value: <Money fit amount={wallet} />, valueClassName: 'withdrawal-balance' },
        {
          term: `Your limit (level ${level})`,
          value: (
            <>
              {limit === undefined ? (
                'No limit: you can withdraw up to your balance.'
              ) : (
                <>
                  Up to <Money amount={limit} /> per withdrawal.
                </>
              )}
              {raise && (
                <>
                  {' '}
                  <Link to={raise.to}>{raise.action}</Link> to {nextLimitText(level)}.
                </>
              )}
            </>
          ),
        },
        { term: 'Daily limit', value: <DailyLimit /> },
      ]}
    />
  );
}
