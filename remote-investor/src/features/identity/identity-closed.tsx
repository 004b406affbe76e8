import { accountLevelState } from '@arcvest/shared/rules';
import { Link, PATHS, useLingui, type User } from '@arcvest/shared';
import { CLOSED_TEXTS } from './messages';

/** Why the form is not offered, with the way on (docs/levels-and-limits.md#account-levels). */
const CLOSED = {
  'verify-email': { reason: CLOSED_TEXTS.verifyEmail, to: PATHS.verifyEmail, action: CLOSED_TEXTS.verifyEmailAction },
  'under-review': { reason: CLOSED_TEXTS.underReview, to: PATHS.profile, action: CLOSED_TEXTS.backToProfile },
  verified: { reason: CLOSED_TEXTS.verified, to: PATHS.profile, action: CLOSED_TEXTS.backToProfile },
};

export function IdentityClosed({ user }: { user: User }) {
  const { _ } = useLingui();
  const state = accountLevelState(user);
  const { reason, to, action } = CLOSED[state === 'verify-email' || state === 'under-review' ? state : 'verified'];
  return (
    <div className="card profile-card">
      <p>{_(reason)}</p>
      <Link to={to} className={`btn ${state === 'verify-email' ? 'btn-primary' : 'btn-secondary'}`}>
        {_(action)}
      </Link>
    </div>
  );
}
