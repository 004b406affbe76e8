import { FactList, useLingui, type User } from '@arcvest/shared';
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
          // The country's name as the user chose it at sign-up (docs/i18n.md#numbers-money-and-dates).
          { key: 'country', term: _(TEXTS.country), value: user.country },
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
