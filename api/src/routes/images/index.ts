import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../plugins/auth';
import type { ImageService } from '../../services/images';
import { imageSchema, type ImageParams } from './schemas';

export const imageRoutes: FastifyPluginAsync<{ images: ImageService }> = async (app, { images }) => {
  app.get<{ Params: ImageParams }>('/images/:id', { schema: imageSchema, onRequest: app.authenticate }, async (request, reply) => {
    const image = await images.read(signedIn(request).user, request.params.id);
    // Never cached (identity documents), and the browser must not guess another type.
    return reply
      .header('content-type', image.mime)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
};
