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
  Trans,
  useLingui,
  useParams,
  useToast,
  type SupportThread,
  activeLocale,
} from '@arcvest/shared';
import { CloseSupportRequestButton, SupportStatusBadge, SupportThreadMessages } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormTextAreaField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { formatDateTime, MAX_SUPPORT_MESSAGE_LENGTH, SUPPORT_CATEGORY_TEXTS, supportReplyErrors } from '@arcvest/shared/rules';
import { useState } from 'react';
import { useCloseSupportRequestMutation, useGetMySupportRequestQuery, useReplyToSupportRequestMutation } from './api';
import { AttachmentPicker, supportFormData } from './attachment-picker';
import { REQUEST_TEXTS as TEXTS } from './messages';
import './help.css';

function ReplyForm({ requestId }: { requestId: number }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const [reply] = useReplyToSupportRequestMutation();
  const form = useRulesForm<{ body: string }>({
    defaultValues: { body: '' },
    rules: (values) => supportReplyErrors(values, _),
  });
  const send = async ({ body }: { body: string }) => {
    const { message } = await reply({ id: requestId, form: supportFormData({ body: body.trim() }, files) }).unwrap();
    toast.success(message);
    form.reset();
    setFiles([]);
  };
  return (
    <Form form={form} onSubmit={send} failureMessage={_(TEXTS.replyFailed)} className="card form help-form" aria-label={_(TEXTS.reply)}>
      <FormTextAreaField label={_(TEXTS.yourReply)} name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} required />
      <AttachmentPicker files={files} onChange={setFiles} />
      <FormError />
      <div className="form-controls">
        <SubmitButton>{_(TEXTS.sendReply)}</SubmitButton>
      </div>
    </Form>
  );
}

function CloseInvestorRequest({ requestId }: { requestId: number }) {
  const { _ } = useLingui();
  const [close] = useCloseSupportRequestMutation();
  return <CloseSupportRequestButton close={() => close(requestId).unwrap()} explanation={_(TEXTS.closeExplanation)} />;
}

function Thread({ request }: { request: SupportThread }) {
  const { _ } = useLingui();
  const category = _(SUPPORT_CATEGORY_TEXTS[request.category]);
  const date = formatDateTime(request.created_at, undefined, activeLocale());
  const closed = request.status === 'closed';
  return (
    <>
      <header className="page-title help-title">
        <h1>{request.subject}</h1>
        <SupportStatusBadge status={request.status} />
      </header>
      <p className="help-thread-facts">
        {request.link ? _({ ...TEXTS.factsLinked, values: { category, link: request.link.label, date } }) : _({ ...TEXTS.facts, values: { category, date } })}
      </p>
      <SupportThreadMessages requestId={request.id} messages={request.messages} viewer="investor" />
      {closed ? (
        <p className="help-closed-note">
          <Trans {...TEXTS.closed} components={{ 0: <Link to={PATHS.newHelpRequest} /> }} />
        </p>
      ) : (
        <>
          <ReplyForm requestId={request.id} />
          <div className="help-thread-actions">
            <Link to={PATHS.help}>{_(TEXTS.allRequests)}</Link>
            <CloseInvestorRequest requestId={request.id} />
          </div>
        </>
      )}
    </>
  );
}

/** /dashboard/help/{id}: one of the investor's requests, its messages (never staff notes), reply and close (docs/support.md). */
export default function RequestPage() {
  const { _ } = useLingui();
  const id = Number(useParams().id);
  const { data, isError, error, refetch } = useGetMySupportRequestQuery(id, { skip: !Number.isSafeInteger(id) || id < 1 });
  useCrumbLabel(helpRequestPath(id), data && _({ ...TEXTS.crumb, values: { id: data.id } }));
  if (!Number.isSafeInteger(id) || id < 1 || (isError && isNotFound(error))) return <NotFound backTo={PATHS.help} backLabel={_(TEXTS.backToHelp)} />;
  let content;
  if (data) content = <Thread request={data} />;
  else if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={refetch} />;
  else content = <Skeleton label={_(TEXTS.loading)} shape="lines" />;
  return <section className="help-page">{content}</section>;
}
