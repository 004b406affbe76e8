import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { ImageService } from '../../services/images';

export const imageRoutes: FastifyPluginAsyncTypebox<{ images: ImageService }> = async (app, { images }) => {
  app.get('/images/:id', { schema: imageSchema, config: { access: 'owner' } }, async (request, reply) => {
    const image = await images.read(signedIn(request).user, request.params.id);
    // Never cached (identity documents), and the browser must not guess another type.
    return reply.header('content-type', image.mime).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send(image.bytes);
  });
};
