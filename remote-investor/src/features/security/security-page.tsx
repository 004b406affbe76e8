import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { ChangePasswordCard } from './change-password-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { SignInHistoryCard } from './sign-in-history-card';
import { TwoFactorCard } from './two-factor-card';
import './security.css';

/** /dashboard/profile/security: two-factor sign-in, passkeys, password change, the active sessions and the sign-in history. */
export default function SecurityPage() {
  return (
    <ProfileFrame title="Security">
      {() => (
        <div className="profile-grid">
          <TwoFactorCard />
          <PasskeysCard />
          <ChangePasswordCard />
          <SessionsCard />
          <SignInHistoryCard />
        </div>
      )}
    </ProfileFrame>
  );
}
