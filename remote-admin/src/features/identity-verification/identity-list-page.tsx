import { identityVerificationPath, Link, useLingui, useLocation, type IdentityApplicant } from '@arcvest/shared';
import { SearchedList } from '@arcvest/shared/dashboard-ui';
import { useGetIdentityVerificationsInfiniteQuery } from './api';
import type { ListState } from './list-state';
import { IDENTITY_LIST_TEXTS as TEXTS } from './messages';
import './identity-verification.css';

/**
 * /dashboard/admin/manage-identity-verification: users who have applied, newest first,
 * searched on the server by username or email. The search is kept in the URL (?search=), so
 * Back from a user's page returns to the same results.
 */
export default function IdentityListPage() {
  const { _ } = useLingui();
  return (
    <section className="identity-verification">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <SearchedList
        useQuery={useGetIdentityVerificationsInfiniteQuery}
        filter={{}}
        renderItem={(applicant: IdentityApplicant) => <ApplicantRow applicant={applicant} />}
        classPrefix="applicant"
        emptyText={_(TEXTS.empty)}
        what={_(TEXTS.what)}
      />
    </section>
  );
}

function ApplicantRow({ applicant }: { applicant: IdentityApplicant }) {
  const { _ } = useLingui();
  // The user's page links back to these results (list-state.ts).
  const backTo: ListState = { listSearch: useLocation().search };
  return (
    <Link to={identityVerificationPath(applicant.id)} state={backTo} className="applicant-row">
      <span className="applicant-username" dir="ltr" translate="no">
        {applicant.username}
      </span>
      <span className="applicant-email" dir="ltr" translate="no">
        {applicant.email}
      </span>
      <span className="applicant-level">{_({ ...TEXTS.level, values: { level: applicant.level } })}</span>
      {applicant.pending && <span className="applicant-pending">{_(TEXTS.pending)}</span>}
    </Link>
  );
}
