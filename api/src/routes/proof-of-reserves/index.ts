import { said } from '../../i18n';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  listReserveAddressesSchema,
  proofOfReservesSchema,
  registerReserveAddressSchema,
  removeReserveAddressSchema,
  reserveMessageSchema,
} from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { ApprovalService } from '../../services/approvals';
import type { ProofOfReservesService } from '../../services/proof-of-reserves';

/** The reserves half of the proof of reserves: reserve addresses registered by their keys' signatures, and the published reserves (docs/proof-of-reserves.md). */
export const proofOfReservesRoutes: FastifyPluginAsyncTypebox<{ reserves: ProofOfReservesService; approvals: ApprovalService }> = async (
  app,
  { reserves, approvals },
) => {
  app.get('/reserve-addresses/message', { schema: reserveMessageSchema, config: { access: 'admin' } }, async (request) => reserves.messageFor(request.query));

  app.post(
    '/reserve-addresses',
    { schema: registerReserveAddressSchema, config: { access: 'admin', permission: 'platform.configure' } },
    async (request, reply) => {
      const outcome = await approvals.submit(signedIn(request).user, { kind: 'reserve_address.register', reserve: request.body });
      return 'pending' in outcome ? reply.code(202).send(said(request, outcome.pending)) : reply.code(201).send(outcome.done);
    },
  );

  app.delete('/reserve-addresses/:id', { schema: removeReserveAddressSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request) =>
    said(request, await reserves.remove(signedIn(request).user.id, Number(request.params.id))),
  );

  app.get('/reserve-addresses', { schema: listReserveAddressesSchema, config: { access: 'visitor' } }, async () => reserves.addresses());

  app.get('/proof-of-reserves', { schema: proofOfReservesSchema, config: { access: 'visitor' } }, async () => reserves.proof());
};
