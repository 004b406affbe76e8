import { ageInYears } from '@arcvest/shared/rules';
import { Link, PATHS, type User } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import type { ReactNode } from 'react';
import { formatPhone } from '@arcvest/shared/phone';
import { AccountLevelCard } from './account-level-card';
import './profile.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function age(birthDate: string): string {
  const years = ageInYears(birthDate);
  return years === null ? 'Unknown' : `${years} ${years === 1 ? 'year' : 'years'}`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ProfileInfoCard({ user }: { user: User }) {
  return (
    <article className="card profile-card" aria-labelledby="profile-info-title">
      <h2 id="profile-info-title">Profile information</h2>
      <dl className="profile-facts">
        <Fact term="Full name">{user.firstname} {user.lastname}</Fact>
        <Fact term="Username">{user.username}</Fact>
        <Fact term="Age">{age(user.age)}</Fact>
        <Fact term="Gender">{capitalized(user.gender)}</Fact>
      </dl>
      <Link to={PATHS.editProfile} className="btn btn-secondary">Edit profile</Link>
    </article>
  );
}

function ContactCard({ user }: { user: User }) {
  const verified = Boolean(user.email_verified);
  return (
    <article className="card profile-card" aria-labelledby="profile-contact-title">
      <h2 id="profile-contact-title">Contact information</h2>
      <dl className="profile-facts">
        <Fact term="Email">
          <span className="profile-email">{user.email}</span>{' '}
          <span className={`profile-badge ${verified ? 'profile-badge-ok' : 'profile-badge-todo'}`}>{verified ? 'Verified' : 'Not verified'}</span>
        </Fact>
        <Fact term="Country">{user.country}</Fact>
        <Fact term="Phone">{user.phone ? formatPhone(user.phone) : <span className="profile-none">No phone number yet</span>}</Fact>
        <Fact term="Address">{user.address ? user.address : <span className="profile-none">No address yet</span>}</Fact>
      </dl>
      <Link to={PATHS.editContact} className="btn btn-secondary">Edit contact information</Link>
    </article>
  );
}

function SecurityCard() {
  return (
    <article className="card profile-card" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title">Security</h2>
      <p>Two-factor sign-in, where you are signed in, and your recent sign-ins.</p>
      <Link to={PATHS.security} className="btn btn-secondary">Security settings</Link>
    </article>
  );
}

/** /dashboard/profile (docs/product.md#investor-dashboard): the account level, the profile, the contact details and a way to the security settings. */
export default function ProfilePage() {
  return (
    <ProfileFrame title="Profile" backToProfile={false}>
      {(user) => (
        <div className="profile-grid">
          <AccountLevelCard user={user} />
          <ProfileInfoCard user={user} />
          <ContactCard user={user} />
          <SecurityCard />
        </div>
      )}
    </ProfileFrame>
  );
}
