import { Button, EmptyState, ErrorState, Link, PATHS, readApiError, Skeleton, manageUserPath, Trans, useLingui } from '@arcvest/shared';
import { STAFF_ROLE_TEXTS } from '@arcvest/shared/rules';
import { useGetStaffUsersInfiniteQuery } from './api';
import { STAFF_LIST_TEXTS as TEXTS } from './messages';

/**
 * The admins, newest first, each linked to their user page. The users list has no role filter:
 * the admins are picked from its pages, and "Look further" reads the next page of users.
 */
export function StaffList() {
  const { _ } = useLingui();
  const { data, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetStaffUsersInfiniteQuery();
  const staff = data?.pages.flatMap((page) => page.items).filter((user) => user.role === 'admin' && !user.deleted);

  let content;
  if (staff) {
    content = (
      <>
        {staff.length === 0 ? (
          <EmptyState>{_(TEXTS.empty)}</EmptyState>
        ) : (
          <ul className="staff-list">
            {staff.map((member) => (
              <li key={member.id} className="card staff-item">
                <p>
                  <Link to={manageUserPath(member.id)} dir="ltr" translate="no">
                    {member.username}
                  </Link>
                </p>
                <p>{_(member.staff_role ? STAFF_ROLE_TEXTS[member.staff_role] : TEXTS.noRole)}</p>
              </li>
            ))}
          </ul>
        )}
        {hasNextPage && (
          <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {_(TEXTS.lookFurther)}
          </Button>
        )}
        <p className="staff-when">
          <Trans {...TEXTS.howToChange} components={{ 0: <Link to={PATHS.manageUsers} /> }} />
        </p>
      </>
    );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  } else {
    content = <Skeleton shape="rows" count={2} label={_(TEXTS.loading)} />;
  }

  return (
    <section aria-labelledby="staff-members-heading">
      <h2 id="staff-members-heading">{_(TEXTS.heading)}</h2>
      {content}
    </section>
  );
}
