import { identityVerificationPath, Link, useLocation, type IdentityApplicant } from '@arcvest/shared';
import { SearchedList } from '@arcvest/shared/dashboard-ui';
import { useGetIdentityVerificationsInfiniteQuery } from './api';
import type { ListState } from './list-state';
import './identity-verification.css';

/**
 * /dashboard/admin/manage-identity-verification: users who have applied, newest first,
 * searched on the server by username or email. The search is kept in the URL (?search=), so
 * Back from a user's page returns to the same results.
 */
export default function IdentityListPage() {
  return (
    <section className="identity-verification">
      <header className="page-title">
        <h1>Manage ID verifications</h1>
      </header>
      <SearchedList
        useQuery={useGetIdentityVerificationsInfiniteQuery}
        filter={{}}
        renderItem={(applicant: IdentityApplicant) => <ApplicantRow applicant={applicant} />}
        classPrefix="applicant"
        emptyText="No users has applied yet."
        what="identity verifications"
      />
    </section>
  );
}

function ApplicantRow({ applicant }: { applicant: IdentityApplicant }) {
  // The user's page links back to these results (list-state.ts).
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
