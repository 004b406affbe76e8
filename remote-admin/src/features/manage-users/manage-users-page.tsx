import { activeLocale, Link, manageUserPath, Money, SelectField, Trans, useLingui, useSearchParams, type UserListItem } from '@arcvest/shared';
import { SearchedList } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, formatDay, type Message } from '@arcvest/shared/rules';
import { useGetUsersInfiniteQuery, type UserStatusFilter } from './api';
import { LIST_TEXTS as TEXTS, USER_TEXTS } from './messages';
import { roleLabel } from './role-label';
import './manage-users.css';

const STATUS_OPTIONS = [
  { value: '', label: TEXTS.all },
  { value: 'frozen', label: TEXTS.frozen },
  { value: 'held', label: TEXTS.held },
] as const;

const EMPTY_TEXT: Record<string, Message> = { '': TEXTS.emptyAll, frozen: TEXTS.emptyFrozen, held: TEXTS.emptyHeld };

function readStatus(value: string | null): UserStatusFilter | undefined {
  return value === 'frozen' || value === 'held' ? value : undefined;
}

/**
 * /dashboard/admin/manage-users: every user, newest first, searched on the server by the start
 * of the username or email, or only the frozen ones or those on a security hold. The search and
 * the filter are kept in the URL (?search=, ?status=), so Back from a user's page returns to the
 * same results.
 */
export default function ManageUsersPage() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const setStatus = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (readStatus(next)) updated.set('status', next);
        else updated.delete('status');
        return updated;
      },
      { replace: true },
    );
  return (
    <section className="manage-users">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <div className="user-status-filter">
        <SelectField
          label={_(TEXTS.status)}
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: _(option.label) }))}
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value)}
        />
      </div>
      <SearchedList
        key={status ?? 'all'}
        useQuery={useGetUsersInfiniteQuery}
        filter={{ status }}
        renderItem={(user: UserListItem) => <UserRow user={user} />}
        classPrefix="user"
        searchHint={_(TEXTS.searchHint)}
        emptyText={_(EMPTY_TEXT[status ?? ''])}
        what={_(TEXTS.what)}
      />
    </section>
  );
}

function UserRow({ user }: { user: UserListItem }) {
  const { _ } = useLingui();
  const joined = user.created_at.slice(0, 10);
  const inside = (
    <>
      <span className="user-row-username" dir="ltr" translate="no">
        {user.username}
      </span>
      <span className="user-row-email" dir="ltr" translate="no">
        {user.email}
      </span>
      <span className="user-row-badges">
        <span className={`user-badge user-badge-${user.role}`}>{roleLabel(user, _)}</span>
        <span className="user-row-level">{_({ ...USER_TEXTS.level, values: { level: user.level } })}</span>
        {user.suspended && <span className="user-badge user-badge-suspended">{_(TEXTS.suspended)}</span>}
        {user.deleted && <span className="user-badge user-badge-deleted">{_(TEXTS.deleted)}</span>}
        {user.frozen && <span className="user-badge user-badge-frozen">{_(TEXTS.frozen)}</span>}
        {user.held_until && (
          <span className="user-badge user-badge-held">
            {_({ ...USER_TEXTS.heldUntil, values: { date: formatDateTime(user.held_until, undefined, activeLocale()) } })}
          </span>
        )}
      </span>
      <span className="user-row-facts">
        <span>
          <Trans {...TEXTS.balance} values={{ amount: <Money amount={user.balance} /> }} />
        </span>
        <span>
          <Trans {...TEXTS.joined} values={{ date: <time dateTime={joined}>{formatDay(joined, activeLocale())}</time> }} />
        </span>
      </span>
    </>
  );
  // A deleted account has no details left to open.
  if (user.deleted) return <div className="user-row user-row-deleted">{inside}</div>;
  return (
    <Link to={manageUserPath(user.id)} className="user-row">
      {inside}
    </Link>
  );
}
