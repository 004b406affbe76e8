import { Button, EmptyState, ErrorState, readApiError, showApiError, Skeleton, useToast, type SavedReply, type SavedReplyBody } from '@arcvest/shared';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { Form, FormError, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MAX_SAVED_REPLY_TITLE_LENGTH, MAX_SUPPORT_MESSAGE_LENGTH, savedReplyErrors } from '@arcvest/shared/rules';
import { useCreateSavedReplyMutation, useDeleteSavedReplyMutation, useGetSavedRepliesQuery } from './api';
import './support.css';

function NewSavedReply() {
  const toast = useToast();
  const [create] = useCreateSavedReplyMutation();
  const form = useRulesForm<SavedReplyBody>({ defaultValues: { title: '', body: '' }, rules: savedReplyErrors });
  const save = async (values: SavedReplyBody) => {
    toast.success((await create({ title: values.title.trim(), body: values.body.trim() }).unwrap()).message);
    form.reset();
  };
  return (
    <Form form={form} onSubmit={save} failureMessage="The reply could not be saved. Please try again." className="card form" aria-label="New saved reply">
      <h2 className="card-title">New saved reply</h2>
      <FormTextField label="Title" name="title" maxLength={MAX_SAVED_REPLY_TITLE_LENGTH} required />
      <FormTextAreaField label="Text" name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} required />
      <FormError />
      <div className="form-controls">
        <SubmitButton>Save reply</SubmitButton>
      </div>
    </Form>
  );
}

function DeleteButton({ reply }: { reply: SavedReply }) {
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteSavedReplyMutation();
  const run = async () => {
    try {
      toast.success((await remove(reply.id).unwrap()).message);
    } catch (failure) {
      showApiError(toast, failure, 'The saved reply could not be deleted. Please try again.');
    }
  };
  return (
    <Button variant="danger-outline" onClick={run} busy={isLoading} aria-label={`Delete the saved reply “${reply.title}”`}>
      Delete
    </Button>
  );
}

/** /dashboard/admin/support/saved-replies: the texts staff insert into replies (docs/support.md). */
export default function SavedRepliesPage() {
  const mayAnswer = useStaffCan('support.answer');
  const { data, isError, error, refetch } = useGetSavedRepliesQuery();
  let content;
  if (data && data.items.length === 0) content = <EmptyState>No saved replies yet.</EmptyState>;
  else if (data) {
    content = (
      <ul className="support-queue" aria-label="Saved replies">
        {data.items.map((reply) => (
          <li key={reply.id} className="card support-saved-reply">
            <h2 className="card-title">{reply.title}</h2>
            <p className="support-message-body">{reply.body}</p>
            {mayAnswer && <DeleteButton reply={reply} />}
          </li>
        ))}
      </ul>
    );
  } else if (isError) content = <ErrorState message={readApiError(error, 'The saved replies could not be loaded.').message} onRetry={() => void refetch()} />;
  else content = <Skeleton shape="rows" label="Loading the saved replies" />;
  return (
    <section className="support-desk support-saved-replies">
      <header className="page-title">
        <h1>Saved replies</h1>
      </header>
      {mayAnswer && <NewSavedReply />}
      {content}
    </section>
  );
}
