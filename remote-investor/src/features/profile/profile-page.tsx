import { ageInYears, genderOptions } from '@arcvest/shared/rules';
import { activeLocale, FactList, LanguageSelect, Link, PATHS, useLingui, type User } from '@arcvest/shared';
import { ProfileFrame } from '@arcvest/shared/dashboard-ui';
import { formatPhone } from '@arcvest/shared/phone';
import { storedCountryName } from '@arcvest/shared/countries';
import { AccountLevelCard } from './account-level-card';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PROFILE_TEXTS } from './messages';
import './profile.css';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ProfileInfoCard({ user }: { user: User }) {
  const { _ } = useLingui();
  const years = ageInYears(user.age);
  const gender = genderOptions(_).find(({ value }) => value === user.gender)?.label ?? capitalized(user.gender);
  return (
    <article className="card profile-card" aria-labelledby="profile-info-title">
      <h2 id="profile-info-title">{_(PROFILE_TEXTS.infoTitle)}</h2>
      <FactList
        className="profile-facts"
        facts={[
          { term: _(PROFILE_TEXTS.fullName), value: <span translate="no">{`${user.firstname} ${user.lastname}`}</span> },
          { term: _(PROFILE_TEXTS.username), value: <span translate="no">{user.username}</span> },
          { term: _(PROFILE_TEXTS.age), value: years === null ? _(PROFILE_TEXTS.ageUnknown) : _({ ...PROFILE_TEXTS.ageYears, values: { years } }) },
          { term: _(PROFILE_TEXTS.gender), value: gender },
        ]}
      />
      <Link to={PATHS.editProfile} className="btn btn-secondary">
        {_(PROFILE_TEXTS.editProfile)}
      </Link>
    </article>
  );
}

function ContactCard({ user }: { user: User }) {
  const { _ } = useLingui();
  const verified = Boolean(user.email_verified);
  return (
    <article className="card profile-card" aria-labelledby="profile-contact-title">
      <h2 id="profile-contact-title">{_(PROFILE_TEXTS.contactTitle)}</h2>
      <FactList
        className="profile-facts"
        facts={[
          {
            term: _(PROFILE_TEXTS.email),
            value: (
              <>
                <span className="profile-email" dir="ltr" translate="no">
                  {user.email}
                </span>{' '}
                <span className={`profile-badge ${verified ? 'profile-badge-ok' : 'profile-badge-todo'}`}>
                  {verified ? _(PROFILE_TEXTS.verified) : _(PROFILE_TEXTS.notVerified)}
                </span>
              </>
            ),
          },
          { term: _(PROFILE_TEXTS.country), value: <span translate="no">{storedCountryName(user.country, activeLocale())}</span> },
          {
            term: _(PROFILE_TEXTS.phone),
            value: user.phone ? (
              <span dir="ltr" translate="no">
                {formatPhone(user.phone)}
              </span>
            ) : (
              <span className="profile-none">{_(PROFILE_TEXTS.noPhone)}</span>
            ),
          },
          { term: _(PROFILE_TEXTS.address), value: user.address ? user.address : <span className="profile-none">{_(PROFILE_TEXTS.noAddress)}</span> },
        ]}
      />
      <Link to={PATHS.editContact} className="btn btn-secondary">
        {_(PROFILE_TEXTS.editContact)}
      </Link>
    </article>
  );
}

function SecurityCard() {
  const { _ } = useLingui();
  return (
    <article className="card profile-card" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title">{_(PROFILE_TEXTS.securityTitle)}</h2>
      <p>{_(PROFILE_TEXTS.securityIntro)}</p>
      <Link to={PATHS.security} className="btn btn-secondary">
        {_(PROFILE_TEXTS.securitySettings)}
      </Link>
    </article>
  );
}

/**
 * The account's language (docs/i18n.md#which-language), the same choice as the public footer's:
 * the dashboard changes at once and the account saves it, so every sign-in comes back to it.
 */
export function LanguageCard() {
  const { _ } = useLingui();
  return (
    <article className="card profile-card" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title">{_(PROFILE_TEXTS.languageTitle)}</h2>
      <p id="profile-language-intro">{_(PROFILE_TEXTS.languageIntro)}</p>
      <label htmlFor="profile-language" className="profile-language-label">
        {_(PROFILE_TEXTS.languageLabel)}
      </label>
      <LanguageSelect id="profile-language" className="profile-language-select" aria-describedby="profile-language-intro" />
    </article>
  );
}

/** /dashboard/profile (docs/product.md#investor-dashboard): the account level, the profile, the contact details, the language and a way to the security settings. */
export default function ProfilePage() {
  const { _ } = useLingui();
  return (
    <ProfileFrame title={_(PROFILE_TEXTS.title)} backToProfile={false}>
      {(user) => (
        <div className="profile-grid">
          <AccountLevelCard user={user} />
          <ProfileInfoCard user={user} />
          <ContactCard user={user} />
          <LanguageCard />
          <SecurityCard />
          <NotificationPreferencesCard />
        </div>
      )}
    </ProfileFrame>
  );
}
