import { errorResponses, idParamsSchema, messageSchema } from '../schemas';

export const cryptoAddressSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    address: { type: 'string' },
    qr_code: { type: 'string', description: 'URL of the QR image (GET /api/images/{id}, signed in)' },
    created_at: { type: 'string' },
  },
  required: ['id', 'address', 'qr_code', 'created_at'],
} as const;

const admin = { tags: ['addresses'], security: [{ bearerAuth: [] }] };

export const listAddressesSchema = (coin: string) =>
  ({
    ...admin,
    summary: `Live ${coin.toUpperCase()} deposit addresses, newest (the active one) first (admin)`,
    response: { 200: { type: 'array', items: cryptoAddressSchema }, ...errorResponses(401, 403) },
  }) as const;

export const activeAddressSchema = (coin: string) =>
  ({
    tags: ['addresses'],
    security: [{ bearerAuth: [] }],
    summary: `The ${coin.toUpperCase()} address to pay to: the most recent live one`,
    response: { 200: cryptoAddressSchema, ...errorResponses(401, 403, 404) },
  }) as const;

export const createAddressSchema = (coin: string) =>
  ({
    ...admin,
    summary: `Add a ${coin.toUpperCase()} deposit address (admin); it becomes the active one`,
    description:
      'multipart/form-data with `address` (text) and `qr_code` (PNG, JPEG, GIF or WebP, checked by its bytes, at most 5 MB).',
    consumes: ['multipart/form-data'],
    response: {
      201: { type: 'object', properties: { message: { type: 'string' }, address: cryptoAddressSchema }, required: ['message', 'address'] },
      ...errorResponses(401, 403, 422),
    },
  }) as const;

export const deleteAddressSchema = (coin: string) =>
  ({
    ...admin,
    summary: `Delete a ${coin.toUpperCase()} deposit address (admin); the previous one becomes active`,
    params: idParamsSchema,
    response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
  }) as const;
