import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { portfolioSchema, portfolioValueSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { PortfolioService } from '../../services/portfolio';

export const portfolioRoutes: FastifyPluginAsyncTypebox<{ portfolio: PortfolioService }> = async (app, { portfolio }) => {
  app.get('/portfolio', { schema: portfolioSchema, config: { access: 'user' } }, async (request) => ({
    points: await portfolio.points(signedIn(request).user.id),
  }));
  app.get('/portfolio/value', { schema: portfolioValueSchema, config: { access: 'user' } }, async (request) => portfolio.value(signedIn(request).user.id));
};
