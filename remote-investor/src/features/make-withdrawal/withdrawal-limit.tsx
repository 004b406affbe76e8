import { formatUsd, formatWholeUsd, Link, PATHS, WITHDRAWAL_LIMITS, type Cents } from '@arcvest/shared';

/** How the next level is reached, by the level the user is at (docs/levels-and-limits.md#account-levels). */
const RAISE_LIMIT: Record<number, { to: string; action: string }> = {
  1: { to: PATHS.verifyEmail, action: 'Verify your email address' },
  2: { to: PATHS.verifyIdentity, action: 'Complete your identity verification' },
};

function nextLimitText(level: number): string {
  const next = WITHDRAWAL_LIMITS[level + 1];
  return next === undefined ? 'withdraw any amount' : `raise it to ${formatWholeUsd(next)}`;
}

/** What the user may withdraw before typing anything: the balance, the level's limit and how to raise it. */
export function WithdrawalLimit({ wallet, level }: { wallet: Cents; level: number }) {
  const limit = WITHDRAWAL_LIMITS[level];
  const raise = RAISE_LIMIT[level];
  return (
    <dl className="card withdrawal-facts">
      <div>
        <dt>Available balance</dt>
        <dd className="withdrawal-balance">{formatUsd(wallet)}</dd>
      </div>
      <div>
        <dt>Your limit (level {level})</dt>
        <dd>
          {limit === undefined ? 'No limit: you can withdraw up to your balance.' : `Up to ${formatWholeUsd(limit)} per withdrawal.`}
          {raise && (
            <>
              {' '}
              <Link to={raise.to}>{raise.action}</Link> to {nextLimitText(level)}.
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
