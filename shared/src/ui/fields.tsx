import { useId, useState, type InputHTMLAttributes, type ReactNode, type RefAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';

const PASSWORD_TEXTS = {
  show: /*i18n*/ { id: 'ui.passwordField.show', message: 'Show' },
  hide: /*i18n*/ { id: 'ui.passwordField.hide', message: 'Hide' },
  showField: /*i18n*/ { id: 'ui.passwordField.showField', message: 'Show {field}' },
  hideField: /*i18n*/ { id: 'ui.passwordField.hideField', message: 'Hide {field}' },
};

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className={`field ${error ? 'field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

// Each field takes a `ref` to its control (a prop in React 19), so a form library can focus it.
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, RefAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...input} />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle that screen readers can use. */
export function PasswordField({ label, hint, error, id, ...input }: Omit<TextFieldProps, 'type'>) {
  const generated = useId();
  const fieldId = id ?? generated;
  const { _ } = useLingui();
  const [visible, setVisible] = useState(false);
  const field = label.toLowerCase();
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <span className="password-input">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          {...input}
        />
        <button
          type="button"
          className="password-toggle"
          aria-label={_({ ...(visible ? PASSWORD_TEXTS.hideField : PASSWORD_TEXTS.showField), values: { field } })}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {_(visible ? PASSWORD_TEXTS.hide : PASSWORD_TEXTS.show)}
        </button>
      </span>
    </FieldShell>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, RefAttributes<HTMLSelectElement> {
  label: string;
  /** `translate: 'no'` for an option that is a name, the same in every language (a coin's). */
  options: readonly (string | { value: string; label: string; translate?: 'no' })[];
  placeholder?: string;
  error?: string;
  /** Drawn inside the control's start, e.g. the chosen coin's logo (decorative: the option says it). */
  adornment?: ReactNode;
}

export function SelectField({ label, options, placeholder, error, id, adornment, ...select }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const control = (
    <select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, undefined, error)} {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => {
        const { value, label: text, translate } = typeof option === 'string' ? { value: option, label: option, translate: undefined } : option;
        return (
          <option key={value} value={value} translate={translate}>
            {text}
          </option>
        );
      })}
    </select>
  );
  return (
    <FieldShell id={fieldId} label={label} error={error}>
      {adornment ? (
        <span className="field-adorned">
          <span className="field-adornment" aria-hidden="true">
            {adornment}
          </span>
          {control}
        </span>
      ) : (
        control
      )}
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, RefAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** Several lines of text, e.g. a reason the user will read. */
export function TextAreaField({ label, hint, error, id, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <textarea id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, hint, error)} {...textarea} />
    </FieldShell>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, RefAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
}

/** A box to tick, its label beside it and its error under both. */
export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`field ${error ? 'field-invalid' : ''}`}>
      <div className="checkbox">
        <input id={fieldId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(fieldId, undefined, error)} {...input} />
        <label htmlFor={fieldId}>{label}</label>
      </div>
      {error && (
        <small id={`${fieldId}-error`} className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
