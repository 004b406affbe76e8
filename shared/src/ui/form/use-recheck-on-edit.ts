import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * For rules that read several fields (an address checked for the chosen coin, a number for its
 * country): once a submit has been tried, each edit checks the whole form again, so every
 * message follows the edit, not only the edited field's own.
 */
export function useRecheckOnEdit<Values extends FieldValues, Payload>(form: UseFormReturn<Values, unknown, Payload>) {
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, isSubmitted }) => {
          if (name && isSubmitted) void form.trigger();
        },
      }),
    [form],
  );
}
