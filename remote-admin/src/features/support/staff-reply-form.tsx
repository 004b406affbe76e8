import { SelectField, useLingui, useToast } from '@arcvest/shared';
import { Form, FormCheckboxField, FormError, FormTextAreaField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { MAX_SUPPORT_MESSAGE_LENGTH, supportReplyErrors } from '@arcvest/shared/rules';
import { useGetSavedRepliesQuery, useSendStaffReplyMutation } from './api';
import { REPLY_TEXTS as TEXTS } from './messages';

interface ReplyValues {
  body: string;
  asks_investor: boolean;
}

/** The saved replies as a picker that fills the reply; the staff member edits it before sending. */
function SavedReplyPicker({ onPick }: { onPick: (body: string) => void }) {
  const { _ } = useLingui();
  const { data } = useGetSavedRepliesQuery();
  if (!data || data.items.length === 0) return null;
  return (
    <SelectField
      label={_(TEXTS.insert)}
      value=""
      placeholder={_(TEXTS.choose)}
      options={data.items.map((reply) => ({ value: String(reply.id), label: reply.title }))}
      onChange={(event) => {
        const picked = data.items.find((reply) => String(reply.id) === event.target.value);
        if (picked) onPick(picked.body);
      }}
    />
  );
}

/** A reply to the investor, emailed to them with a link; "asks for something" makes the request wait for them. */
export function StaffReplyForm({ requestId }: { requestId: number }) {
  const { _ } = useLingui();
  const toast = useToast();
  const [sendReply] = useSendStaffReplyMutation();
  const form = useRulesForm<ReplyValues>({ defaultValues: { body: '', asks_investor: false }, rules: (values) => supportReplyErrors(values, _) });
  const send = async (values: ReplyValues) => {
    toast.success((await sendReply({ id: requestId, body: values.body.trim(), asks_investor: values.asks_investor }).unwrap()).message);
    form.reset();
  };
  return (
    <Form form={form} onSubmit={send} failureMessage={_(TEXTS.failed)} className="card form" aria-label={_(TEXTS.heading)}>
      <h2 className="card-title">{_(TEXTS.heading)}</h2>
      <SavedReplyPicker onPick={(body) => form.setValue('body', body, { shouldDirty: true })} />
      <FormTextAreaField label={_(TEXTS.label)} name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} required />
      <FormCheckboxField name="asks_investor" label={_(TEXTS.asksInvestor)} />
      <FormError />
      <div className="form-controls">
        <SubmitButton>{_(TEXTS.send)}</SubmitButton>
      </div>
    </Form>
  );
}
