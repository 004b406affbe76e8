import { Link, manageUserPath, type UserListItem } from '@arcvest/shared';
import { SearchedList } from '@arcvest/shared/dashboard-ui';
import { useGetUsersInfiniteQuery } from './api';
import './manage-users.css';

/**
 * /dashboard/admin/manage-users: every user, newest first, searched on the server by the start
 * of the username or email. The search is kept in the URL (?search=), so Back from a user's
 * page returns to the same results.
 */
export default function ManageUsersPage() {
  return (
    <section className="manage-users">
      <header className="page-title"><h1>Manage users</h1></header>
      <SearchedList
        useQuery={useGetUsersInfiniteQuery}
        renderItem={(user: UserListItem) => <UserRow user={user} />}
        classPrefix="user"
        searchHint="The start of a username or email address, e.g. ivy or ivy@example.com"
        emptyText="No users yet."
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
        <span className={`user-badge user-badge-${user.role}`}>{user.role === 'admin' ? 'Admin' : 'User'}</span>
        <span className="user-row-level">Level {user.level}</span>
        {user.suspended && <span className="user-badge user-badge-suspended">Suspended</span>}
        {user.deleted && <span className="user-badge user-badge-deleted">Deleted</span>}
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
