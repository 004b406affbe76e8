import { accountLevelState, formatUsd, WITHDRAWAL_LIMITS } from '@arcvest/shared/rules';
import { activeLocale, Link, PATHS, Trans, useLingui, type User } from '@arcvest/shared';
import { LEVEL_TEXTS } from './messages';

/** The ladder of docs/levels-and-limits.md#account-levels: what each level means and what it allows. */
const LEVELS = [
  { level: 1, meaning: LEVEL_TEXTS.meaning1 },
  { level: 2, meaning: LEVEL_TEXTS.meaning2 },
  { level: 3, meaning: LEVEL_TEXTS.meaning3 },
] as const;

/** The next step from where the user stands (docs/identity.md). */
function NextStep({ user }: { user: User }) {
  const { _ } = useLingui();
  switch (accountLevelState(user)) {
    case 'verify-email':
      return (
        <p className="profile-next">
          <Trans {...LEVEL_TEXTS.verifyEmail} components={{ 0: <Link to={PATHS.verifyEmail} /> }} />
        </p>
      );
    case 'verify-identity':
      return (
        <p className="profile-next">
          <Trans {...LEVEL_TEXTS.verifyIdentity} components={{ 0: <Link to={PATHS.verifyIdentity} /> }} />
        </p>
      );
    case 'under-review':
      return <p className="profile-next">{_(LEVEL_TEXTS.underReview)}</p>;
    case 'identity-rejected':
      return (
        <div className="profile-next profile-rejected">
          <p>{_(LEVEL_TEXTS.rejected)}</p>
          <blockquote>{user.identity_rejection_reason}</blockquote>
          <p>
            <Link to={PATHS.verifyIdentity}>{_(LEVEL_TEXTS.applyAgain)}</Link>
          </p>
        </div>
      );
    case 'verified':
      return <p className="profile-next">{_(LEVEL_TEXTS.verified)}</p>;
  }
}

export function AccountLevelCard({ user }: { user: User }) {
  const { _ } = useLingui();
  const current = Math.min(Math.max(user.level, 1), 3);
  const allows = (level: number) => {
    const limit = WITHDRAWAL_LIMITS[level];
    return limit === undefined ? _(LEVEL_TEXTS.noLimit) : _({ ...LEVEL_TEXTS.limit, values: { limit: formatUsd(limit, activeLocale()) } });
  };
  return (
    <article className="card profile-card profile-level-card" aria-labelledby="account-level-title">
      <h2 id="account-level-title">{_(LEVEL_TEXTS.title)}</h2>
      <p className="profile-level-now">
        <span className="profile-level-badge" aria-hidden="true">
          {current}
        </span>
        <span>
          <Trans {...LEVEL_TEXTS.current} values={{ level: current }} components={{ 0: <strong /> }} />
        </span>
      </p>
      <ol className="profile-levels">
        {LEVELS.map(({ level, meaning }) => (
          <li key={level} className={level === current ? 'profile-level-current' : undefined} aria-current={level === current ? 'step' : undefined}>
            <strong>{_({ ...LEVEL_TEXTS.level, values: { level } })}</strong>
            <span>
              {_(meaning)} {allows(level)}
            </span>
          </li>
        ))}
      </ol>
      <NextStep user={user} />
    </article>
  );
}
