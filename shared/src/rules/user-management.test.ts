import { setupI18n } from '@lingui/core';
import { inEnglish, type Translate } from './messages';
import { loadSignedInRuleMessages } from './rule-messages';
import { USER_MANAGEMENT_TEXTS } from './user-management';

describe('user management texts', () => {
  it('keep the English the API answers', () => {
    expect(inEnglish(USER_MANAGEMENT_TEXTS.demoteSelf)).toBe('You cannot remove your own admin role.');
    expect(inEnglish(USER_MANAGEMENT_TEXTS.suspendSelf)).toBe('You cannot suspend your own account.');
    expect(inEnglish(USER_MANAGEMENT_TEXTS.deleteSelf)).toBe('You cannot delete your own account.');
    expect(inEnglish(USER_MANAGEMENT_TEXTS.messageSet)).toBe('Display message set.');
  });

  it("say the console's own-account notes in Portuguese", async () => {
    const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': await loadSignedInRuleMessages('pt-BR') } });
    const _: Translate = (message) => i18n._(message);
    expect(_(USER_MANAGEMENT_TEXTS.suspendSelf)).toBe('Você não pode suspender sua própria conta.');
    expect(_(USER_MANAGEMENT_TEXTS.deleteSelf)).toBe('Você não pode excluir sua própria conta.');
  });
});
