// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@arcvest/shared';

export const messages: Messages = JSON.parse("{\"shell.nav.about\":[\"Quiénes somos\"],\"shell.nav.closeMenu\":[\"Cerrar menú\"],\"shell.nav.dashboard\":[\"Panel\"],\"shell.nav.home\":[\"Inicio\"],\"shell.nav.main\":[\"Principal\"],\"shell.nav.openMenu\":[\"Abrir menú\"],\"shell.nav.privacy\":[\"Política de privacidad\"],\"shell.nav.register\":[\"Registrarse\"],\"shell.nav.signIn\":[\"Iniciar sesión\"],\"shell.nav.terms\":[\"Términos\"],\"shell.skipToContent\":[\"Saltar al contenido\"]}");
