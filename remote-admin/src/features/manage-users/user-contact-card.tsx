import { FactList, type User } from '@arcvest/shared';
import { Missing } from './missing';

/** How to reach the user. */
export function UserContactCard({ user }: { user: User }) {
  return (
    <section className="card" aria-labelledby="user-contact-heading">
      <h2 id="user-contact-heading">Contact information</h2>
      <FactList
        className="fact-list"
        facts={[
          { term: 'Email', value: user.email },
          { term: 'Country', value: user.country },
          { term: 'Phone', value: user.phone ?? <Missing>No phone number yet</Missing> },
          { term: 'Address', value: user.address ?? <Missing>No address yet</Missing> },
        ]}
      />
    </section>
  );
}
