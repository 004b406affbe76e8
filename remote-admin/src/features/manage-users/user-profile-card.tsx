import { ageInYears } from '@arcvest/shared/rules';
import { type User, FactList } from '@arcvest/shared';

/** Who the user says they are. */
export function UserProfileCard({ user }: { user: User }) {
  const age = ageInYears(user.age);
  return (
    <section className="card" aria-labelledby="user-profile-heading">
      <h2 id="user-profile-heading">Profile information</h2>
      <FactList
        className="fact-list"
        facts={[
          { term: 'Name', value: `${user.firstname} ${user.lastname}` },
          { term: 'Username', value: user.username },
          { term: 'Age', value: age === null ? user.age : `${age} years` },
          { term: 'Gender', value: user.gender === 'male' ? 'Male' : 'Female' },
        ]}
      />
    </section>
  );
}
