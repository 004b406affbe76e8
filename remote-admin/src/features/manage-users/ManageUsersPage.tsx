import {
  EmptyState,
  ErrorState,
  Link,
  LoadMore,
  manageUserPath,
  MAX_USER_SEARCH_LENGTH,
  readApiError,
  Spinner,
  TextField,
  useUrlSearch,
  type UserListItem,
} from '@arcvest/shared';
import { useMemo } from 'react';
import { useGetUsersInfiniteQuery } from './manageUsersApi';
import './manageUsers.css';

/**
 * /dashboard/admin/manage-users: every user, newest first, searched on the server by the start
 * of the username or email. The search is kept in the URL (?search=), so Back from a user's
 * page returns to the same results.
 */
export default function ManageUsersPage() {
  const { input, setInput, search } = useUrlSearch();

  const query = useGetUsersInfiniteQuery({ search });
  const { currentData, isError, error, refetch } = query;
  const items = useMemo(() => currentData?.pages.flatMap((page) => page.items) ?? [], [currentData]);
  const total = currentData?.pages[0]?.total;

  let content;
  if (currentData) {
    content =
      items.length === 0 ? (
        <EmptyState>{search ? 'No users match your search criteria.' : 'No users yet.'}</EmptyState>
      ) : (
        <>
          <ul className="user-rows">
            {items.map((item) => (
              <li key={item.id}>
                <UserRow user={item} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} className="user-more" failure={'More users could not be loaded.'} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The users could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Spinner label="Loading users" />;
  }

  return (
    <section className="manage-users">
      <header className="page-title"><h1>Manage users</h1></header>
      <form className="user-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Search by username or email"
          hint="The start of a username or email address, e.g. ivy or ivy@example.com"
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          maxLength={MAX_USER_SEARCH_LENGTH}
          autoComplete="off"
        />
      </form>
      {/* Said when the results change, so a screen reader hears what a search found. */}
      <p className="user-count" aria-live="polite">{total === undefined ? '' : `${total} user(s) found.`}</p>
      {content}
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
