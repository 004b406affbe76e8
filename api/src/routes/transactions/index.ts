import type { FastifyPluginAsync } from 'fastify';
import { signedIn } from '../../plugins/auth';
import { TRANSACTION_MESSAGES, type Decision, type TransactionService } from '../../services/transactions';
import type { IdParams } from '../schemas';
import {
  allTransactionsSchema,
  decideSchema,
  ownTransactionsSchema,
  statisticsSchema,
  type AllTransactionsQuery,
  type PageQuery,
  type UserIdParams,
} from './schemas';

/** The query's text as numbers (its schema allows digits only). */
function pageRequest<Q extends PageQuery>(query: Q) {
  return { ...query, limit: Number(query.limit) };
}

export const transactionRoutes: FastifyPluginAsync<{ transactions: TransactionService }> = async (app, { transactions }) => {
  // The pages come as JSON text already (see transactionPageJson): sent as they are.
  app.get<{ Querystring: PageQuery }>('/transactions', { schema: ownTransactionsSchema, onRequest: app.authenticate }, async (request, reply) =>
    reply.type('application/json').send(await transactions.own(signedIn(request).user.id, pageRequest(request.query))),
  );

  app.get<{ Querystring: AllTransactionsQuery }>(
    '/all-transactions',
    { schema: allTransactionsSchema, onRequest: app.requireAdmin },
    async (request, reply) => reply.type('application/json').send(await transactions.all(pageRequest(request.query))),
  );

  const decisions: [Decision, string, string][] = [
    ['confirm', 'Confirm', TRANSACTION_MESSAGES.confirmed],
    ['reject', 'Reject', TRANSACTION_MESSAGES.rejected],
  ];
  for (const [decision, label, message] of decisions) {
    app.post<{ Params: IdParams }>(
      `/${decision}-transaction/:id`,
      { schema: decideSchema(label), onRequest: app.requireAdmin },
      async (request) => {
        await transactions.decide(signedIn(request).user.id, Number(request.params.id), decision);
        return { message };
      },
    );
  }

  app.get<{ Params: UserIdParams }>('/user-statictics/:userId', { schema: statisticsSchema, onRequest: app.authenticate }, async (request) =>
    transactions.statistics(signedIn(request).user, Number(request.params.userId)),
  );
};
