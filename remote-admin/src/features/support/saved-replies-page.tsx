import {
  Button,
  EmptyState,
  ErrorState,
  readApiError,
  showApiError,
  Skeleton,
  useLingui,
  useToast,
  type SavedReply,
  type SavedReplyBody,
} from '@arcvest/shared';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MAX_SAVED_REPLY_TITLE_LENGTH, MAX_SUPPORT_MESSAGE_LENGTH, savedReplyErrors } from '@arcvest/shared/rules';
import { useCreateSavedReplyMutation, useDeleteSavedReplyMutation, useGetSavedRepliesQuery } from './api';
import { SAVED_REPLIES_TEXTS as TEXTS } from './messages';
import './support.css';

function NewSavedReply() {
  const { _ } = useLingui();
  const toast = useToast();
  const [create] = useCreateSavedReplyMutation();
  const form = useRulesForm<SavedReplyBody>({ defaultValues: { title: '', body: '' }, rules: (values) => savedReplyErrors(values, _) });
  const save = async (values: SavedReplyBody) => {
    toast.success((await create({ title: values.title.trim(), body: values.body.trim() }).unwrap()).message);
    form.reset();
  };
  return (
    <Form form={form} onSubmit={save} failureMessage={_(TEXTS.saveFailed)} className="card form" aria-label={_(TEXTS.newReply)}>
      <h2 className="card-title">{_(TEXTS.newReply)}</h2>
      <FormTextField label={_(TEXTS.replyTitle)} name="title" maxLength={MAX_SAVED_REPLY_TITLE_LENGTH} required />
      <FormTextAreaField label={_(TEXTS.text)} name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} required />
      <FormError />
      <div className="form-controls">
        <SubmitButton>{_(TEXTS.save)}</SubmitButton>
      </div>
    </Form>
  );
}

function DeleteButton({ reply }: { reply: SavedReply }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteSavedReplyMutation();
  const run = async () => {
    try {
      toast.success((await remove(reply.id).unwrap()).message);
    } catch (failure) {
      showApiError(toast, failure, _(TEXTS.deleteFailed));
    }
  };
  return (
    <Button variant="danger-outline" onClick={run} busy={isLoading} aria-label={_({ ...TEXTS.deleteNamed, values: { title: reply.title } })}>
      {_(TEXTS.delete)}
    </Button>
  );
}

/** /dashboard/admin/support/saved-replies: the texts staff insert into replies (docs/support.md). */
export default function SavedRepliesPage() {
  const { _ } = useLingui();
  const mayAnswer = useStaffCan('support.answer');
  const { data, isError, error, refetch } = useGetSavedRepliesQuery();
  let content;
  if (data && data.items.length === 0) content = <EmptyState>{_(TEXTS.empty)}</EmptyState>;
  else if (data) {
    content = (
      <ul className="support-queue" aria-label={_(TEXTS.list)}>
        {data.items.map((reply) => (
          <li key={reply.id} className="card support-saved-reply">
            <h2 className="card-title">{reply.title}</h2>
            <p className="support-message-body">{reply.body}</p>
            {mayAnswer && <DeleteButton reply={reply} />}
          </li>
        ))}
      </ul>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="rows" label={_(TEXTS.loading)} />;
  return (
    <section className="support-desk support-saved-replies">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      {mayAnswer && <NewSavedReply />}
      {content}
    </section>
  );
}
