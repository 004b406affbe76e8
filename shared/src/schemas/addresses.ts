import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, IdParams, Message } from './common';

export const CryptoAddress = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  qr_code: Type.String({ description: 'URL of the QR image (GET /api/images/{id}, signed in)' }),
  created_at: Type.String(),
});
export type CryptoAddress = Static<typeof CryptoAddress>;

const admin = { tags: ['addresses'] };

export const listAddressesSchema = (coin: string) => ({
  ...admin,
  summary: `Live ${coin.toUpperCase()} deposit addresses, newest (the active one) first (admin)`,
  response: { 200: Type.Array(CryptoAddress) },
});

export const activeAddressSchema = (coin: string) => ({
  ...admin,
  summary: `The ${coin.toUpperCase()} address to pay to: the most recent live one`,
  response: { 200: CryptoAddress, ...errorResponses(404) },
});

export const AddressCreated = Type.Object({ message: Type.String(), address: CryptoAddress });
export type AddressCreated = Static<typeof AddressCreated>;

/** The new address form (multipart/form-data). */
export const AddressForm = Type.Object({
  address: Type.String({ maxLength: 200, description: 'The address, one word' }),
  qr_code: Type.String({ format: 'binary', description: 'Its QR code: PNG, JPEG, GIF or WebP, checked by its bytes, at most 5 MB' }),
});

/** The route reads the form itself (multipart): `multipartForm` only documents it, as the request body. */
export const createAddressSchema = (coin: string) => ({
  ...admin,
  summary: `Add a ${coin.toUpperCase()} deposit address (admin); it becomes the active one`,
  consumes: ['multipart/form-data'],
  multipartForm: AddressForm,
  response: { 201: AddressCreated, ...errorResponses(400, 413, 415, 422) },
});

export const deleteAddressSchema = (coin: string) => ({
  ...admin,
  summary: `Delete a ${coin.toUpperCase()} deposit address (admin); the previous one becomes active`,
  params: IdParams,
  response: { 200: Message, ...errorResponses(404, 422) },
});
