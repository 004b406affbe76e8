import { useToast } from '@arcvest/shared';
import { Form, FormError, FormTextAreaField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MAX_SUPPORT_MESSAGE_LENGTH, supportReplyErrors } from '@arcvest/shared/rules';
import { useAddSupportNoteMutation } from './api';

/** A note for staff only: never shown or emailed to the investor. */
export function NoteForm({ requestId }: { requestId: number }) {
  const toast = useToast();
  const [addNote] = useAddSupportNoteMutation();
  const form = useRulesForm<{ body: string }>({ defaultValues: { body: '' }, rules: supportReplyErrors });
  const send = async ({ body }: { body: string }) => {
    toast.success((await addNote({ id: requestId, body: body.trim() }).unwrap()).message);
    form.reset();
  };
  return (
    <Form
      form={form}
      onSubmit={send}
      failureMessage="The note could not be added. Please try again."
      className="card form support-note-form"
      aria-label="Internal note"
    >
      <h2 className="card-title">Internal note</h2>
      <FormTextAreaField label="Note for staff" name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} hint="The investor never sees this." required />
      <FormError />
      <div className="form-controls">
        <SubmitButton variant="secondary">Add internal note</SubmitButton>
      </div>
    </Form>
  );
}
