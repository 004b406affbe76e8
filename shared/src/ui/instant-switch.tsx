import { useState } from 'react';
import { readApiError, useToast } from '@arcvest/shared';

export interface InstantSwitchProps {
  label: string;
  checked: boolean;
  /** Saves the choice, e.g. `(on) => setRenewal({ id, auto_renew: on }).unwrap()`; its answer's message is toasted. */
  save: (on: boolean) => Promise<{ message: string }>;
  /** Said when the call fails without a message of its own. */
  failureMessage: string;
}

/** An on/off choice saved as soon as it is flipped (an input with role="switch"), disabled while it saves. */
export function InstantSwitch({ label, checked, save, failureMessage }: InstantSwitchProps) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const change = async (on: boolean) => {
    setSaving(true);
    try {
      toast.success((await save(on)).message);
    } catch (error) {
      toast.error(readApiError(error, failureMessage).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <label className="switch-field">
      <input type="checkbox" role="switch" checked={checked} disabled={saving} onChange={(event) => void change(event.target.checked)} />
      {label}
    </label>
  );
}
