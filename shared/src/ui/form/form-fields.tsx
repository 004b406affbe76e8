import type { ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@arcvest/shared';

/** The form owns the value, its error and the element's ref; the field takes only `name`. */
type Bound<Props> = Omit<Props, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'> & { name: string };

type Normalized = {
  /** Rewrites what is typed before the form stores it, e.g. keeps only digits. */
  normalize?: (text: string) => string;
};

function useBoundField(name: string, normalize?: (text: string) => string) {
  const { field, fieldState } = useController({ name });
  return {
    name: field.name,
    ref: field.ref,
    value: (field.value as string | undefined) ?? '',
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      field.onChange(normalize ? normalize(event.target.value) : event.target.value),
    error: fieldState.error?.message,
  };
}

/** A TextField of the surrounding <Form>, by name. */
export function FormTextField({ name, normalize, ...props }: Bound<TextFieldProps> & Normalized) {
  return <TextField {...props} {...useBoundField(name, normalize)} />;
}

/** A PasswordField (show/hide) of the surrounding <Form>, by name. */
export function FormPasswordField({ name, ...props }: Bound<Omit<TextFieldProps, 'type'>>) {
  return <PasswordField {...props} {...useBoundField(name)} />;
}

/** A SelectField of the surrounding <Form>, by name. */
export function FormSelectField({ name, ...props }: Bound<SelectFieldProps>) {
  return <SelectField {...props} {...useBoundField(name)} />;
}

/** A TextAreaField of the surrounding <Form>, by name. */
export function FormTextAreaField({ name, normalize, ...props }: Bound<TextAreaFieldProps> & Normalized) {
  return <TextAreaField {...props} {...useBoundField(name, normalize)} />;
}

/** A CheckboxField of the surrounding <Form>, by name: its value is a boolean. */
export function FormCheckboxField({ name, ...props }: Bound<Omit<CheckboxFieldProps, 'checked'>>) {
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController({ name });
  return (
    <CheckboxField
      {...props}
      name={name}
      ref={ref}
      checked={value === true}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.checked)}
      error={fieldState.error?.message}
    />
  );
}
