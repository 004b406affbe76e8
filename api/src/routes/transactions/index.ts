import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  allTransactionsSchema,
  confirmSchema,
  exportTransactionsSchema,
  ownTransactionsSchema,
  rejectSchema,
  statisticsSchema,
  type PageQuery,
} from '@arcvest/shared/schemas';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import type { ApprovalService } from '../../services/approvals';
import { TRANSACTION_TEXTS, type TransactionService } from '../../services/transactions';

/** The query's text as numbers (its schema allows digits only). */
function pageRequest<Q extends PageQuery>(query: Q) {
  return { ...query, limit: Number(query.limit) };
}

/**
 * Sends JSON text as it is (Fastify does not serialize a string again). The reply's type says
 * a page object; the text is that page, built by the database.
 */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json').send(json);
}

export const transactionRoutes: FastifyPluginAsyncTypebox<{ transactions: TransactionService; approvals: ApprovalService }> = async (
  app,
  { transactions, approvals },
) => {
  // The pages come as JSON text already (see transactionPageJson): sent as they are.
  app.get('/transactions', { schema: ownTransactionsSchema, config: { access: 'user' } }, async (request, reply) =>
    sendJsonText(reply, await transactions.own(signedIn(request).user, pageRequest(request.query))),
  );

  app.get('/transactions/export', { schema: exportTransactionsSchema, config: { access: 'user' } }, async (request, reply) => {
    const { filename, csv } = transactions.exportCsv(signedIn(request).user.id, request.query.filter ?? 'all');
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        // The schema documents the CSV text; the reply streams that text (Fastify pipes streams, unserialized).
        .send(csv as unknown as string)
    );
  });

  app.get('/all-transactions', { schema: allTransactionsSchema, config: { access: 'admin' } }, async (request, reply) =>
    sendJsonText(reply, await transactions.all(pageRequest(request.query))),
  );

  app.post('/confirm-transaction/:id', { schema: confirmSchema, config: { access: 'admin', permission: 'money.decide' } }, async (request, reply) => {
    const payout = request.body?.payout_txid === undefined ? {} : { payout_txid: request.body.payout_txid };
    const outcome = await approvals.submit(signedIn(request).user, { kind: 'withdrawal.confirm', transaction_id: Number(request.params.id), ...payout });
    return 'pending' in outcome ? reply.code(202).send(said(request, outcome.pending)) : { message: request.say(TRANSACTION_TEXTS.confirmed) };
  });

  // Never through four-eyes approval: a rejection gives the money back and is final at once (docs/money.md#rejections).
  app.post('/reject-transaction/:id', { schema: rejectSchema, config: { access: 'admin', permission: 'money.decide' } }, async (request) => {
    const reason = request.body?.reason === undefined ? {} : { reason: request.body.reason };
    await transactions.decide(signedIn(request).user.id, Number(request.params.id), { decision: 'reject', ...reason });
    return { message: request.say(TRANSACTION_TEXTS.rejected) };
  });

  app.get('/user-statictics/:userId', { schema: statisticsSchema, config: { access: 'owner' } }, async (request) =>
    transactions.statistics(signedIn(request).user, Number(request.params.userId)),
  );
};
