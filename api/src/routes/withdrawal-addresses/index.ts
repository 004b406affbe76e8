import { said } from '../../i18n';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addressBookSettingsSchema,
  addWithdrawalAddressSchema,
  deleteWithdrawalAddressSchema,
  listWithdrawalAddressesSchema,
  setAddressBookSettingsSchema,
  withdrawalAllowanceSchema,
} from '@arcvest/shared/schemas';
import type { Config } from '../../config';
import { signedIn } from '../../plugins/auth';
import { requestRelyingParty } from '../passkeys';
import type { AddressBookService } from '../../services/address-book';
import type { WithdrawalService } from '../../services/withdrawals';

/** The withdrawal address book and what the user may withdraw (docs/levels-and-limits.md). */
export const withdrawalAddressRoutes: FastifyPluginAsyncTypebox<{ addressBook: AddressBookService; withdrawals: WithdrawalService; config: Config }> = async (
  app,
  { addressBook, withdrawals, config },
) => {
  app.get('/withdrawal-addresses', { schema: listWithdrawalAddressesSchema, config: { access: 'user' } }, async (request) =>
    addressBook.list(signedIn(request).user.id),
  );

  app.post('/withdrawal-addresses', { schema: addWithdrawalAddressSchema, config: { access: 'user' } }, async (request, reply) =>
    reply.code(201).send(await addressBook.add(signedIn(request).user, request.body, requestRelyingParty(config, request), request.locale)),
  );

  app.delete('/withdrawal-addresses/:id', { schema: deleteWithdrawalAddressSchema, config: { access: 'user' } }, async (request) => ({
    message: request.say(await addressBook.remove(signedIn(request).user.id, Number(request.params.id))),
  }));

  app.get('/withdrawal-address-settings', { schema: addressBookSettingsSchema, config: { access: 'user' } }, async (request) =>
    addressBook.settings(signedIn(request).user),
  );

  app.post('/withdrawal-address-settings', { schema: setAddressBookSettingsSchema, config: { access: 'user' } }, async (request) =>
    said(request, await addressBook.setOnlySaved(signedIn(request).user.id, request.body.only_saved, request.locale)),
  );

  app.get('/withdrawal-allowance', { schema: withdrawalAllowanceSchema, config: { access: 'user' } }, async (request) =>
    withdrawals.allowance(signedIn(request).user),
  );
};
