import { renderWithProviders } from '../../test';
import { screen, waitFor } from '@testing-library/react';
import { formatUsd, parseUsd } from '../../rules/money';
import type { FieldErrors } from '../../rules/field-errors';
import { useConfirmedAction } from '../confirmed-action';
import { failureOntoFields } from './api-field-errors';
import { Form, SubmitButton } from './form';
import { FormTextField } from './form-fields';
import { useRulesForm } from './use-rules-form';

interface Values {
  amount: string;
  reason: string;
}
interface Payload {
  bonus: number;
  reason: string;
}

/** The shape of an admin card: the form checks, a confirm step names the user, then the call runs. */
function BonusCard({ give }: { give: (payload: Payload) => Promise<unknown> }) {
  const { ask, dialog } = useConfirmedAction();
  const form = useRulesForm<Values, Payload>({
    defaultValues: { amount: '', reason: '' },
    rules: (values): FieldErrors => (parseUsd(values.amount) ? {} : { amount: ['Please enter an amount above $0.00.'] }),
    toPayload: (values) => ({ bonus: parseUsd(values.amount) ?? 0, reason: values.reason.trim() }),
  });
  const askToGive = (payload: Payload) =>
    ask({
      title: 'Give bonus',
      confirmLabel: 'Give bonus',
      question: (
        <p>
          Give {formatUsd(payload.bonus)} bonus to <strong>ada</strong>?
        </p>
      ),
      run: () => give(payload),
      failureMessage: 'The bonus could not be given.',
      onSuccess: () => form.reset(),
      onFailure: failureOntoFields(form, { bonus: 'amount' }),
    });
  return (
    <>
      <Form form={form} onSubmit={askToGive} failureMessage="The bonus could not be given.">
        <FormTextField name="amount" label="Bonus in dollars" />
        <FormTextField name="reason" label="Reason" />
        <SubmitButton>Give</SubmitButton>
      </Form>
      {dialog}
    </>
  );
}

function renderCard(give: (payload: Payload) => Promise<unknown>) {
  const rendered = renderWithProviders(<BonusCard give={give} />);
  const giveBonus = async (amount: string) => {
    await rendered.user.type(screen.getByLabelText('Bonus in dollars'), amount);
    await rendered.user.click(screen.getByRole('button', { name: 'Give' }));
    expect(screen.getByRole('dialog', { name: 'Give bonus' })).toHaveTextContent(`Give ${formatUsd(parseUsd(amount) ?? 0)} bonus to ada?`);
    await rendered.user.click(screen.getByRole('button', { name: 'Give bonus' }));
  };
  return { ...rendered, giveBonus };
}

describe('a form that asks before its call', () => {
  it('sends the payload once confirmed, and empties the form after', async () => {
    const give = jest.fn(async () => ({ message: 'Bonus given.' }));
    const { giveBonus } = renderCard(give);
    await giveBonus('25.5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(give).toHaveBeenCalledWith({ bonus: 2550, reason: '' });
    expect(screen.getByLabelText('Bonus in dollars')).toHaveValue('');
  });

  it("closes the dialog on a 422 and puts its field errors under the form's fields", async () => {
    const { giveBonus } = renderCard(() =>
      Promise.reject({ status: 422, data: { message: 'The given data was invalid.', errors: { bonus: ['The bonus may be at most $10,000.'] } } }),
    );
    await giveBonus('20000');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Bonus in dollars')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Bonus in dollars')).toHaveAccessibleDescription('The bonus may be at most $10,000.');
  });

  it('keeps the dialog open on a failure the form has no field for', async () => {
    const { giveBonus } = renderCard(() => Promise.reject({ status: 409, data: { message: "This user's account changed meanwhile." } }));
    await giveBonus('20');
    expect(await screen.findByRole('alert')).toHaveTextContent("This user's account changed meanwhile.");
    expect(screen.getByRole('dialog', { name: 'Give bonus' })).toBeInTheDocument();
    expect(screen.getByLabelText('Bonus in dollars')).not.toHaveAttribute('aria-invalid');
  });
});
