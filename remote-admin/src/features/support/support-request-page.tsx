import {
  activeLocale,
  ErrorState,
  isNotFound,
  supportRequestPath,
  useCrumbLabel,
  NotFound,
  PATHS,
  readApiError,
  Skeleton,
  useAppSelector,
  useParams,
  type SupportStaffThread,
  Trans,
  useLingui,
} from '@arcvest/shared';
import { CloseSupportRequestButton, SupportStatusBadge, SupportThreadMessages, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, SUPPORT_CATEGORY_TEXTS } from '@arcvest/shared/rules';
import { useCloseStaffSupportRequestMutation, useGetStaffSupportRequestQuery } from './api';
import { AssignButton } from './assign-button';
import { InvestorHistory } from './investor-history';
import { SUPPORT_REQUEST_TEXTS as TEXTS } from './messages';
import { NoteForm } from './note-form';
import { StaffReplyForm } from './staff-reply-form';
import './support.css';

function CloseStaffRequest({ requestId }: { requestId: number }) {
  const { _ } = useLingui();
  const [close] = useCloseStaffSupportRequestMutation();
  return <CloseSupportRequestButton close={() => close(requestId).unwrap()} explanation={_(TEXTS.closeExplanation)} />;
}

function Request({ request }: { request: SupportStaffThread }) {
  const { _ } = useLingui();
  const me = useAppSelector((state) => state.auth.user?.id);
  const mayAnswer = useStaffCan('support.answer');
  const open = request.status !== 'closed';
  return (
    <>
      <header className="page-title support-title">
        <h1>{request.subject}</h1>
        <SupportStatusBadge status={request.status} />
      </header>
      <p className="support-queue-meta">
        <Trans
          {...(request.link ? TEXTS.factsLinked : TEXTS.facts)}
          values={{
            id: request.id,
            category: _(SUPPORT_CATEGORY_TEXTS[request.category]),
            username: request.investor.username,
            date: formatDateTime(request.created_at, undefined, activeLocale()),
            link: request.link?.label,
            assignee: request.assigned_to ? _({ ...TEXTS.assignedTo, values: { username: request.assigned_to.username } }) : _(TEXTS.unassigned),
          }}
          components={{ 0: <bdi dir="ltr" translate="no" /> }}
        />
      </p>
      <div className="support-request-layout">
        <div className="support-request-main">
          <SupportThreadMessages requestId={request.id} messages={request.messages} viewer="staff" />
          {mayAnswer && open && <StaffReplyForm requestId={request.id} />}
          {mayAnswer && <NoteForm requestId={request.id} />}
          {mayAnswer && open && (
            <div className="support-actions">
              {request.assigned_to?.id !== me && <AssignButton requestId={request.id} subject={request.subject} />}
              <CloseStaffRequest requestId={request.id} />
            </div>
          )}
        </div>
        <InvestorHistory request={request} />
      </div>
    </>
  );
}

/** /dashboard/admin/support/{id}: a request with its internal notes, the investor's recent history, and the staff's actions (docs/support.md). */
export default function SupportRequestPage() {
  const { _ } = useLingui();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, isError, error, refetch } = useGetStaffSupportRequestQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  useCrumbLabel(supportRequestPath(id), data && _({ ...TEXTS.crumb, values: { id: data.id } }));
  if (!valid || (isError && isNotFound(error))) return <NotFound backTo={PATHS.supportQueue} backLabel={_(TEXTS.backToQueue)} />;
  let content;
  if (data) content = <Request request={data} />;
  else if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="lines" label={_(TEXTS.loading)} />;
  return <section className="support-desk">{content}</section>;
}
