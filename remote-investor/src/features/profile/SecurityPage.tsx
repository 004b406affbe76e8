import { ChangePasswordCard } from './ChangePasswordCard';
import { ProfileFrame } from './ProfileFrame';
import { SessionsCard } from './SessionsCard';
import { SignInHistoryCard } from './SignInHistoryCard';
import { TwoFactorCard } from './TwoFactorCard';

/** /dashboard/profile/security: two-factor sign-in, password change, the active sessions and the sign-in history. */
export default function SecurityPage() {
  return (
    <ProfileFrame title="Security">
      {() => (
        <div className="profile-grid">
          <TwoFactorCard />
          <ChangePasswordCard />
          <SessionsCard />
          <SignInHistoryCard />
        </div>
      )}
    </ProfileFrame>
  );
}
