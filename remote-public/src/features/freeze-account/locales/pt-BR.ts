// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"public.freezeAccount.explanation\":[\"Se você não fez a alteração sobre a qual nosso e-mail avisou, outra pessoa pode estar na sua conta. Congelá-la encerra todas as sessões na hora: ninguém poderá entrar, sacar ou alterar nada até que o suporte confirme sua identidade e a descongele.\"],\"public.freezeAccount.failed\":[\"Não foi possível congelar sua conta. Tente novamente.\"],\"public.freezeAccount.home\":[\"Ir para a página inicial\"],\"public.freezeAccount.submit\":[\"Congelar minha conta\"],\"public.freezeAccount.title\":[\"Não fui eu: congelar minha conta\"]}");
