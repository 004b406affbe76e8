import { activeLocale, useHydrated } from '@arcvest/shared';
import { countryOptions } from '@arcvest/shared/countries';
import { FormSelectField } from '@arcvest/shared/forms';
import { useDeferredValue } from 'react';

/**
 * Sign-up's and an invitation's country list, bound to the surrounding form's `country`. A page sent
 * as HTML gets the list without its 250 countries, which come once the page has hydrated: its form
 * is inert until then (shared's `<Form>`), so they would only have cost the page's first layout and
 * its hydration (Lighthouse's traces of /signup). They are drawn in a deferred render, which React
 * can interrupt, not in the synchronous one that ends hydration.
 */
export function FormCountryField({ label, placeholder }: { label: string; placeholder: string }) {
  const hydrated = useDeferredValue(useHydrated());
  return (
    <FormSelectField
      label={label}
      name="country"
      placeholder={placeholder}
      options={hydrated ? countryOptions(activeLocale()) : []}
      translate="no"
      autoComplete="country-name"
      required
    />
  );
}
