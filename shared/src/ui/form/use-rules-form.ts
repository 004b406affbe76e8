import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { FieldErrors } from '../../rules/field-errors';
import { rulesResolver } from './rules-resolver';

export interface RulesFormOptions<Values extends FieldValues, Payload> extends Omit<UseFormProps<Values, unknown, Payload>, 'resolver'> {
  /** Every field's starting text: a form holds what the user types. */
  defaultValues: DefaultValues<Values>;
  /** The shared rule giving each field's messages; a form without one sends what was typed. */
  rules?: (values: Values) => FieldErrors;
  /** What `onSubmit` receives once the rules pass (e.g. dollars as cents); the values otherwise. */
  toPayload?: (values: Values) => Payload;
}

const noRules = (): FieldErrors => ({});

/**
 * react-hook-form's `useForm`, validated by a shared rule. Focus after a refused submit is left to
 * <Form>, which moves it to the first invalid field in page order for the rules' and the server's
 * errors alike.
 */
export function useRulesForm<Values extends FieldValues, Payload = Values>({ rules = noRules, toPayload, ...options }: RulesFormOptions<Values, Payload>) {
  return useForm<Values, unknown, Payload>({ ...options, resolver: rulesResolver(rules, toPayload), shouldFocusError: false });
}
