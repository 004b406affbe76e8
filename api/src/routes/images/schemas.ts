import { errorResponses } from '../schemas';

export interface ImageParams {
  id: string;
}

export const imageSchema = {
  tags: ['images'],
  security: [{ bearerAuth: [] }],
  summary: 'An uploaded image: QR codes for anyone signed in, identity images for their owner and admins',
  params: {
    type: 'object',
    properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
    required: ['id'],
  },
  response: {
    200: { description: 'The image bytes, with their type', type: 'string', format: 'binary' },
    ...errorResponses(401, 403, 404),
  },
} as const;
