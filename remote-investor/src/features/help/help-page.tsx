import { activeLocale, EmptyState, ErrorState, Link, PATHS, readApiError, Skeleton, helpRequestPath, useLingui } from '@arcvest/shared';
import { SupportStatusBadge } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, SUPPORT_CATEGORY_TEXTS } from '@arcvest/shared/rules';
import { useGetMySupportRequestsQuery } from './api';
import { HELP_TEXTS } from './messages';
import './help.css';

/** /dashboard/help: the investor's support requests with their status, and the way to a new one (docs/support.md). */
export default function HelpPage() {
  const { _ } = useLingui();
  const { data, isError, error, refetch } = useGetMySupportRequestsQuery();
  let content;
  if (data && data.items.length === 0) {
    content = (
      <EmptyState>
        <p>{_(HELP_TEXTS.empty)}</p>
      </EmptyState>
    );
  } else if (data) {
    content = (
      <ul className="help-list" aria-label={_(HELP_TEXTS.list)}>
        {data.items.map((request) => (
          <li key={request.id} className="card help-item">
            <Link to={helpRequestPath(request.id)} className="help-item-subject">
              {request.subject}
            </Link>
            <SupportStatusBadge status={request.status} />
            <p className="help-item-meta">
              {request.link
                ? _({
                    ...HELP_TEXTS.itemMetaLinked,
                    values: {
                      category: _(SUPPORT_CATEGORY_TEXTS[request.category]),
                      link: request.link.label,
                      date: formatDateTime(request.updated_at, undefined, activeLocale()),
                    },
                  })
                : _({
                    ...HELP_TEXTS.itemMeta,
                    values: { category: _(SUPPORT_CATEGORY_TEXTS[request.category]), date: formatDateTime(request.updated_at, undefined, activeLocale()) },
                  })}
            </p>
          </li>
        ))}
      </ul>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, _(HELP_TEXTS.loadFailed)).message} onRetry={refetch} />;
  else content = <Skeleton label={_(HELP_TEXTS.loading)} shape="rows" count={3} />;

  return (
    <section className="help-page">
      <header className="page-title help-title">
        <h1>{_(HELP_TEXTS.title)}</h1>
        <Link to={PATHS.newHelpRequest} className="btn btn-primary">
          {_(HELP_TEXTS.newRequest)}
        </Link>
      </header>
      <p className="help-intro">{_(HELP_TEXTS.intro)}</p>
      {content}
    </section>
  );
}
