import { Type, type Static } from '@sinclair/typebox';
import { StepUpProof } from './account-protection';
import { Cents, Coin, errorResponses, IdParams, Message, NullableText } from './common';

const addresses = { tags: ['wallet'] };

export const WithdrawalAddress = Type.Object({
  id: Type.Integer(),
  payment_method: Coin,
  address: Type.String(),
  label: Type.String(),
  created_at: Type.String(),
  usable_from: Type.String({ description: 'Withdrawals to it are allowed from this time: the end of its hold' }),
});
export type WithdrawalAddress = Static<typeof WithdrawalAddress>;

export const WithdrawalAddressBody = Type.Object({
  payment_method: Coin,
  address: Type.String({ maxLength: 200, description: 'Checked by the coin’s own format and checksum' }),
  label: Type.String({ maxLength: 100, description: 'Up to 40 characters once trimmed' }),
  step_up: Type.Optional(StepUpProof),
});
export type WithdrawalAddressBody = Static<typeof WithdrawalAddressBody>;

export const AddressBookSettings = Type.Object({
  only_saved: Type.Boolean({ description: 'The investor’s choice: withdrawals only to saved addresses' }),
  only_saved_off_at: NullableText({ description: 'After switching it off: when that takes effect' }),
  in_force: Type.Boolean({ description: 'Whether only saved addresses may be used now' }),
  hold_hours: Type.Integer({ description: 'Hours before a new address can be used, and before a switch-off takes effect' }),
});
export type AddressBookSettings = Static<typeof AddressBookSettings>;

export const AddressBookSettingsBody = Type.Object({ only_saved: Type.Boolean() });
export type AddressBookSettingsBody = Static<typeof AddressBookSettingsBody>;

export const WithdrawalAllowance = Type.Object({
  level: Type.Integer(),
  per_request: Type.Unsafe<number | null>({ type: ['integer', 'null'], description: 'The most per withdrawal, US cents; null: no limit' }),
  daily_limit: Type.Unsafe<number | null>({ type: ['integer', 'null'], description: 'The most in any 24 hours, US cents; null: no limit' }),
  used_today: Cents('Asked for in the last 24 hours (rejected withdrawals do not count)'),
  left_today: Type.Unsafe<number | null>({ type: ['integer', 'null'], description: 'What the daily limit leaves now; null: no limit' }),
  held_until: NullableText({ description: 'Withdrawals are refused until then after a recent change to how the user signs in; null: no hold' }),
});
export type WithdrawalAllowance = Static<typeof WithdrawalAllowance>;

export const listWithdrawalAddressesSchema = {
  ...addresses,
  summary: 'Your saved withdrawal addresses, oldest first',
  response: { 200: Type.Array(WithdrawalAddress) },
};

export const addWithdrawalAddressSchema = {
  ...addresses,
  summary: 'Save a withdrawal address: usable after the hold, and emailed to you',
  body: WithdrawalAddressBody,
  response: { 201: WithdrawalAddress, ...errorResponses(422) },
};

export const deleteWithdrawalAddressSchema = {
  ...addresses,
  summary: 'Remove one of your saved withdrawal addresses',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404) },
};

export const addressBookSettingsSchema = {
  ...addresses,
  summary: 'Whether your withdrawals go only to saved addresses',
  response: { 200: AddressBookSettings },
};

export const setAddressBookSettingsSchema = {
  ...addresses,
  summary: 'Send withdrawals only to saved addresses (at once), or to any (after the hold)',
  body: AddressBookSettingsBody,
  response: { 200: Type.Object({ message: Type.String(), settings: AddressBookSettings }) },
};

export const withdrawalAllowanceSchema = {
  ...addresses,
  summary: 'What you may withdraw: the limit per withdrawal and what the rolling 24-hour limit leaves',
  response: { 200: WithdrawalAllowance },
};
