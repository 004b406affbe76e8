import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listChainKeysSchema, saveChainKeySchema } from '@arcvest/shared/schemas';
import { said } from '../../i18n';
import { signedIn } from '../../plugins/auth';
import type { ApprovalService } from '../../services/approvals';
import type { ChainKeyService } from '../../services/chain-keys';

/** The watch-only extended public keys per coin (docs/chain.md#extended-keys). */
export const chainKeyRoutes: FastifyPluginAsyncTypebox<{ chainKeys: ChainKeyService; approvals: ApprovalService }> = async (app, { chainKeys, approvals }) => {
  app.get('/chain-keys', { schema: listChainKeysSchema, config: { access: 'admin' } }, async () => chainKeys.list());

  app.post('/chain-keys/:coin', { schema: saveChainKeySchema, config: { access: 'admin', permission: 'platform.configure' } }, async (request, reply) => {
    const outcome = await approvals.submit(signedIn(request).user, { kind: 'chain_key.save', coin: request.params.coin, xpub: request.body.xpub });
    return 'pending' in outcome ? reply.code(202).send(said(request, outcome.pending)) : outcome.done;
  });
};
