import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoiceSchema, paymentOptionsSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { InvoiceService } from '../../services/invoices';

/** Payments settled on chain: how each coin is paid, and an invoice's live state (docs/chain.md#invoices). */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  app.get('/payment-options', { schema: paymentOptionsSchema, config: { access: 'user' } }, async () => invoices.paymentOptions());

  app.get('/invoices/:id', { schema: invoiceSchema, config: { access: 'user' } }, async (request) =>
    invoices.get(signedIn(request).user, Number(request.params.id)),
  );
};
