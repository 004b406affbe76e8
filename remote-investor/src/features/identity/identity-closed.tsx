import { accountLevelState } from '@arcvest/shared/rules';
import { Link, PATHS, type User } from '@arcvest/shared';

/** Why the form is not offered, with the way on (docs/levels-and-limits.md#account-levels). */
const CLOSED: Record<'verify-email' | 'under-review' | 'verified', { reason: string; to: string; action: string }> = {
  'verify-email': {
    reason: 'Please verify your email address first: identity verification opens at level 2.',
    to: PATHS.verifyEmail,
    action: 'Verify email address',
  },
  'under-review': {
    reason: 'Your identity documents are under review. We will email you once they have been checked.',
    to: PATHS.profile,
    action: 'Back to your profile',
  },
  verified: { reason: 'Your identity is already verified: your account is at the highest level.', to: PATHS.profile, action: 'Back to your profile' },
};

export function IdentityClosed({ user }: { user: User }) {
  const state = accountLevelState(user);
  const { reason, to, action } = CLOSED[state === 'verify-email' || state === 'under-review' ? state : 'verified'];
  return (
    <div className="card profile-card">
      <p>{reason}</p>
      <Link to={to} className={`btn ${state === 'verify-email' ? 'btn-primary' : 'btn-secondary'}`}>
        {action}
      </Link>
    </div>
  );
}
