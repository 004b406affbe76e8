import { accountLevelState, formatUsd, WITHDRAWAL_LIMITS } from '@arcvest/shared/rules';
import { Link, PATHS, type User } from '@arcvest/shared';

const withdrawalLimit = (level: number) => {
  const limit = WITHDRAWAL_LIMITS[level];
  return limit === undefined ? 'No withdrawal limit' : `Withdrawals up to ${formatUsd(limit)} at a time`;
};

/** The ladder of docs/levels-and-limits.md#account-levels: what each level means and what it allows. */
const LEVELS = [
  { level: 1, meaning: 'Email address not verified yet', allows: withdrawalLimit(1) },
  { level: 2, meaning: 'Email address verified', allows: withdrawalLimit(2) },
  { level: 3, meaning: 'Identity verified', allows: withdrawalLimit(3) },
] as const;

/** The next step from where the user stands (docs/identity.md). */
function NextStep({ user }: { user: User }) {
  switch (accountLevelState(user)) {
    case 'verify-email':
      return (
        <p className="profile-next">
          Verify your email address to reach level 2. <Link to={PATHS.verifyEmail}>Verify email address</Link>
        </p>
      );
    case 'verify-identity':
      return (
        <p className="profile-next">
          Verify your identity to reach level 3. <Link to={PATHS.verifyIdentity}>Verify identity</Link>
        </p>
      );
    case 'under-review':
      return <p className="profile-next">Your identity documents are under review.</p>;
    case 'identity-rejected':
      return (
        <div className="profile-next profile-rejected">
          <p>Your identity documents were not accepted:</p>
          <blockquote>{user.identity_rejection_reason}</blockquote>
          <p>
            <Link to={PATHS.verifyIdentity}>Apply again</Link>
          </p>
        </div>
      );
    case 'verified':
      return <p className="profile-next">Your account is fully verified.</p>;
  }
}

export function AccountLevelCard({ user }: { user: User }) {
  const current = Math.min(Math.max(user.level, 1), 3);
  return (
    <article className="card profile-card profile-level-card" aria-labelledby="account-level-title">
      <h2 id="account-level-title">Account level</h2>
      <p className="profile-level-now">
        <span className="profile-level-badge" aria-hidden="true">
          {current}
        </span>
        <span>
          You are at <strong>level {current}</strong>.
        </span>
      </p>
      <ol className="profile-levels">
        {LEVELS.map(({ level, meaning, allows }) => (
          <li key={level} className={level === current ? 'profile-level-current' : undefined} aria-current={level === current ? 'step' : undefined}>
            <strong>Level {level}</strong>
            <span>
              {meaning}. {allows}.
            </span>
          </li>
        ))}
      </ol>
      <NextStep user={user} />
    </article>
  );
}
