import { setupI18n } from '@lingui/core';
import type { Translate } from './messages';
import { loadRuleMessages } from './rule-messages';
import { USER_MANAGEMENT_MESSAGES, USER_MANAGEMENT_TEXTS } from './user-management';

describe('user management texts', () => {
  it('keep the English the API answers', () => {
    expect(USER_MANAGEMENT_MESSAGES.demoteSelf).toBe('You cannot remove your own admin role.');
    expect(USER_MANAGEMENT_MESSAGES.suspendSelf).toBe('You cannot suspend your own account.');
    expect(USER_MANAGEMENT_MESSAGES.deleteSelf).toBe('You cannot delete your own account.');
    expect(USER_MANAGEMENT_MESSAGES.messageSet).toBe('Display message set.');
  });

  it("say the console's own-account notes in Portuguese", async () => {
    const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': await loadRuleMessages('pt-BR') } });
    const _: Translate = (message) => i18n._(message);
    expect(_(USER_MANAGEMENT_TEXTS.suspendSelf)).toBe('Você não pode suspender sua própria conta.');
    expect(_(USER_MANAGEMENT_TEXTS.deleteSelf)).toBe('Você não pode excluir sua própria conta.');
  });
});
