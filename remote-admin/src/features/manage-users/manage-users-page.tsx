import { Link, manageUserPath, Money, SelectField, useSearchParams, type UserListItem } from '@arcvest/shared';
import { SearchedList } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, formatDay } from '@arcvest/shared/rules';
import { useGetUsersInfiniteQuery, type UserStatusFilter } from './api';
import { roleLabel } from './role-label';
import './manage-users.css';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'frozen', label: 'Frozen' },
  { value: 'held', label: 'On hold' },
] as const;

const EMPTY_TEXT: Record<string, string> = { '': 'No users yet.', frozen: 'No frozen accounts.', held: 'No accounts on hold.' };

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
        <h1>Manage users</h1>
      </header>
      <div className="user-status-filter">
        <SelectField label="Status" options={STATUS_OPTIONS} value={status ?? ''} onChange={(event) => setStatus(event.target.value)} />
      </div>
      <SearchedList
        key={status ?? 'all'}
        useQuery={useGetUsersInfiniteQuery}
        filter={{ status }}
        renderItem={(user: UserListItem) => <UserRow user={user} />}
        classPrefix="user"
        searchHint="The start of a username or email address, e.g. ivy or ivy@example.com"
        emptyText={EMPTY_TEXT[status ?? '']}
        what="users"
      />
    </section>
  );
}

function UserRow({ user }: { user: UserListItem }) {
  const inside = (
    <>
      <span className="user-row-username">{user.username}</span>
      <span className="user-row-email">{user.email}</span>
      <span className="user-row-badges">
        <span className={`user-badge user-badge-${user.role}`}>{roleLabel(user)}</span>
        <span className="user-row-level">Level {user.level}</span>
        {user.suspended && <span className="user-badge user-badge-suspended">Suspended</span>}
        {user.deleted && <span className="user-badge user-badge-deleted">Deleted</span>}
        {user.frozen && <span className="user-badge user-badge-frozen">Frozen</span>}
        {user.held_until && <span className="user-badge user-badge-held">Held until {formatDateTime(user.held_until)}</span>}
      </span>
      <span className="user-row-facts">
        <span>
          Balance <Money amount={user.balance} />
        </span>
        <span>Joined {formatDay(user.created_at.slice(0, 10))}</span>
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
