import { Link, PATHS, helpRequestPath, useLingui, useNavigate, useSearchParams, useToast } from '@arcvest/shared';
import { Form, FormError, FormSelectField, FormTextAreaField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import {
  MAX_SUPPORT_MESSAGE_LENGTH,
  MAX_SUPPORT_SUBJECT_LENGTH,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_TEXTS,
  supportRequestErrors,
  type SupportRequestForm,
} from '@arcvest/shared/rules';
import { useState } from 'react';
import { useOpenSupportRequestMutation } from './api';
import { AttachmentPicker, supportFormData } from './attachment-picker';
import { NEW_REQUEST_TEXTS as TEXTS } from './messages';
import './help.css';

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
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const link = linkedItem(search);
  const [files, setFiles] = useState<File[]>([]);
  const [openRequest] = useOpenSupportRequestMutation();
  const form = useRulesForm<SupportRequestForm>({
    defaultValues: { category: link?.type === 'plan' ? 'plan' : link ? 'deposit' : '', subject: '', body: '' },
    rules: (values) => supportRequestErrors(values, _),
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
        <h1>{_(TEXTS.title)}</h1>
      </header>
      <Form form={form} onSubmit={send} failureMessage={_(TEXTS.failed)} className="card form help-form" aria-label={_(TEXTS.title)}>
        {link && <p className="help-link-note">{_({ ...(link.type === 'plan' ? TEXTS.aboutPlan : TEXTS.aboutTransaction), values: { id: link.id } })}</p>}
        <FormSelectField
          label={_(TEXTS.category)}
          name="category"
          placeholder={_(TEXTS.categoryPlaceholder)}
          options={SUPPORT_CATEGORIES.map((category) => ({ value: category, label: _(SUPPORT_CATEGORY_TEXTS[category]) }))}
          required
        />
        <FormTextField label={_(TEXTS.subject)} name="subject" maxLength={MAX_SUPPORT_SUBJECT_LENGTH} required />
        <FormTextAreaField label={_(TEXTS.message)} name="body" maxLength={MAX_SUPPORT_MESSAGE_LENGTH} hint={_(TEXTS.messageHint)} required />
        <AttachmentPicker files={files} onChange={setFiles} />
        <FormError />
        <div className="form-controls help-thread-actions">
          <Link to={PATHS.help}>{_(TEXTS.cancel)}</Link>
          <SubmitButton>{_(TEXTS.send)}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
