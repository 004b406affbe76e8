import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  listReserveAddressesSchema,
  proofOfReservesSchema,
  registerReserveAddressSchema,
  removeReserveAddressSchema,
  reserveMessageSchema,
} from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { ProofOfReservesService } from '../../services/proof-of-reserves';

/** The reserves half of the proof of reserves: reserve addresses registered by their keys' signatures, and the published reserves (docs/proof-of-reserves.md). */
export const proofOfReservesRoutes: FastifyPluginAsyncTypebox<{ reserves: ProofOfReservesService }> = async (app, { reserves }) => {
  app.get('/reserve-addresses/message', { schema: reserveMessageSchema, config: { access: 'admin' } }, async (request) => reserves.messageFor(request.query));

  app.post('/reserve-addresses', { schema: registerReserveAddressSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request, reply) =>
    reply.code(201).send(await reserves.register(signedIn(request).user.id, request.body)),
  );

  app.delete('/reserve-addresses/:id', { schema: removeReserveAddressSchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request) =>
    reserves.remove(signedIn(request).user.id, Number(request.params.id)),
  );

  app.get('/reserve-addresses', { schema: listReserveAddressesSchema, config: { access: 'visitor' } }, async () => reserves.addresses());

  app.get('/proof-of-reserves', { schema: proofOfReservesSchema, config: { access: 'visitor' } }, async () => reserves.proof());
};
