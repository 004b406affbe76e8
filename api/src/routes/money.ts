import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services';
import { addressRoutes } from './addresses';
import { imageRoutes } from './images';
import { investmentRoutes } from './investments';
import { portfolioRoutes } from './portfolio';
import { transactionRoutes } from './transactions';
import { walletRoutes } from './wallet';

/** Everything that moves money: deposit addresses, images, plans bought, transactions, wallets and their history. */
export const moneyRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  await app.register(addressRoutes, { addresses: services.addresses });
  await app.register(imageRoutes, { images: services.images });
  await app.register(investmentRoutes, { investments: services.investments });
  await app.register(transactionRoutes, { transactions: services.transactions });
  await app.register(portfolioRoutes, { portfolio: services.portfolio });
  await app.register(walletRoutes, { withdrawals: services.withdrawals, adjustments: services.adjustments });
};
