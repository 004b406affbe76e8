import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cryptoPricesSchema } from '@arcvest/shared/schemas';
import type { PriceService } from '../../services/prices';

export const priceRoutes: FastifyPluginAsyncTypebox<{ prices: PriceService }> = async (app, { prices }) => {
  app.get('/crypto-prices', { schema: cryptoPricesSchema, config: { access: 'visitor' } }, async () => prices.current());
};
