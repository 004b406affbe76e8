import type { User } from '@arcvest/shared';
import { FactList, Missing } from './fact-list';

/** How to reach the user. */
export function UserContactCard({ user }: { user: User }) {
  return (
    <section className="card" aria-labelledby="user-contact-heading">
      <h2 id="user-contact-heading">Contact information</h2>
      <FactList
        facts={[
          ['Email', user.email],
          ['Country', user.country],
          ['Phone', user.phone ?? <Missing>No phone number yet</Missing>],
          ['Address', user.address ?? <Missing>No address yet</Missing>],
        ]}
      />
    </section>
  );
}
