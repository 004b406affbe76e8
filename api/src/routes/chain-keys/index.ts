import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listChainKeysSchema, saveChainKeySchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { ChainKeyService } from '../../services/chain-keys';

/** The watch-only extended public keys per coin (docs/chain.md#extended-keys). */
export const chainKeyRoutes: FastifyPluginAsyncTypebox<{ chainKeys: ChainKeyService }> = async (app, { chainKeys }) => {
  app.get('/chain-keys', { schema: listChainKeysSchema, config: { access: 'admin' } }, async () => chainKeys.list());

  app.post('/chain-keys/:coin', { schema: saveChainKeySchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request) =>
    chainKeys.set(signedIn(request).user.id, request.params.coin, request.body.xpub),
  );
};
