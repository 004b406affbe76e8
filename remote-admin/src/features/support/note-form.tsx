import { useLingui, useToast } from '@arcvest/shared';
import { Form, FormError, FormTextAreaField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MAX_SUPPORT_MESSAGE_LENGTH, supportReplyErrors } from '@arcvest/shared/rules';
import { useAddSupportNoteMutation } from './api';
import { NOTE_TEXTS as TEXTS } from './messages';

/** A note for staff only: never shown or emailed to the investor. */
export function NoteForm({ requestId }: { requestId: number }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [addNote] = useAddSupportNoteMutation();
  const form = useRulesForm<{ body: string }>({ defaultValues: { body: '' }, rules: (values) => supportReplyErrors(values, _) });
  const send = async ({ body }: { body: string }) => {
    toast.success((await addNote({ id: requestId, body: body.trim() }).unwrap()).message);
    form.reset();
  };
  return (
    <Form form={form} onSubmit={send} failureMessage={_(TEXTS.failed)} className="card form support-note-form" aria-label={_(TEXTS.heading)}>
      <h2 className="card-title">{_(TEXTS.heading)}</h2>
      <FormTextAreaField label={_(TEXTS.label)} name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} hint={_(TEXTS.hint)} required />
      <FormError />
      <div className="form-controls">
        <SubmitButton variant="secondary">{_(TEXTS.add)}</SubmitButton>
      </div>
    </Form>
  );
}
