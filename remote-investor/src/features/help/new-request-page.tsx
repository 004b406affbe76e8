import { Link, PATHS, helpRequestPath, useNavigate, useSearchParams, useToast } from '@arcvest/shared';
import { Form, FormError, FormSelectField, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  MAX_SUPPORT_MESSAGE_LENGTH,
  MAX_SUPPORT_SUBJECT_LENGTH,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  supportRequestErrors,
  type SupportRequestForm,
} from '@arcvest/shared/rules';
import { useState } from 'react';
import { useOpenSupportRequestMutation } from './api';
import { AttachmentPicker, supportFormData } from './attachment-picker';
import './help.css';

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((category) => ({ value: category, label: SUPPORT_CATEGORY_LABELS[category] }));

/** The item the form was opened from (a transaction's or a plan's details): ?transaction=12 or ?plan=3. */
function linkedItem(search: URLSearchParams): { type: 'transaction' | 'plan'; id: string } | null {
  for (const type of ['transaction', 'plan'] as const) {
    const id = search.get(type);
    if (id && /^[1-9][0-9]{0,14}$/.test(id)) return { type, id };
  }
  return null;
}

/** /dashboard/help/new: a new support request, with the linked transaction or plan when opened from one (docs/support.md). */
export default function NewRequestPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const link = linkedItem(search);
  const [files, setFiles] = useState<File[]>([]);
  const [openRequest] = useOpenSupportRequestMutation();
  const form = useRulesForm<SupportRequestForm>({
    defaultValues: { category: link?.type === 'plan' ? 'plan' : link ? 'deposit' : '', subject: '', body: '' },
    rules: supportRequestErrors,
  });

  const send = async (values: SupportRequestForm) => {
    const fields: Record<string, string> = { category: values.category, subject: values.subject.trim(), body: values.body.trim() };
    if (link) Object.assign(fields, { link_type: link.type, link_id: link.id });
    const { message, id } = await openRequest(supportFormData(fields, files)).unwrap();
    toast.success(message);
    navigate(helpRequestPath(id));
  };

  return (
    <section className="help-page">
      <header className="page-title help-title">
        <h1>New support request</h1>
      </header>
      <Form
        form={form}
        onSubmit={send}
        failureMessage="Your request could not be sent. Please try again."
        className="card form help-form"
        aria-label="New support request"
      >
        {link && (
          <p className="help-link-note">
            About {link.type} #{link.id}: we will see its details with your request.
          </p>
        )}
        <FormSelectField label="What is it about?" name="category" placeholder="Choose a topic" options={CATEGORY_OPTIONS} required />
        <FormTextField label="Subject" name="subject" maxLength={MAX_SUPPORT_SUBJECT_LENGTH} required />
        <FormTextAreaField
          label="Message"
          name="body"
          maxLength={MAX_SUPPORT_MESSAGE_LENGTH}
          hint="What happened, and what you expected. Never send your password or two-factor codes."
          required
        />
        <AttachmentPicker files={files} onChange={setFiles} />
        <FormError />
        <div className="form-controls help-thread-actions">
          <Link to={PATHS.help}>Cancel</Link>
          <SubmitButton>Send request</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
