import { EmptyState, ErrorState, Link, PATHS, readApiError, Skeleton, helpRequestPath } from '@arcvest/shared';
import { SupportStatusBadge } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, SUPPORT_CATEGORY_LABELS } from '@arcvest/shared/rules';
import { useGetMySupportRequestsQuery } from './api';
import './help.css';

/** /dashboard/help: the investor's support requests with their status, and the way to a new one (docs/support.md). */
export default function HelpPage() {
  const { data, isError, error, refetch } = useGetMySupportRequestsQuery();
  let content;
  if (data && data.items.length === 0) {
    content = (
      <EmptyState>
        <p>You have no support requests. If something went wrong with a deposit, a withdrawal, a plan or your account, ask us here.</p>
      </EmptyState>
    );
  } else if (data) {
    content = (
      <ul className="help-list" aria-label="Your requests">
        {data.items.map((request) => (
          <li key={request.id} className="card help-item">
            <Link to={helpRequestPath(request.id)} className="help-item-subject">
              {request.subject}
            </Link>
            <SupportStatusBadge status={request.status} />
            <p className="help-item-meta">
              {SUPPORT_CATEGORY_LABELS[request.category]}
              {request.link && <> · {request.link.label}</>} · last activity {formatDateTime(request.updated_at)}
            </p>
          </li>
        ))}
      </ul>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, 'Your requests could not be loaded.').message} onRetry={refetch} />;
  else content = <Skeleton label="Loading your requests" shape="rows" count={3} />;

  return (
    <section className="help-page">
      <header className="page-title help-title">
        <h1>Help</h1>
        <Link to={PATHS.newHelpRequest} className="btn btn-primary">
          New request
        </Link>
      </header>
      <p className="help-intro">Ask us about anything on your account. We answer here and by email, usually within a day.</p>
      {content}
    </section>
  );
}
