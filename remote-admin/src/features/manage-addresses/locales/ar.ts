// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{}");
