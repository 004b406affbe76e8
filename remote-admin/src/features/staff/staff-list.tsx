import { Button, EmptyState, ErrorState, Link, PATHS, readApiError, Skeleton, manageUserPath } from '@arcvest/shared';
import { STAFF_ROLE_LABELS } from '@arcvest/shared/rules';
import { useGetStaffUsersInfiniteQuery } from './api';

/**
 * The admins, newest first, each linked to their user page. The users list has no role filter:
 * the admins are picked from its pages, and "Look further" reads the next page of users.
 */
export function StaffList() {
  const { data, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetStaffUsersInfiniteQuery();
  const staff = data?.pages.flatMap((page) => page.items).filter((user) => user.role === 'admin' && !user.deleted);

  let content;
  if (staff) {
    content = (
      <>
        {staff.length === 0 ? (
          <EmptyState>No admin among the users read so far.</EmptyState>
        ) : (
          <ul className="staff-list">
            {staff.map((member) => (
              <li key={member.id} className="card staff-item">
                <p>
                  <Link to={manageUserPath(member.id)}>{member.username}</Link>
                </p>
                <p>{member.staff_role ? STAFF_ROLE_LABELS[member.staff_role] : 'No staff role'}</p>
              </li>
            ))}
          </ul>
        )}
        {hasNextPage && (
          <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Look further among older users
          </Button>
        )}
        <p className="staff-when">
          To make an existing user an admin, or change a role, open their page from <Link to={PATHS.manageUsers}>Manage users</Link>.
        </p>
      </>
    );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The staff could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" count={2} label="Loading the staff" />;
  }

  return (
    <section aria-labelledby="staff-members-heading">
      <h2 id="staff-members-heading">Staff</h2>
      {content}
    </section>
  );
}
