import type { FastifyPluginAsync } from 'fastify';
import type { PriceService } from '../../services/prices';
import { cryptoPricesSchema } from './schemas';

export const priceRoutes: FastifyPluginAsync<{ prices: PriceService }> = async (app, { prices }) => {
  app.get('/crypto-prices', { schema: cryptoPricesSchema }, async () => prices.current());
};
