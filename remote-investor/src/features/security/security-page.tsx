import { useLingui } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { HoldNotice, useGetAccountProtectionQuery } from '@arcvest/shared/account-protection';
import { AntiPhishingCard } from './anti-phishing-card';
import { FreezeAccountCard } from './freeze-account-card';
import { ChangePasswordCard } from './change-password-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { SignInHistoryCard } from './sign-in-history-card';
import { TwoFactorCard } from './two-factor-card';
import { SECURITY_TEXTS } from './messages';
import './security.css';

/**
 * /dashboard/profile/security: two-factor sign-in, passkeys, password change, the active
 * sessions, the anti-phishing code, freezing the account and the sign-in history; a security
 * hold said on top.
 */
export default function SecurityPage() {
  const { _ } = useLingui();
  return <ProfileFrame title={_(SECURITY_TEXTS.title)}>{() => <SecurityCards />}</ProfileFrame>;
}

function SecurityCards() {
  const { data: protection } = useGetAccountProtectionQuery();
  return (
    <div className="profile-grid">
      {protection?.held_until && (
        <div className="security-wide">
          <HoldNotice heldUntil={protection.held_until} />
        </div>
      )}
      <TwoFactorCard />
      <PasskeysCard />
      <ChangePasswordCard />
      <SessionsCard />
      <AntiPhishingCard />
      <FreezeAccountCard />
      <SignInHistoryCard />
    </div>
  );
}
