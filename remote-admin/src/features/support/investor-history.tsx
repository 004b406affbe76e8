import { activeLocale, Link, manageUserPath, Money, Trans, useLingui, type SupportStaffThread } from '@arcvest/shared';
import { formatDateTime } from '@arcvest/shared/rules';
import { useId } from 'react';
import { HISTORY_IDENTITY_TEXTS, HISTORY_LINE_TEXTS, HISTORY_TEXTS as TEXTS, HISTORY_VALUE_TEXTS } from './messages';

const IDENTITY_LABELS: Record<SupportStaffThread['history']['identity'], (typeof HISTORY_IDENTITY_TEXTS)['pending']> = HISTORY_IDENTITY_TEXTS;

/** The investor's recent money, plans and identity, beside the thread (below it on a phone). */
export function InvestorHistory({ request }: { request: SupportStaffThread }) {
  const { _ } = useLingui();
  const locale = activeLocale();
  const headingId = useId();
  const { history, investor } = request;
  // A value the server may one day add is shown as it comes.
  const said = (value: string) => (Object.hasOwn(HISTORY_VALUE_TEXTS, value) ? _(HISTORY_VALUE_TEXTS[value]) : value);
  return (
    <aside className="card support-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {_({ ...TEXTS.heading, values: { username: investor.username } })}
      </h2>
      <p>
        <Trans
          {...TEXTS.summary}
          values={{ level: history.level, identity: _(IDENTITY_LABELS[history.identity]) }}
          components={{ 0: <Link to={manageUserPath(investor.id)} /> }}
        />
      </p>
      <h3>{_(TEXTS.transactions)}</h3>
      {history.transactions.length === 0 ? (
        <p className="support-history-empty">{_(TEXTS.none)}</p>
      ) : (
        <ul className="support-history-list">
          {history.transactions.map((transaction) => (
            <li key={transaction.id}>
              <span>
                {transaction.payment_method
                  ? _({
                      ...HISTORY_LINE_TEXTS.transactionPaid,
                      values: { id: transaction.id, type: said(transaction.type), method: transaction.payment_method, status: said(transaction.status) },
                    })
                  : _({ ...HISTORY_LINE_TEXTS.transaction, values: { id: transaction.id, type: said(transaction.type), status: said(transaction.status) } })}
              </span>
              <Money amount={transaction.amount} />
              <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at, undefined, locale)}</time>
            </li>
          ))}
        </ul>
      )}
      <h3>{_(TEXTS.plans)}</h3>
      {history.plans.length === 0 ? (
        <p className="support-history-empty">{_(TEXTS.none)}</p>
      ) : (
        <ul className="support-history-list">
          {history.plans.map((plan) => (
            <li key={plan.id}>
              <span>{_({ ...HISTORY_LINE_TEXTS.plan, values: { id: plan.id, title: plan.title, status: said(plan.status) } })}</span>
              <Money amount={plan.amount} />
              <time dateTime={plan.started_at}>{formatDateTime(plan.started_at, undefined, locale)}</time>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
