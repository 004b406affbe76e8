// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@arcvest/shared';

export const messages: Messages = JSON.parse("{\"shell.nav.about\":[\"⟦\",\"Àbõüt üs\",\" ···\",\"⟧\"],\"shell.nav.closeMenu\":[\"⟦\",\"Çlõsé méñü\",\" ···\",\"⟧\"],\"shell.nav.dashboard\":[\"⟦\",\"Dàshbõàrd\",\" ···\",\"⟧\"],\"shell.nav.home\":[\"⟦\",\"Hõmé\",\" ···\",\"⟧\"],\"shell.nav.main\":[\"⟦\",\"Màîñ\",\" ···\",\"⟧\"],\"shell.nav.openMenu\":[\"⟦\",\"Õpéñ méñü\",\" ···\",\"⟧\"],\"shell.nav.privacy\":[\"⟦\",\"Prîvàçý Põlîçý\",\" ··· ···\",\"⟧\"],\"shell.nav.register\":[\"⟦\",\"Régîstér\",\" ···\",\"⟧\"],\"shell.nav.signIn\":[\"⟦\",\"Sîgñ îñ\",\" ···\",\"⟧\"],\"shell.nav.terms\":[\"⟦\",\"T & Ç\",\" ···\",\"⟧\"]}");
