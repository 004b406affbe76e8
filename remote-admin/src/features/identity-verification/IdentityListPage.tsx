import {
  EmptyState,
  ErrorState,
  identityVerificationPath,
  Link,
  LoadMore,
  MAX_USER_SEARCH_LENGTH,
  readApiError,
  Spinner,
  TextField,
  useLocation,
  useUrlSearch,
  type IdentityApplicant,
} from '@arcvest/shared';
import { useMemo } from 'react';
import { useGetIdentityVerificationsInfiniteQuery } from './identityVerificationApi';
import type { ListState } from './listState';
import './identityVerification.css';

/**
 * /dashboard/admin/manage-identity-verification: users who have applied, newest first,
 * searched on the server by username or email. The search is kept in the URL (?search=), so
 * Back from a user's page returns to the same results.
 */
export default function IdentityListPage() {
  const { input, setInput, search } = useUrlSearch();

  const query = useGetIdentityVerificationsInfiniteQuery({ search });
  const { currentData, isError, error, refetch } = query;
  const items = useMemo(() => currentData?.pages.flatMap((page) => page.items) ?? [], [currentData]);
  const total = currentData?.pages[0]?.total;

  let content;
  if (currentData) {
    content =
      items.length === 0 ? (
        <EmptyState>{search ? 'No users match your search criteria.' : 'No users has applied yet.'}</EmptyState>
      ) : (
        <>
          <ul className="applicant-rows">
            {items.map((item) => (
              <li key={item.id}>
                <ApplicantRow applicant={item} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} className="applicant-more" failure={'More users could not be loaded.'} />
        </>
      );
  } else if (isError) {
    content = <ErrorState message={readApiError(error, 'The identity verifications could not be loaded.').message} onRetry={() => void refetch()} />;
  } else {
    content = <Spinner label="Loading identity verifications" />;
  }

  return (
    <section className="identity-verification">
      <header className="page-title"><h1>Manage ID verifications</h1></header>
      <form className="applicant-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Search by username or email"
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          maxLength={MAX_USER_SEARCH_LENGTH}
          autoComplete="off"
        />
      </form>
      {/* Said when the results change, so a screen reader hears what a search found. */}
      <p className="applicant-count" aria-live="polite">{total === undefined ? '' : `${total} user(s) found.`}</p>
      {content}
    </section>
  );
}

function ApplicantRow({ applicant }: { applicant: IdentityApplicant }) {
  // The user's page links back to these results (listState.ts).
  const backTo: ListState = { listSearch: useLocation().search };
  return (
    <Link to={identityVerificationPath(applicant.id)} state={backTo} className="applicant-row">
      <span className="applicant-username">{applicant.username}</span>
      <span className="applicant-email">{applicant.email}</span>
      <span className="applicant-level">Level {applicant.level}</span>
      {applicant.pending && <span className="applicant-pending">Pending</span>}
    </Link>
  );
}
