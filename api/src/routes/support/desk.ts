import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPPORT_TEXTS } from '@arcvest/shared/rules';
import {
  assignSupportRequestSchema,
  createSavedReplySchema,
  deleteSavedReplySchema,
  savedRepliesSchema,
  staffCloseSupportRequestSchema,
  staffReplySchema,
  staffSupportRequestSchema,
  supportNoteSchema,
  supportQueueSchema,
} from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { SupportDeskService } from '../../services/support-desk';

/** The staff's support desk (docs/support.md): reads for every staff role, answers for `support.answer`. */
export const supportDeskRoutes: FastifyPluginAsyncTypebox<{ desk: SupportDeskService }> = async (app, { desk }) => {
  const answer = { access: 'admin', permission: 'support.answer' } as const;

  app.get('/admin/support', { schema: supportQueueSchema, config: { access: 'admin' } }, async (request) => desk.queue(request.query));

  app.get('/admin/support/:id', { schema: staffSupportRequestSchema, config: { access: 'admin' } }, async (request) => desk.read(Number(request.params.id)));

  app.post('/admin/support/:id/replies', { schema: staffReplySchema, config: answer }, async (request, reply) => {
    await desk.reply(signedIn(request).user, Number(request.params.id), request.body.body, request.body.asks_investor);
    return reply.code(201).send({ message: request.say(SUPPORT_TEXTS.replied) });
  });

  app.post('/admin/support/:id/notes', { schema: supportNoteSchema, config: answer }, async (request, reply) => {
    await desk.note(signedIn(request).user, Number(request.params.id), request.body.body);
    return reply.code(201).send({ message: request.say(SUPPORT_TEXTS.noteAdded) });
  });

  app.post('/admin/support/:id/assign', { schema: assignSupportRequestSchema, config: answer }, async (request) => {
    await desk.assign(signedIn(request).user, Number(request.params.id));
    return { message: request.say(SUPPORT_TEXTS.assigned) };
  });

  app.post('/admin/support/:id/close', { schema: staffCloseSupportRequestSchema, config: answer }, async (request) => {
    await desk.close(signedIn(request).user, Number(request.params.id));
    return { message: request.say(SUPPORT_TEXTS.closed) };
  });

  app.get('/admin/support-replies', { schema: savedRepliesSchema, config: { access: 'admin' } }, async () => ({ items: await desk.savedReplies() }));

  app.post('/admin/support-replies', { schema: createSavedReplySchema, config: answer }, async (request, reply) => {
    const saved = await desk.createSavedReply(signedIn(request).user, request.body);
    return reply.code(201).send({ message: request.say(SUPPORT_TEXTS.savedReplyCreated), reply: saved });
  });

  app.delete('/admin/support-replies/:id', { schema: deleteSavedReplySchema, config: answer }, async (request) => {
    await desk.removeSavedReply(signedIn(request).user, Number(request.params.id));
    return { message: request.say(SUPPORT_TEXTS.savedReplyDeleted) };
  });
};
