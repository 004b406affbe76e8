import {
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
} from '@arcvest/shared';
import { CloseSupportRequestButton, SupportStatusBadge, SupportThreadMessages, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { formatDateTime, SUPPORT_CATEGORY_LABELS } from '@arcvest/shared/rules';
import { useCloseStaffSupportRequestMutation, useGetStaffSupportRequestQuery } from './api';
import { AssignButton } from './assign-button';
import { InvestorHistory } from './investor-history';
import { NoteForm } from './note-form';
import { StaffReplyForm } from './staff-reply-form';
import './support.css';

function CloseStaffRequest({ requestId }: { requestId: number }) {
  const [close] = useCloseStaffSupportRequestMutation();
  return <CloseSupportRequestButton close={() => close(requestId).unwrap()} explanation="The investor can no longer reply to it; they can open a new one." />;
}

function Request({ request }: { request: SupportStaffThread }) {
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
        #{request.id} · {SUPPORT_CATEGORY_LABELS[request.category]} · from {request.investor.username} · opened {formatDateTime(request.created_at)}
        {request.link && <> · about {request.link.label}</>} · {request.assigned_to ? `assigned to ${request.assigned_to.username}` : 'unassigned'}
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
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, isError, error, refetch } = useGetStaffSupportRequestQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  useCrumbLabel(supportRequestPath(id), data && `Request #${data.id}`);
  if (!valid || (isError && isNotFound(error))) return <NotFound backTo={PATHS.supportQueue} backLabel="Back to the support queue" />;
  let content;
  if (data) content = <Request request={data} />;
  else if (isError) content = <ErrorState message={readApiError(error, 'This request could not be loaded.').message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="lines" label="Loading the request" />;
  return <section className="support-desk">{content}</section>;
}
