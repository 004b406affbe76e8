import { activeLocale, FactList, useLingui, type User } from '@arcvest/shared';
import { storedCountryName } from '@arcvest/shared/countries';
import { CARD_TEXTS as TEXTS } from './messages';
import { Missing } from './missing';

/** How to reach the user. */
export function UserContactCard({ user }: { user: User }) {
  const { _ } = useLingui();
  return (
    <section className="card" aria-labelledby="user-contact-heading">
      <h2 id="user-contact-heading">{_(TEXTS.contactTitle)}</h2>
      <FactList
        className="fact-list"
        facts={[
          {
            key: 'email',
            term: _(TEXTS.email),
            value: (
              <span dir="ltr" translate="no">
                {user.email}
              </span>
            ),
          },
          // Stored as the English name chosen at sign-up; shown in the reader's language.
          { key: 'country', term: _(TEXTS.country), value: <span translate="no">{storedCountryName(user.country, activeLocale())}</span> },
          {
            key: 'phone',
            term: _(TEXTS.phone),
            value:
              user.phone === null ? (
                <Missing>{_(TEXTS.noPhone)}</Missing>
              ) : (
                <span dir="ltr" translate="no">
                  {user.phone}
                </span>
              ),
          },
          { key: 'address', term: _(TEXTS.address), value: user.address ?? <Missing>{_(TEXTS.noAddress)}</Missing> },
        ]}
      />
    </section>
  );
}
