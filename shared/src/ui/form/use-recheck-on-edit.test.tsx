import { renderWithProviders } from '../../test';
import { screen } from '@testing-library/react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldErrors } from '../../rules/field-errors';
import { Form, SubmitButton } from './form';
import { FormSelectField, FormTextField } from './form-fields';
import { useRecheckOnEdit } from './use-recheck-on-edit';
import { useRulesForm } from './use-rules-form';

interface Values {
  unit: string;
  size: string;
}

/** The size's rule reads the unit too: the kind of rule the hook is for. */
function rules({ unit, size }: Values): FieldErrors {
  const limit = unit === 'm' ? 10 : 1000;
  return Number(size) > limit ? { size: [`At most ${limit} ${unit}.`] } : {};
}

function Recheck({ form }: { form: UseFormReturn<Values> }) {
  useRecheckOnEdit(form);
  return null;
}

function SizeForm({ recheck }: { recheck: boolean }) {
  const form = useRulesForm<Values>({ defaultValues: { unit: 'm', size: '' }, rules });
  return (
    <Form form={form} onSubmit={() => undefined} failureMessage="Failed.">
      {recheck && <Recheck form={form} />}
      <FormSelectField label="Unit" name="unit" options={['m', 'cm']} />
      <FormTextField label="Size" name="size" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

async function refuseThenChangeUnit(recheck: boolean) {
  const { user } = renderWithProviders(<SizeForm recheck={recheck} />);
  await user.type(screen.getByLabelText('Size'), '50');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Size')).toHaveAccessibleDescription('At most 10 m.');
  await user.selectOptions(screen.getByLabelText('Unit'), 'cm');
}

describe('useRecheckOnEdit', () => {
  it('checks every field again when one is edited after a submit', async () => {
    await refuseThenChangeUnit(true);
    expect(screen.getByLabelText('Size')).not.toHaveAttribute('aria-invalid');
  });

  it('is needed: without it, only the edited field is checked again', async () => {
    await refuseThenChangeUnit(false);
    expect(screen.getByLabelText('Size')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks nothing before the first submit', async () => {
    const { user } = renderWithProviders(<SizeForm recheck />);
    await user.type(screen.getByLabelText('Size'), '50');
    await user.selectOptions(screen.getByLabelText('Unit'), 'cm');
    await user.selectOptions(screen.getByLabelText('Unit'), 'm');
    expect(screen.getByLabelText('Size')).not.toHaveAttribute('aria-invalid');
  });
});
