import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { portfolioSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { PortfolioService } from '../../services/portfolio';

export const portfolioRoutes: FastifyPluginAsyncTypebox<{ portfolio: PortfolioService }> = async (app, { portfolio }) => {
  app.get('/portfolio', { schema: portfolioSchema, config: { access: 'user' } }, async (request) => ({
    points: await portfolio.points(signedIn(request).user.id),
  }));
};
