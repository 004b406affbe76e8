import type { FastifyPluginAsync } from 'fastify';
import { named } from '../plugins/plugin-name';
import type { Config } from '../config';
import type { Services } from '../services';
import { addressRoutes } from './addresses';
import { chainKeyRoutes } from './chain-keys';
import { invoiceRoutes } from './invoices';
import { imageRoutes } from './images';
import { investmentRoutes } from './investments';
import { portfolioRoutes } from './portfolio';
import { proofOfLiabilitiesRoutes } from './proof-of-liabilities';
import { proofOfReservesRoutes } from './proof-of-reserves';
import { transactionRoutes } from './transactions';
import { walletRoutes } from './wallet';
import { withdrawalAddressRoutes } from './withdrawal-addresses';

/** Everything that moves money: deposit addresses and the keys that give them, images, plans bought, transactions, wallets and their history, and the proof of what the platform owes and holds. */
export const moneyRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (app, { services, config }) => {
  await app.register(named(addressRoutes), { addresses: services.addresses });
  await app.register(named(chainKeyRoutes), { chainKeys: services.chainKeys, approvals: services.approvals });
  await app.register(named(invoiceRoutes), { invoices: services.invoices, exceptions: services.invoiceExceptions, reconciliation: services.reconciliation });
  await app.register(named(imageRoutes), { images: services.images });
  await app.register(named(investmentRoutes), { investments: services.investments, redemption: services.redemption, approvals: services.approvals });
  await app.register(named(transactionRoutes), { transactions: services.transactions, approvals: services.approvals });
  await app.register(named(portfolioRoutes), { portfolio: services.portfolio });
  await app.register(named(proofOfLiabilitiesRoutes), { liabilities: services.proofOfLiabilities });
  await app.register(named(proofOfReservesRoutes), { reserves: services.proofOfReserves, approvals: services.approvals });
  await app.register(named(walletRoutes), { withdrawals: services.withdrawals, approvals: services.approvals, config });
  await app.register(named(withdrawalAddressRoutes), { addressBook: services.addressBook, withdrawals: services.withdrawals, config });
};
