import { deferred, renderWithProviders, toasts } from '../../test';
import { screen, waitFor } from '@testing-library/react';
import { parseUsd } from '../../rules/money';
import type { FieldErrors } from '../../rules/field-errors';
import { Form, FormError, SubmitButton, type FailureDisplay, type RuleMessageDisplay } from './form';
import { FormSelectField, FormTextField } from './form-fields';
import { FORM_ERROR_KEY } from './rules-resolver';
import { useRulesForm } from './use-rules-form';

interface Values {
  amount: string;
  coin: string;
  note: string;
}
interface Payload {
  amount: number;
  payment_method: string;
  note: string;
}

// Listed coin first, amount second: focus must follow the page, not the rule's order.
function rules(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.coin) errors.coin = ['Please choose a coin.'];
  if (!parseUsd(values.amount)) errors.amount = ['Please enter an amount above $0.00.'];
  if (values.note === 'whole form') errors[FORM_ERROR_KEY] = ['Withdrawals are closed today.'];
  return errors;
}

const toPayload = (values: Values): Payload => ({ amount: parseUsd(values.amount) ?? 0, payment_method: values.coin, note: values.note.trim() });

interface Display {
  showFailure?: FailureDisplay<Values>;
  showRuleMessage?: RuleMessageDisplay;
}

function WithdrawForm({ onSubmit, showFailure, showRuleMessage }: { onSubmit: (payload: Payload) => Promise<unknown> } & Display) {
  const form = useRulesForm<Values, Payload>({ defaultValues: { amount: '', coin: '', note: '' }, rules, toPayload });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      failureMessage="The withdrawal could not be requested."
      showFailure={showFailure}
      showRuleMessage={showRuleMessage}
      serverFieldNames={{ payment_method: 'coin' }}
      aria-label="Withdrawal"
    >
      <FormTextField name="amount" label="Amount ($)" inputMode="decimal" />
      <FormSelectField name="coin" label="Coin" placeholder="Choose a coin" options={['BTC', 'ETH']} />
      <FormTextField name="note" label="Note" normalize={(text) => text.slice(0, 12)} />
      <FormError />
      <SubmitButton>Withdraw</SubmitButton>
    </Form>
  );
}

const unprocessable = (errors: Record<string, string[]>) => ({ status: 422, data: { message: 'The given data was invalid.', errors } });

function renderForm(onSubmit: (payload: Payload) => Promise<unknown> = async () => undefined, display: Display = {}) {
  const rendered = renderWithProviders(<WithdrawForm onSubmit={onSubmit} {...display} />);
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (amount: string, coin: string) => {
    if (amount) await rendered.user.type(field('Amount ($)'), amount);
    if (coin) await rendered.user.selectOptions(field('Coin'), coin);
  };
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return { ...rendered, field, fill, submit };
}

describe('Form with a shared rule', () => {
  it('shows each field its messages, focuses the first invalid field on the page and sends nothing', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { field, submit } = renderForm(onSubmit);
    await submit();
    expect(field('Amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Amount ($)')).toHaveAccessibleDescription('Please enter an amount above $0.00.');
    expect(field('Coin')).toHaveAccessibleDescription('Please choose a coin.');
    expect(field('Note')).not.toHaveAttribute('aria-invalid');
    expect(field('Amount ($)')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-checks a field as it is edited after a refused submit', async () => {
    const { field, fill, submit } = renderForm();
    await submit();
    await fill('12', '');
    expect(field('Amount ($)')).not.toHaveAttribute('aria-invalid');
    expect(field('Coin')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the payload of the rules: dollars as typed become cents, and normalize shapes the text', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user, field, fill, submit } = renderForm(onSubmit);
    await fill('1,250.5', 'ETH');
    await user.type(field('Note'), ' for the rent, in May');
    expect(field('Note')).toHaveValue(' for the ren');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ amount: 125050, payment_method: 'ETH', note: 'for the ren' });
  });

  it("shows a rule's message about the whole form in <FormError />", async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user, field, fill, submit } = renderForm(onSubmit);
    await fill('10', 'BTC');
    await user.type(field('Note'), 'whole form');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Withdrawals are closed today.');
    expect(toasts()).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("toasts a rule's message about the whole form when asked to, once per refused submit", async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user, field, fill, submit } = renderForm(onSubmit, { showRuleMessage: 'toast' });
    await submit();
    expect(toasts()).toEqual([]);
    await fill('10', 'BTC');
    await user.type(field('Note'), 'whole form');
    await submit();
    expect(toasts()).toEqual([{ message: 'Withdrawals are closed today.', variant: 'error' }]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Form submitting to the API', () => {
  it("puts a 422's field errors under the fields (by the form's names), toasts each and focuses the first", async () => {
    const { field, fill, submit } = renderForm(() =>
      Promise.reject(unprocessable({ payment_method: ['This coin is paused.'], amount: ['Insufficient balance'] })),
    );
    await fill('900', 'BTC');
    await submit();
    await waitFor(() => expect(field('Amount ($)')).toHaveFocus());
    expect(field('Amount ($)')).toHaveAccessibleDescription('Insufficient balance');
    expect(field('Coin')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Coin')).toHaveAccessibleDescription('This coin is paused.');
    await waitFor(() =>
      expect(toasts()).toEqual([
        { message: 'This coin is paused.', variant: 'error' },
        { message: 'Insufficient balance', variant: 'error' },
      ]),
    );
  });

  it('is busy while the call runs: the button disabled, aria-busy set, Enter sends nothing more', async () => {
    const reply = deferred<void>();
    const onSubmit = jest.fn(() => reply.promise);
    const { user, field, fill, submit } = renderForm(onSubmit);
    await fill('10', 'BTC');
    await submit();
    const button = screen.getByRole('button', { name: 'Withdraw' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('form', { name: 'Withdrawal' })).toHaveAttribute('aria-busy', 'true');
    await user.type(field('Amount ($)'), '{Enter}');
    reply.resolve();
    await waitFor(() => expect(button).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Withdrawal' })).not.toHaveAttribute('aria-busy');
  });

  it('toasts the message of a failure without field errors, or the fallback', async () => {
    const { fill, submit } = renderForm(() => Promise.reject({ status: 500, data: {} }));
    await fill('10', 'BTC');
    await submit();
    await waitFor(() => expect(toasts()).toEqual([{ message: 'The withdrawal could not be requested.', variant: 'error' }]));
  });

  it('inline: shows the message in the form, and field messages the form has no field for', async () => {
    const failures = [{ status: 429, data: { message: 'Too many attempts.' } }, unprocessable({ otp: ['The code has expired.'] })];
    const { fill, submit } = renderForm(() => Promise.reject(failures.shift()), { showFailure: 'inline' });
    await fill('10', 'BTC');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code has expired.'));
    expect(toasts()).toEqual([]);
  });

  it('under a field: shows the message of a failure there and focuses it, with no toast', async () => {
    const { field, fill, submit } = renderForm(() => Promise.reject({ status: 401, data: { message: 'The code is not valid.' } }), {
      showFailure: { underField: 'note' },
    });
    await fill('10', 'BTC');
    await submit();
    await waitFor(() => expect(field('Note')).toHaveFocus());
    expect(field('Note')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Note')).toHaveAccessibleDescription('The code is not valid.');
    expect(toasts()).toEqual([]);
  });
});
