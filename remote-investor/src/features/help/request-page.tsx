import {
  ErrorState,
  helpRequestPath,
  useCrumbLabel,
  isNotFound,
  Link,
  NotFound,
  PATHS,
  readApiError,
  Skeleton,
  useParams,
  useToast,
  type SupportThread,
} from '@arcvest/shared';
import { CloseSupportRequestButton, SupportStatusBadge, SupportThreadMessages } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormTextAreaField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { formatDateTime, MAX_SUPPORT_MESSAGE_LENGTH, SUPPORT_CATEGORY_LABELS, supportReplyErrors } from '@arcvest/shared/rules';
import { useState } from 'react';
import { useCloseSupportRequestMutation, useGetMySupportRequestQuery, useReplyToSupportRequestMutation } from './api';
import { AttachmentPicker, supportFormData } from './attachment-picker';
import './help.css';

function ReplyForm({ requestId }: { requestId: number }) {
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [reply] = useReplyToSupportRequestMutation();
  const form = useRulesForm<{ body: string }>({
    defaultValues: { body: '' },
    rules: supportReplyErrors,
  });
  const send = async ({ body }: { body: string }) => {
    const { message } = await reply({ id: requestId, form: supportFormData({ body: body.trim() }, files) }).unwrap();
    toast.success(message);
    form.reset();
    setFiles([]);
  };
  return (
    <Form form={form} onSubmit={send} failureMessage="Your reply could not be sent. Please try again." className="card form help-form" aria-label="Reply">
      <FormTextAreaField label="Your reply" name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} required />
      <AttachmentPicker files={files} onChange={setFiles} />
      <FormError />
      <div className="form-controls">
        <SubmitButton>Send reply</SubmitButton>
      </div>
    </Form>
  );
}

function CloseInvestorRequest({ requestId }: { requestId: number }) {
  const [close] = useCloseSupportRequestMutation();
  return (
    <CloseSupportRequestButton
      close={() => close(requestId).unwrap()}
      explanation="Close it when your question is answered. A closed request takes no more replies; you can always open a new one."
    />
  );
}

function Thread({ request }: { request: SupportThread }) {
  const closed = request.status === 'closed';
  return (
    <>
      <header className="page-title help-title">
        <h1>{request.subject}</h1>
        <SupportStatusBadge status={request.status} />
      </header>
      <p className="help-thread-facts">
        {SUPPORT_CATEGORY_LABELS[request.category]}
        {request.link && <> · {request.link.label}</>} · opened {formatDateTime(request.created_at)}
      </p>
      <SupportThreadMessages requestId={request.id} messages={request.messages} viewer="investor" />
      {closed ? (
        <p className="help-closed-note">
          This request is closed. <Link to={PATHS.newHelpRequest}>Open a new request</Link> if you still need help.
        </p>
      ) : (
        <>
          <ReplyForm requestId={request.id} />
          <div className="help-thread-actions">
            <Link to={PATHS.help}>All my requests</Link>
            <CloseInvestorRequest requestId={request.id} />
          </div>
        </>
      )}
    </>
  );
}

/** /dashboard/help/{id}: one of the investor's requests, its messages (never staff notes), reply and close (docs/support.md). */
export default function RequestPage() {
  const id = Number(useParams().id);
  const { data, isError, error, refetch } = useGetMySupportRequestQuery(id, { skip: !Number.isSafeInteger(id) || id < 1 });
  useCrumbLabel(helpRequestPath(id), data && `Request #${data.id}`);
  if (!Number.isSafeInteger(id) || id < 1 || (isError && isNotFound(error))) return <NotFound backTo={PATHS.help} backLabel="Back to Help" />;
  let content;
  if (data) content = <Thread request={data} />;
  else if (isError) content = <ErrorState message={readApiError(error, 'This request could not be loaded.').message} onRetry={refetch} />;
  else content = <Skeleton label="Loading the request" shape="lines" />;
  return <section className="help-page">{content}</section>;
}
