import { ageInYears } from '@arcvest/shared/rules';
import { Link, PATHS, type User, FactList } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { formatPhone } from '@arcvest/shared/phone';
import { AccountLevelCard } from './account-level-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import './profile.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function age(birthDate: string): string {
  const years = ageInYears(birthDate);
  return years === null ? 'Unknown' : `${years} ${years === 1 ? 'year' : 'years'}`;
}

function ProfileInfoCard({ user }: { user: User }) {
  return (
    <article className="card profile-card" aria-labelledby="profile-info-title">
      <h2 id="profile-info-title">Profile information</h2>
      <FactList
        className="profile-facts"
        facts={[
          { term: 'Full name', value: `${user.firstname} ${user.lastname}` },
          { term: 'Username', value: user.username },
          { term: 'Age', value: age(user.age) },
          { term: 'Gender', value: capitalized(user.gender) },
        ]}
      />
      <Link to={PATHS.editProfile} className="btn btn-secondary">
        Edit profile
      </Link>
    </article>
  );
}

function ContactCard({ user }: { user: User }) {
  const verified = Boolean(user.email_verified);
  return (
    <article className="card profile-card" aria-labelledby="profile-contact-title">
      <h2 id="profile-contact-title">Contact information</h2>
      <FactList
        className="profile-facts"
        facts={[
          {
            term: 'Email',
            value: (
              <>
                <span className="profile-email">{user.email}</span>{' '}
                <span className={`profile-badge ${verified ? 'profile-badge-ok' : 'profile-badge-todo'}`}>{verified ? 'Verified' : 'Not verified'}</span>
              </>
            ),
          },
          { term: 'Country', value: user.country },
          { term: 'Phone', value: user.phone ? formatPhone(user.phone) : <span className="profile-none">No phone number yet</span> },
          { term: 'Address', value: user.address ? user.address : <span className="profile-none">No address yet</span> },
        ]}
      />
      <Link to={PATHS.editContact} className="btn btn-secondary">
        Edit contact information
      </Link>
    </article>
  );
}

function SecurityCard() {
  return (
    <article className="card profile-card" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title">Security</h2>
      <p>Two-factor sign-in, where you are signed in, and your recent sign-ins.</p>
      <Link to={PATHS.security} className="btn btn-secondary">
        Security settings
      </Link>
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
          <NotificationPreferencesCard />
        </div>
      )}
    </ProfileFrame>
  );
}
