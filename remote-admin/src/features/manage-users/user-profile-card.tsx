import { ageInYears, genderOptions } from '@arcvest/shared/rules';
import { type User, FactList, useLingui } from '@arcvest/shared';
import { CARD_TEXTS as TEXTS } from './messages';

/** Who the user says they are. */
export function UserProfileCard({ user }: { user: User }) {
  const { _ } = useLingui();
  const age = ageInYears(user.age);
  const gender = genderOptions(_).find((option) => option.value === (user.gender === 'male' ? 'male' : 'female'))?.label;
  return (
    <section className="card" aria-labelledby="user-profile-heading">
      <h2 id="user-profile-heading">{_(TEXTS.profileTitle)}</h2>
      <FactList
        className="fact-list"
        facts={[
          {
            key: 'name',
            term: _(TEXTS.name),
            value: (
              <bdi translate="no">
                {user.firstname} {user.lastname}
              </bdi>
            ),
          },
          {
            key: 'username',
            term: _(TEXTS.username),
            value: (
              <span dir="ltr" translate="no">
                {user.username}
              </span>
            ),
          },
          { key: 'age', term: _(TEXTS.age), value: age === null ? user.age : _({ ...TEXTS.years, values: { age } }) },
          { key: 'gender', term: _(TEXTS.gender), value: gender },
        ]}
      />
    </section>
  );
}
