import { Type } from '@sinclair/typebox';
import { errorResponses } from './common';

export const ImageParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }) });

export const imageSchema = {
  tags: ['images'],
  summary: 'An uploaded image: QR codes for anyone signed in, identity images for their owner and admins',
  params: ImageParams,
  response: {
    200: Type.Unsafe<Uint8Array>({ description: 'The image bytes, with their type', type: 'string', format: 'binary' }),
    ...errorResponses(404),
  },
};
