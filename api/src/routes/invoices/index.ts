import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decideInvoiceSchema, invoiceExceptionsSchema, invoiceSchema, paymentOptionsSchema, reconciliationSchema } from '@arcvest/shared/schemas';
import { signedIn } from '../../plugins/auth';
import type { InvoiceExceptionService } from '../../services/invoice-exceptions';
import type { InvoiceService } from '../../services/invoices';
import type { ReconciliationService } from '../../services/reconciliation';

/** Payments settled on chain: how each coin is paid, and an invoice's live state (docs/chain.md#invoices). */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{
  invoices: InvoiceService;
  exceptions: InvoiceExceptionService;
  reconciliation: ReconciliationService;
}> = async (app, { invoices, exceptions, reconciliation }) => {
  app.get('/payment-options', { schema: paymentOptionsSchema, config: { access: 'user' } }, async () => invoices.paymentOptions());

  app.get('/invoices/:id', { schema: invoiceSchema, config: { access: 'user' } }, async (request) =>
    invoices.get(signedIn(request).user, Number(request.params.id)),
  );

  app.get('/invoice-exceptions', { schema: invoiceExceptionsSchema, config: { access: 'admin' } }, async () => exceptions.list());

  app.post('/invoices/:id/decision', { schema: decideInvoiceSchema, config: { access: 'admin', permission: 'money.decide' } }, async (request) =>
    exceptions.decide(signedIn(request).user.id, Number(request.params.id), request.body, request.locale),
  );

  app.get('/chain-reconciliation', { schema: reconciliationSchema, config: { access: 'admin' } }, async () => reconciliation.report());
};
