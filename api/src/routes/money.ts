import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database';
import { createAddressService } from '../services/addresses';
import { createAdjustmentService } from '../services/adjustments';
import { createImageService } from '../services/images';
import { createInvestmentService } from '../services/investments';
import { createTransactionService } from '../services/transactions';
import { createWithdrawalService } from '../services/withdrawals';
import { addressRoutes } from './addresses';
import { imageRoutes } from './images';
import { investmentRoutes } from './investments';
import { transactionRoutes } from './transactions';
import { walletRoutes } from './wallet';

/** Everything that moves money, and what it needs: deposit addresses, images, plans bought, transactions, wallets. */
export const moneyRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  await app.register(addressRoutes, { addresses: createAddressService({ db, now }) });
  await app.register(imageRoutes, { images: createImageService({ db }) });
  await app.register(investmentRoutes, { investments: createInvestmentService({ db, now }) });
  await app.register(transactionRoutes, { transactions: createTransactionService({ db, now }) });
  await app.register(walletRoutes, { withdrawals: createWithdrawalService({ db, now }), adjustments: createAdjustmentService({ db, now }) });
};
