// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@arcvest/shared';

export const messages: Messages = JSON.parse("{\"shell.nav.about\":[\"About us\"],\"shell.nav.closeMenu\":[\"Close menu\"],\"shell.nav.dashboard\":[\"Dashboard\"],\"shell.nav.home\":[\"Home\"],\"shell.nav.main\":[\"Main\"],\"shell.nav.openMenu\":[\"Open menu\"],\"shell.nav.privacy\":[\"Privacy Policy\"],\"shell.nav.register\":[\"Register\"],\"shell.nav.signIn\":[\"Sign in\"],\"shell.nav.terms\":[\"T & C\"],\"shell.skipToContent\":[\"Skip to content\"]}");
