import { ageInYears } from '@arcvest/shared/rules';
import { type User } from '@arcvest/shared';
import { FactList } from './fact-list';

/** Who the user says they are. */
export function UserProfileCard({ user }: { user: User }) {
  const age = ageInYears(user.age);
  return (
    <section className="card" aria-labelledby="user-profile-heading">
      <h2 id="user-profile-heading">Profile information</h2>
      <FactList
        facts={[
          ['Name', `${user.firstname} ${user.lastname}`],
          ['Username', user.username],
          ['Age', age === null ? user.age : `${age} years`],
          ['Gender', user.gender === 'male' ? 'Male' : 'Female'],
        ]}
      />
    </section>
  );
}
