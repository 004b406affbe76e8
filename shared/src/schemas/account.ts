import { Type, type Static } from '@sinclair/typebox';
import { MAX_REJECTION_REASON_LENGTH } from '../rules/identity-review';
import { Cents, errorResponses, IdParams, Message } from './common';
import { Gender, User } from './auth';
import { UserPlan } from './investments';

const account = { tags: ['account'] };

export const UpdateProfileBody = Type.Object({
  firstname: Type.String({ maxLength: 100 }),
  lastname: Type.String({ maxLength: 100 }),
  username: Type.String({ maxLength: 100, description: 'Unique, any letter case' }),
  gender: Gender,
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const updateProfileSchema = {
  ...account,
  summary: "Change the signed-in user's name, username and gender",
  body: UpdateProfileBody,
  response: { 200: Message, ...errorResponses(422) },
};

export const UpdateContactBody = Type.Object({
  phone: Type.String({ maxLength: 20, description: 'E.164 (+ and digits) and valid for its country, or empty to remove it' }),
  address: Type.String({ maxLength: 300, description: 'Postal address, or empty to remove it' }),
});
export type UpdateContactBody = Static<typeof UpdateContactBody>;

export const updateContactSchema = {
  ...account,
  summary: "Change the signed-in user's phone number and postal address",
  body: UpdateContactBody,
  response: { 200: Message, ...errorResponses(422) },
};

export const SaveLocaleBody = Type.Object({
  locale: Type.String({ maxLength: 20, description: 'One of en, es, pt-BR, ar (localeError)' }),
});
export type SaveLocaleBody = Static<typeof SaveLocaleBody>;

export const saveLocaleSchema = {
  ...account,
  summary: "Save the signed-in user's language: their pages, the API's messages and their emails; answers the updated user",
  body: SaveLocaleBody,
  response: { 200: User, ...errorResponses(422) },
};

export const VerifyEmailBody = Type.Object({
  email: Type.String({ maxLength: 254, description: "The address to verify; a new one becomes the account's once confirmed" }),
});
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const verifyEmailSchema = {
  ...account,
  summary: 'Email a 6-digit verification code (valid 10 minutes) to the given address',
  body: VerifyEmailBody,
  response: { 200: Message, ...errorResponses(409, 422, 429) },
};

export const VerifyEmailCodeBody = Type.Object({
  email: Type.String({ maxLength: 254, description: 'The address the code was sent to' }),
  otp: Type.String({ maxLength: 20, description: 'The 6-digit code from the email' }),
});
export type VerifyEmailCodeBody = Static<typeof VerifyEmailCodeBody>;

export const verifyEmailCodeSchema = {
  ...account,
  summary: 'Confirm the emailed code: the email is verified and the account reaches level 2',
  body: VerifyEmailCodeBody,
  response: { 200: Message, ...errorResponses(409, 422, 429) },
};

const licenseImage = (side: string) =>
  Type.String({ format: 'binary', description: `The ${side} of the driver's license: JPEG, PNG or WebP, checked by its bytes, at most 5 MB` });

/** The identity form (multipart/form-data); the service checks each field against the lists. */
export const IdentityForm = Type.Object({
  ssn: Type.String({ description: 'National ID number' }),
  occupation: Type.String({ description: 'One of the occupation list' }),
  salary: Type.String({ description: 'One of the salary ranges' }),
  dl_front: licenseImage('front'),
  dl_back: licenseImage('back'),
});

/**
 * The route reads the form itself (multipart), so Fastify validates no body: `multipartForm`
 * only documents it (the docs show it as the request body).
 */
export const verifyIdentitySchema = {
  ...account,
  summary: 'Submit identity documents for review (level 2, nothing pending)',
  consumes: ['multipart/form-data'],
  multipartForm: IdentityForm,
  response: { 201: Message, ...errorResponses(400, 409, 413, 415, 422) },
};

const adminIdentity = { tags: ['identity'] };

export const acceptIdentitySchema = {
  ...adminIdentity,
  summary: "Accept a user's pending identity submission: level 3 (admin)",
  params: IdParams,
  response: { 200: Message, ...errorResponses(404, 409) },
};

export const RejectIdentityBody = Type.Object({
  reason: Type.String({ maxLength: MAX_REJECTION_REASON_LENGTH, description: 'Required (rejectionReasonError); shown to the user, who may apply again' }),
});
export type RejectIdentityBody = Static<typeof RejectIdentityBody>;

export const rejectIdentitySchema = {
  ...adminIdentity,
  summary: "Reject a user's pending identity submission with a reason; its fields and images are erased (admin)",
  params: IdParams,
  body: RejectIdentityBody,
  response: { 200: Message, ...errorResponses(404, 409, 422) },
};

export const PortfolioPoint = Type.Object({
  date: Type.String({ description: 'yyyy-mm-dd (UTC), the end of that day' }),
  balance: Cents('Wallet at the end of the day, US cents'),
  earnings: Cents('Earnings credited up to the end of the day, US cents'),
});
export type PortfolioPoint = Static<typeof PortfolioPoint>;

export const portfolioSchema = {
  tags: ['wallet'],
  summary: "The signed-in user's balance and cumulative earnings per day, from their ledger (empty for a new user)",
  response: { 200: Type.Object({ points: Type.Array(PortfolioPoint) }) },
};

/** The dashboard's headline figures (shared `portfolioValue`, docs/money.md#portfolio-value). */
export const PortfolioValue = Type.Object({
  total: Cents('Balance plus the capital of the active plans: what the platform owes the user, US cents'),
  balance: Cents('Cash: the wallet, US cents'),
  capital: Cents('Capital of the active plans, US cents'),
  earned: Cents('Earnings credited to date, from every plan, US cents'),
  today: Cents('Earnings credited since 00:00 UTC today, US cents'),
  plans: Type.Array(UserPlan, { description: 'The active plans, oldest first' }),
});
export type PortfolioValue = Static<typeof PortfolioValue>;

export const portfolioValueSchema = {
  tags: ['wallet'],
  summary: "The signed-in user's total value: balance, capital in active plans, earnings to date and today, and each active plan",
  response: { 200: PortfolioValue },
};
