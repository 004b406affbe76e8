import { Link, manageUserPath, Money, type SupportStaffThread } from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { useId } from 'react';

const IDENTITY_LABELS: Record<SupportStaffThread['history']['identity'], string> = {
  unverified: 'Not sent',
  pending: 'Waiting for review',
  verified: 'Verified',
  rejected: 'Refused',
};

/** The investor's recent money, plans and identity, beside the thread (below it on a phone). */
export function InvestorHistory({ request }: { request: SupportStaffThread }) {
  const headingId = useId();
  const { history, investor } = request;
  return (
    <aside className="card support-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {investor.username}’s recent history
      </h2>
      <p>
        Level {history.level} · identity: {IDENTITY_LABELS[history.identity]} · <Link to={manageUserPath(investor.id)}>Open the user</Link>
      </p>
      <h3>Last transactions</h3>
      {history.transactions.length === 0 ? (
        <p className="support-history-empty">None yet.</p>
      ) : (
        <ul className="support-history-list">
          {history.transactions.map((transaction) => (
            <li key={transaction.id}>
              <span>
                #{transaction.id} {transaction.type}
                {transaction.payment_method && ` (${transaction.payment_method})`}, {transaction.status}
              </span>
              <Money amount={transaction.amount} />
              <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at)}</time>
            </li>
          ))}
        </ul>
      )}
      <h3>Last plans</h3>
      {history.plans.length === 0 ? (
        <p className="support-history-empty">None yet.</p>
      ) : (
        <ul className="support-history-list">
          {history.plans.map((plan) => (
            <li key={plan.id}>
              <span>
                #{plan.id} {plan.title}, {plan.status}
              </span>
              <Money amount={plan.amount} />
              <time dateTime={plan.started_at}>{formatDateTime(plan.started_at)}</time>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
