// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"public.freezeAccount.explanation\":[\"If you did not make the change our email told you about, someone else may be in your account. Freezing it ends every session at once: no one can sign in, withdraw or change anything until support has checked your identity and unfreezes it.\"],\"public.freezeAccount.failed\":[\"Your account could not be frozen. Please try again.\"],\"public.freezeAccount.home\":[\"Go to the home page\"],\"public.freezeAccount.submit\":[\"Freeze my account\"],\"public.freezeAccount.title\":[\"This wasn't me: freeze my account\"]}");
