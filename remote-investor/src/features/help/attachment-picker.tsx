import { Button, useLingui } from '@arcvest/shared';
import { readFileHead } from '@arcvest/shared/dashboard-ui';
import { MAX_SUPPORT_ATTACHMENTS, SUPPORT_ATTACHMENT_ACCEPT, supportAttachmentErrors, supportAttachmentHint, type SupportFile } from '@arcvest/shared/rules';
import { useId, useState } from 'react';
import { ATTACHMENT_TEXTS as TEXTS } from './messages';

/** Read for the shared rules; an unreadable file has no bytes, so the type rule refuses it. */
const readHead = (file: File): Promise<SupportFile> => readFileHead(file).catch(() => ({ name: file.name, size: file.size, head: new Uint8Array() }));

/**
 * Up to three images or PDFs, checked by the shared rules as they are chosen (type by their bytes,
 * size, count), so a refused file says why before anything is sent; the server checks again.
 */
export function AttachmentPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { _ } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [refusals, setRefusals] = useState<string[]>([]);

  const choose = async (chosen: File[]) => {
    const all = [...files, ...chosen];
    const heads = await Promise.all(all.map(readHead));
    const countError = supportAttachmentErrors(heads, _).filter(() => all.length > MAX_SUPPORT_ATTACHMENTS);
    if (countError.length > 0) {
      setRefusals(countError);
      return;
    }
    const accepted = all.filter((_file, index) => supportAttachmentErrors([heads[index]], _).length === 0);
    setRefusals(supportAttachmentErrors(heads, _));
    onChange(accepted);
  };

  const full = files.length >= MAX_SUPPORT_ATTACHMENTS;
  return (
    <div className="field help-attachments">
      <label htmlFor={inputId}>{_(TEXTS.label)}</label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={SUPPORT_ATTACHMENT_ACCEPT}
        disabled={full}
        aria-describedby={refusals.length > 0 ? `${hintId} ${errorId}` : hintId}
        aria-invalid={refusals.length > 0 || undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length > 0) void choose(chosen);
        }}
      />
      <p id={hintId} className="field-hint">
        {full ? _({ ...TEXTS.full, values: { max: MAX_SUPPORT_ATTACHMENTS } }) : supportAttachmentHint(_)}
      </p>
      {refusals.length > 0 && (
        <div id={errorId} className="field-error" role="alert">
          {refusals.map((refusal) => (
            <p key={refusal}>{refusal}</p>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <ul className="help-files" aria-label={_(TEXTS.list)}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="help-file">
              <span translate="no">{file.name}</span>
              <Button
                variant="ghost"
                onClick={() => onChange(files.filter((_kept, kept) => kept !== index))}
                aria-label={_({ ...TEXTS.removeNamed, values: { name: file.name } })}
              >
                {_(TEXTS.remove)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The message text and the files as multipart/form-data, each file under its own field. */
export function supportFormData(fields: Record<string, string>, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) => form.append(`attachment_${index + 1}`, file, file.name));
  return form;
}
