// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@arcvest/shared';

export const messages: Messages = JSON.parse("{\"shell.nav.about\":[\"Sobre nós\"],\"shell.nav.closeMenu\":[\"Fechar menu\"],\"shell.nav.dashboard\":[\"Painel\"],\"shell.nav.home\":[\"Início\"],\"shell.nav.main\":[\"Principal\"],\"shell.nav.openMenu\":[\"Abrir menu\"],\"shell.nav.privacy\":[\"Política de privacidade\"],\"shell.nav.register\":[\"Cadastrar-se\"],\"shell.nav.signIn\":[\"Entrar\"],\"shell.nav.terms\":[\"Termos\"],\"shell.skipToContent\":[\"Pular para o conteúdo\"]}");
