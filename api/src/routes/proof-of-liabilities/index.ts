import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { latestLiabilitiesSnapshotSchema, myLiabilityProofSchema, takeLiabilitiesSnapshotSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { ProofOfLiabilitiesService } from '../../services/proof-of-liabilities';

/** The proof of liabilities: the published root, each user's own proof, and an admin's snapshot (docs/proof-of-reserves.md). */
export const proofOfLiabilitiesRoutes: FastifyPluginAsyncTypebox<{ liabilities: ProofOfLiabilitiesService }> = async (app, { liabilities }) => {
  app.post('/proof-of-liabilities', { schema: takeLiabilitiesSnapshotSchema, config: { access: 'admin', permission: 'money.decide' } }, async (request) =>
    liabilities.take(signedIn(request).user.id),
  );

  app.get('/proof-of-liabilities', { schema: latestLiabilitiesSnapshotSchema, config: { access: 'visitor' } }, async () => liabilities.latest());

  app.get('/proof-of-liabilities/me', { schema: myLiabilityProofSchema, config: { access: 'user' } }, async (request) =>
    liabilities.mine(signedIn(request).user.id),
  );
};
