// Written by `npm run i18n` from the PO files beside it: edit those, not this.
export const messages: Readonly<Record<string, unknown>> = JSON.parse("{}");
