import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_SUPPORT_ATTACHMENT_BYTES, MAX_SUPPORT_ATTACHMENTS, SUPPORT_TEXTS } from '@arcvest/shared/rules';
import {
  closeSupportRequestSchema,
  mySupportRequestSchema,
  mySupportRequestsSchema,
  openSupportRequestSchema,
  replySupportRequestSchema,
  supportAttachmentSchema,
} from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { SupportService } from '../../services/support';
import { readMultipartFiles } from '../multipart';

/** The investor's support requests (docs/support.md); another investor's answer 404. */
export const supportRoutes: FastifyPluginAsyncTypebox<{ support: SupportService }> = async (app, { support }) => {
  const readForm = (request: Parameters<typeof readMultipartFiles>[0]) => readMultipartFiles(request, MAX_SUPPORT_ATTACHMENT_BYTES, MAX_SUPPORT_ATTACHMENTS);

  app.post('/support', { schema: openSupportRequestSchema, config: { access: 'user' } }, async (request, reply) => {
    const id = await support.open(signedIn(request).user, await readForm(request));
    return reply.code(201).send({ message: request.say(SUPPORT_TEXTS.opened), id });
  });

  app.get('/support', { schema: mySupportRequestsSchema, config: { access: 'user' } }, async (request) => ({
    items: await support.listMine(signedIn(request).user),
  }));

  app.get('/support/:id', { schema: mySupportRequestSchema, config: { access: 'user' } }, async (request) =>
    support.readMine(signedIn(request).user, Number(request.params.id)),
  );

  app.post('/support/:id/replies', { schema: replySupportRequestSchema, config: { access: 'user' } }, async (request, reply) => {
    await support.reply(signedIn(request).user, Number(request.params.id), await readForm(request));
    return reply.code(201).send({ message: request.say(SUPPORT_TEXTS.replied) });
  });

  app.post('/support/:id/close', { schema: closeSupportRequestSchema, config: { access: 'user' } }, async (request) => {
    await support.close(signedIn(request).user, Number(request.params.id));
    return { message: request.say(SUPPORT_TEXTS.closed) };
  });

  // For the request's investor and staff ("owner"): always a download with the type read from
  // its bytes, never shown inline, so an uploaded file can never run as a page of ours.
  app.get('/support/:id/attachments/:attachmentId', { schema: supportAttachmentSchema, config: { access: 'owner' } }, async (request, reply) => {
    const file = await support.attachment(signedIn(request).user, Number(request.params.id), request.params.attachmentId);
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
};
