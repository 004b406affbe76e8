import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_IMAGE_BYTES } from '@arcvest/shared/rules';
import { activeAddressSchema, createAddressSchema, deleteAddressSchema, listAddressesSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import { ADDRESS_COINS, ADDRESS_TEXTS, type AddressService } from '../../services/addresses';
import { readMultipartForm } from '../multipart';

/** The original product's per-coin paths (docs/departures.md#kept-although-odd): /all-btc-address, /btc-delete/{id}, /create-btc-address, /last-btc-address, ... */
export const addressRoutes: FastifyPluginAsyncTypebox<{ addresses: AddressService }> = async (app, { addresses }) => {
  for (const coin of ADDRESS_COINS) {
    app.get(`/all-${coin}-address`, { schema: listAddressesSchema(coin), config: { access: 'admin' } }, async () => addresses.list(coin));

    app.get(`/last-${coin}-address`, { schema: activeAddressSchema(coin), config: { access: 'user' } }, async () => addresses.active(coin));

    app.post(
      `/create-${coin}-address`,
      { schema: createAddressSchema(coin), config: { access: 'admin', permission: 'platform.configure' } },
      async (request, reply) => {
        const form = await readMultipartForm(request, MAX_IMAGE_BYTES);
        const address = await addresses.create(signedIn(request).user.id, coin, { address: form.fields.address, qr_code: form.files.qr_code }, request.locale);
        return reply.code(201).send({ message: request.say(ADDRESS_TEXTS.created), address });
      },
    );

    app.delete(`/${coin}-delete/:id`, { schema: deleteAddressSchema(coin), config: { access: 'admin', permission: 'platform.configure' } }, async (request) => {
      await addresses.remove(signedIn(request).user.id, coin, Number(request.params.id));
      return { message: request.say(ADDRESS_TEXTS.deleted) };
    });
  }
};
